import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp, testUser } from '#tests/helpers/render.tsx';
import { billingBody, INITIAL_BILLING, SeriesBillingFields } from './series-billing-fields.tsx';

/** The fields as the form holds them, with the body they would send. */
function Harness() {
  const [value, setValue] = useState(INITIAL_BILLING);
  return (
    <>
      <SeriesBillingFields value={value} onChange={setValue} />
      <output aria-label="body">{JSON.stringify(billingBody(value))}</output>
    </>
  );
}

describe('SeriesBillingFields', { timeout: 30_000 }, () => {
  it.each(['70,50', '70.50'])('reads both prices typed as %s as 70.5 euros', async (typed) => {
    renderWithApp(() => <Harness />, { user: testUser({ role: 'admin' }) });
    const body = () => JSON.parse(screen.getByRole('status', { name: 'body' }).textContent!);
    const price = await screen.findByLabelText(/Precio por sesión/);
    await userEvent.clear(price);
    await userEvent.type(price, typed);
    expect(body()).toEqual({ billing: 'session', price: 70.5 });
    await userEvent.click(screen.getByRole('combobox', { name: 'Forma de pago' }));
    await userEvent.click(
      await screen.findByRole('option', {
        name: 'Precio de temporada, cobro mensual',
        hidden: true,
      }),
    );
    const season = screen.getByLabelText(/Precio de temporada/);
    await userEvent.clear(season);
    await userEvent.type(season, typed);
    expect(body()).toMatchObject({ billing: 'monthly', seasonPrice: 70.5 });
  });

  it('asks a price per session, or a season price and its billing day', async () => {
    renderWithApp(() => <Harness />, { user: testUser({ role: 'admin' }) });
    const body = () => JSON.parse(screen.getByRole('status', { name: 'body' }).textContent!);
    await userEvent.type(await screen.findByLabelText(/Precio por sesión/), '24');
    expect(body()).toEqual({ billing: 'session', price: 24 });

    await userEvent.click(screen.getByRole('combobox', { name: 'Forma de pago' }));
    await userEvent.click(
      await screen.findByRole('option', {
        name: 'Precio de temporada, cobro mensual',
        hidden: true,
      }),
    );
    expect(screen.queryByLabelText(/Precio por sesión/)).toBeNull();
    const season = screen.getByLabelText(/Precio de temporada/);
    await userEvent.clear(season);
    await userEvent.type(season, '450');
    const day = screen.getByLabelText(/Día de cobro/);
    await userEvent.clear(day);
    await userEvent.type(day, '5');
    expect(body()).toEqual({ billing: 'monthly', price: 0, seasonPrice: 450, billingDay: 5 });
  });
});
