import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminMemberPack, AdminPacksResponse, PackType } from '@/api/packs.ts';
import { mockApi, renderWithApp, testUser } from '#tests/helpers/render.tsx';
import { PacksAdminPage } from './packs-admin-page.tsx';

vi.mock('@/lib/http.ts', async (importOriginal) => {
  const { httpWithAbsoluteBase } = await import('#tests/helpers/render.tsx');
  return httpWithAbsoluteBase(importOriginal);
});

const TYPE: PackType = {
  _id: 't1',
  name: 'Bono 10 pistas',
  sport: 'padel',
  minutes: 90,
  covers: 'booking',
  uses: 10,
  price: 180,
  validityDays: 90,
  roles: [],
  active: true,
};

const SOLD: AdminMemberPack = {
  _id: 'm1',
  name: 'Bono 10 pistas',
  sport: 'padel',
  minutes: 90,
  covers: 'booking',
  uses: 10,
  usesLeft: 7,
  price: 180,
  status: 'active',
  method: 'cash',
  purchasedAt: '2026-11-01T10:00:00Z',
  expiresAt: '2027-01-30T10:00:00Z',
  user: { _id: 'u1', name: 'Sofía Socia', email: 'socio@club.local' },
};

const LIST: AdminPacksResponse = {
  success: true,
  types: [TYPE],
  packs: [SOLD],
  stats: { sold: 1, revenue: 180, usesConsumed: 3, usesUnusedAtEnd: 0, active: 1 },
};

afterEach(() => vi.restoreAllMocks());

describe('PacksAdminPage', { timeout: 30_000 }, () => {
  it('lists the types and the packs sold, and extends one with a reason', async () => {
    const calls = mockApi({
      'GET admin/packs': () => Response.json(LIST),
      'POST admin/packs/m1/extend': () =>
        Response.json({ success: true, message: 'Bono ampliado 30 días.', pack: SOLD }),
    });
    renderWithApp(PacksAdminPage, { user: testUser({ role: 'admin' }) });
    const types = await screen.findByRole('table', { name: 'Tipos de bono' });
    expect(within(types).getByText('Pádel 90 min · pista completa')).toBeVisible();
    expect(within(types).getByText('180,00 €')).toBeVisible();
    const row = screen.getByRole('row', { name: /Sofía Socia/ });
    expect(within(row).getByText('7 / 10')).toBeVisible();
    expect(within(row).getByText('Efectivo')).toBeVisible();
    expect(screen.getByText('Usos consumidos: 3')).toBeVisible();

    await userEvent.click(
      within(row).getByRole('button', { name: 'Ampliar Bono 10 pistas de Sofía Socia' }),
    );
    const dialog = await screen.findByRole('dialog', { name: /Ampliar bono/ });
    await userEvent.type(within(dialog).getByLabelText(/Motivo/), 'Lesión');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ampliar' }));
    expect(await screen.findByText('Bono ampliado 30 días.')).toBeVisible();
    const sent = calls.find((c) => c.method === 'POST')!;
    expect(await sent.json()).toEqual({ days: 30, reason: 'Lesión' });
  });
});
