import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp, testUser } from '#tests/helpers/render.tsx';
import { WalletAdjustmentForm } from './wallet-adjustment-form.tsx';

vi.mock('@/lib/http.ts', async (importOriginal) => {
  const { httpWithAbsoluteBase } = await import('#tests/helpers/render.tsx');
  return httpWithAbsoluteBase(importOriginal);
});

describe('WalletAdjustmentForm', { timeout: 30_000 }, () => {
  it.each(['70,50', '70.50'])("sends 'Importe (€)' %s as 70.5 euros", async (typed) => {
    const calls = mockApi({
      'POST admin/users/u2/wallet': () => Response.json({ message: 'no' }, { status: 500 }),
    });
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
