import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { http } from 'msw';
import { renderWithApp, testUser } from '#tests/helpers/render.tsx';
import { recordRequests, server, refusal } from '#tests/helpers/api-server.ts';
import type { SchoolPrice } from '@/api/school.ts';
import { SchoolPricesForm } from './school-prices-form.tsx';

const PRICE: SchoolPrice = {
  type: 'socio_6p_4h',
  label: 'Socio, 6 alumnos, 4 h',
  members: true,
  size: 6,
  hours: 4,
  price: 40,
};

describe('SchoolPricesForm', { timeout: 30_000 }, () => {
  it.each(['70,50', '70.50'])('sends a price typed as %s as 70.5 euros', async (typed) => {
    server.use(http.put('/api/admin/school/prices', () => refusal('no', 500)));
    const calls = recordRequests();
    renderWithApp(() => <SchoolPricesForm prices={[PRICE]} />, {
      user: testUser({ role: 'admin' }),
    });
    // The plan is named from the catalogue in the language shown, whatever label the server sent.
    const input = await screen.findByLabelText('Escuela de Tenis (Socio, 6 alumnos, 4 h/mes)');
    await userEvent.clear(input);
    await userEvent.type(input, typed);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar precios' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(await calls[0]!.json()).toEqual({ prices: [{ type: 'socio_6p_4h', price: 70.5 }] });
  });
});
