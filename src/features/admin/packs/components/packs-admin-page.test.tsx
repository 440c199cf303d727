import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { renderWithApp, testUser } from '#tests/helpers/render.tsx';
import { recordRequests, server } from '#tests/helpers/api-server.ts';
import type {
  AdminMemberPack,
  AdminPackResponse,
  AdminPacksResponse,
  PackType,
} from '@/api/packs.ts';
import { PacksAdminPage } from './packs-admin-page.tsx';
import { activateLanguage } from '@/i18n/index.ts';

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

describe('PacksAdminPage', { timeout: 30_000 }, () => {
  it('lists the types and the packs sold, and extends one with a reason', async () => {
    server.use(
      http.get('/api/admin/packs', () => HttpResponse.json<AdminPacksResponse>(LIST)),
      http.post('/api/admin/packs/m1/extend', () =>
        HttpResponse.json<AdminPackResponse>({
          success: true,
          message: 'Bono ampliado 30 días.',
          pack: SOLD,
        }),
      ),
    );
    const calls = recordRequests();
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

  describe('in Catalan', () => {
    afterEach(() => activateLanguage('es'));

    it('lists the packs and their statistics in Catalan', async () => {
      await activateLanguage('ca');
      server.use(http.get('/api/admin/packs', () => HttpResponse.json<AdminPacksResponse>(LIST)));
      renderWithApp(PacksAdminPage, { user: testUser({ role: 'admin' }) });
      const types = await screen.findByRole('table', { name: 'Tipus de bo' });
      expect(within(types).getByText('90 dies')).toBeVisible();
      expect(screen.getByText('Usos consumits: 3')).toBeVisible();
      const row = screen.getByRole('row', { name: /Sofía Socia/ });
      expect(within(row).getByText('Actiu')).toBeVisible();
      expect(
        within(row).getByRole('button', { name: 'Amplia Bono 10 pistas (Sofía Socia)' }),
      ).toBeVisible();
    });
  });
});
