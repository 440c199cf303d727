import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp, testUser } from '#tests/helpers/render.tsx';
import { PackTypeForm } from './pack-type-form.tsx';
import { http } from 'msw';
import { recordRequests, server, refusal } from '#tests/helpers/api-server.ts';

describe('PackTypeForm', { timeout: 30_000 }, () => {
  it.each(['70,50', '70.50'])("sends 'Precio (€)' %s as 70.5 euros", async (typed) => {
    server.use(http.post('/api/admin/packs/types', () => refusal('no', 500)));
    const calls = recordRequests();
    renderWithApp(() => <PackTypeForm type={null} onClose={() => {}} />, {
      user: testUser({ role: 'admin' }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo bono' });
    await userEvent.type(screen.getByLabelText(/Nombre/), 'Bono 10');
    const price = screen.getByLabelText('Precio (€)');
    await userEvent.clear(price);
    await userEvent.type(price, typed);
    expect(price).toHaveValue('70,50');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(await calls[0]!.json()).toMatchObject({ name: 'Bono 10', price: 70.5 });
    expect(dialog).toBeInTheDocument();
  });
});
