import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { renderWithApp, testUser } from '#tests/helpers/render.tsx';
import { server } from '#tests/helpers/api-server.ts';
import type { AdminWaitlistsResponse, AdminWaitlistEntry } from '@/api/waitlist.ts';
import { WaitlistsPage } from './waitlists-page.tsx';
import { activateLanguage } from '@/i18n/index.ts';

describe('WaitlistsPage', { timeout: 20_000 }, () => {
  it('lists who waits for each taken slot, in order', async () => {
    const entry: Omit<AdminWaitlistEntry, '_id' | 'status' | 'position' | 'user'> = {
      courtId: 'c1',
      courtName: 'Pádel 1',
      courtType: 'padel',
      dateBooked: '2026-11-23',
      slots: ['10:30 - 12:00'],
      startsAt: '2026-11-23T09:30:00.000Z',
      refusal: null,
      bookingId: null,
      holdExpiresAt: null,
      createdAt: '2026-11-21T09:00:00.000Z',
    };
    server.use(
      http.get('/api/admin/waitlists', () =>
        HttpResponse.json<AdminWaitlistsResponse>({
          success: true,
          entries: [
            {
              ...entry,
              _id: 'e1',
              status: 'waiting',
              position: 1,
              user: { _id: 'u1', name: 'Bea', email: 'b@x' },
            },
            {
              ...entry,
              _id: 'e2',
              status: 'waiting',
              position: 2,
              user: { _id: 'u2', name: 'Carla', email: 'c@x' },
            },
          ],
        }),
      ),
    );
    renderWithApp(WaitlistsPage, { user: testUser({ role: 'admin' }), path: '/admin/waitlists' });
    const table = await screen.findByRole('table', { name: 'Listas de espera' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      [
        'PADEL - Pádel 1',
        'lunes, 23 de noviembre de 2026',
        '10:30 - 12:00',
        '1',
        'Bea',
        'En espera',
      ],
      [
        'PADEL - Pádel 1',
        'lunes, 23 de noviembre de 2026',
        '10:30 - 12:00',
        '2',
        'Carla',
        'En espera',
      ],
    ]);
  });

  describe('in Catalan', () => {
    afterEach(() => activateLanguage('es'));

    it('says who waits and how many, in Catalan', async () => {
      await activateLanguage('ca');
      server.use(
        http.get('/api/admin/waitlists', () =>
          HttpResponse.json<AdminWaitlistsResponse>({
            success: true,
            entries: [
              {
                _id: 'e1',
                courtId: 'c1',
                courtName: 'Pádel 1',
                courtType: 'padel',
                dateBooked: '2026-11-23',
                slots: ['10:30 - 12:00'],
                startsAt: '2026-11-23T09:30:00.000Z',
                refusal: null,
                bookingId: null,
                holdExpiresAt: null,
                createdAt: '2026-11-21T09:00:00.000Z',
                status: 'held',
                position: 1,
                user: { _id: 'u1', name: 'Bea', email: 'b@x' },
              },
            ],
          }),
        ),
      );
      renderWithApp(WaitlistsPage, { user: testUser({ role: 'admin' }), path: '/admin/waitlists' });
      const table = await screen.findByRole('table', { name: "Llistes d'espera" });
      expect(screen.getByText('1 soci en espera')).toBeVisible();
      expect(within(table).getByRole('columnheader', { name: 'Posició' })).toBeVisible();
      expect(within(table).getByText('Pendent de pagament')).toBeVisible();
    });
  });
});
