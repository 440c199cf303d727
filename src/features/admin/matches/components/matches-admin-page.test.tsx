import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '#tests/helpers/api-server.ts';
import { renderWithApp, testUser } from '#tests/helpers/render.tsx';
import type { AdminMatch, AdminMatchesResponse } from '@/api/matches.ts';
import { activateLanguage } from '@/i18n/index.ts';
import { MatchesAdminPage } from './matches-admin-page.tsx';

const match: AdminMatch = {
  _id: 'm1',
  bookingId: 'b1',
  court: { _id: 'c1', name: 'Pádel 1', type: 'padel' },
  dateBooked: '2026-11-24',
  timeBooked: '18:00 - 19:30',
  startsAt: '2026-11-24T17:00:00Z',
  autoCancelAt: '2026-11-24T15:00:00Z',
  status: 'full',
  seats: 4,
  seatsLeft: 0,
  levelMin: null,
  levelMax: null,
  note: '',
  booker: { _id: 'u1', name: 'Ana Socia' },
  players: [{ _id: 'u1', name: 'Ana Socia', image: null, joined: false }],
  seatPrice: 6,
  queueLength: 1,
  viewer: { isBooker: false, joined: false, queued: false, holdExpiresAt: null },
  queue: [{ _id: 'u2', name: 'Bea', status: 'held' }],
};

const matches = () =>
  server.use(
    http.get('/api/admin/matches', () =>
      HttpResponse.json<AdminMatchesResponse>({ success: true, matches: [match] }),
    ),
  );

describe('MatchesAdminPage', { timeout: 20_000 }, () => {
  afterEach(() => activateLanguage('es'));

  it('lists each match with its state and its seat list', async () => {
    matches();
    renderWithApp(MatchesAdminPage, { user: testUser({ role: 'admin' }) });
    const table = await screen.findByRole('table', { name: 'Partidos abiertos' });
    expect(within(table).getByText('Completo')).toBeVisible();
    expect(within(table).getByText('Bea (plaza reservada)')).toBeVisible();
    expect(within(table).getByText('4/4')).toBeVisible();
  });

  it('speaks English', async () => {
    await activateLanguage('en');
    matches();
    renderWithApp(MatchesAdminPage, { user: testUser({ role: 'admin' }) });
    const table = await screen.findByRole('table', { name: 'Open matches' });
    expect(within(table).getByText('Full')).toBeVisible();
    expect(within(table).getByText('Bea (place held)')).toBeVisible();
    expect(within(table).getByRole('columnheader', { name: 'Organiser' })).toBeVisible();
  });
});
