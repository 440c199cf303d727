import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { http } from 'msw';
import { renderWithApp, testUser } from '#tests/helpers/render.tsx';
import { recordRequests, server, refusal } from '#tests/helpers/api-server.ts';
import { WalletAdjustmentForm } from './wallet-adjustment-form.tsx';

describe('WalletAdjustmentForm', { timeout: 30_000 }, () => {
  it.each(['70,50', '70.50'])("sends 'Importe (€)' %s as 70.5 euros", async (typed) => {
    server.use(http.post('/api/admin/users/u2/wallet', () => refusal('no', 500)));
    const calls = recordRequests();
    renderWithApp(() => <WalletAdjustmentForm userId="u2" balance={100} />, {
      user: testUser({ role: 'admin' }),
    });
    await userEvent.type(await screen.findByLabelText('Importe (€)'), typed);
    await userEvent.type(screen.getByLabelText(/Motivo/), 'Devolución');
    await userEvent.click(screen.getByRole('button', { name: 'Registrar ajuste' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(await calls[0]!.json()).toEqual({ type: 'credit', amount: 70.5, reason: 'Devolución' });
  });
});
