import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { renderWithApp, testUser } from '#tests/helpers/render.tsx';
import { recordRequests, server } from '#tests/helpers/api-server.ts';
import type { LightCourtsResponse, LightStatsResponse, LightLogResponse } from '@/api/lights.ts';
import type { AdminCourt, AdminCourtResponse, AdminCourtsResponse } from '@/api/admin/courts.ts';
import { activateLanguage } from '@/i18n/index.ts';
import { CourtsPage } from './courts-page.tsx';

const admin = testUser({ role: 'admin' });

function court(overrides: Partial<AdminCourt> = {}): AdminCourt {
  return {
    _id: '00000000-0000-4000-8000-000000000001',
    name: 'Pádel 1',
    type: 'padel',
    image: null,
    costs: { nonMember: 6, uca: 4 },
    maxDaysInAdvance: { member: 7, nonMember: 2 },
    maxBookingsPerWeek: { member: 4, nonMember: 1 },
    blockedTimes: [],
    openingTime: '09:00',
    closingTime: '22:30',
    slotMinutes: 90,
    active: true,
    position: 0,
    indoor: false,
    upcomingBookings: 3,
    ...overrides,
  };
}

// The page also shows the lights panel: no relay, no hours, no switches here.
const noLights = [
  http.get('/api/admin/lights', () =>
    HttpResponse.json<LightCourtsResponse>({ success: true, courts: [] }),
  ),
  http.get('/api/admin/lights/stats', () =>
    HttpResponse.json<LightStatsResponse>({ success: true, rows: [] }),
  ),
  http.get('/api/admin/lights/log', () =>
    HttpResponse.json<LightLogResponse>({ success: true, entries: [] }),
  ),
];

describe('CourtsPage', { timeout: 30_000 }, () => {
  it('lists the courts with hours, slot, prices and state', async () => {
    server.use(
      ...noLights,
      http.get('/api/admin/courts', () =>
        HttpResponse.json<AdminCourtsResponse>({ success: true, courts: [court()] }),
      ),
    );
    renderWithApp(CourtsPage, { user: admin });
    const row = await screen.findByRole('row', { name: /Pádel 1/ });
    expect(within(row).getByText('09:00–22:30')).toBeVisible();
    expect(within(row).getByText('90 min')).toBeVisible();
    expect(within(row).getByText('6,00 € / 4,00 €')).toBeVisible();
    expect(within(row).getByText('Activa')).toBeVisible();
  });

  it('checks a new court in Spanish before sending, then creates it with its hours', async () => {
    server.use(
      ...noLights,
      http.get('/api/admin/courts', () =>
        HttpResponse.json<AdminCourtsResponse>({ success: true, courts: [] }),
      ),
      http.post('/api/admin/courts', async ({ request }) =>
        HttpResponse.json<AdminCourtResponse>({
          success: true,
          message: 'Pista creada.',
          court: court({ ...((await request.json()) as object) }),
        }),
      ),
    );
    const calls = recordRequests();
    renderWithApp(CourtsPage, { user: admin });
    expect(await screen.findByText('Todavía no hay pistas.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Nueva pista' }));
    const form = await screen.findByRole('form', { name: 'Datos de la pista' });
    const closing = within(form).getByLabelText('Cierre');
    await userEvent.clear(closing);
    await userEvent.paste('08:00');
    await userEvent.click(within(form).getByRole('button', { name: 'Crear pista' }));
    expect(await within(form).findAllByText('Este campo es obligatorio.')).toHaveLength(2);
    expect(within(form).getByText('El nombre es obligatorio.')).toBeVisible();
    expect(
      within(form).getByText('La hora de cierre debe ser posterior a la de apertura.'),
    ).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await userEvent.type(within(form).getByLabelText(/^Nombre/), 'Pista 7');
    await userEvent.type(
      within(form).getByLabelText('Precio por jugador y turno, no socios (€)'),
      '6',
    );
    await userEvent.type(within(form).getByLabelText('Precio por jugador y turno, UCA (€)'), '4');
    await userEvent.clear(closing);
    await userEvent.paste('14:00');
    await userEvent.click(within(form).getByRole('button', { name: 'Crear pista' }));

    expect(await screen.findByText('Pista creada.')).toBeVisible();
    const post = calls.find((c) => c.method === 'POST');
    expect(await post?.json()).toMatchObject({
      name: 'Pista 7',
      type: 'padel',
      costs: { nonMember: 6, uca: 4 },
      maxDaysInAdvance: { member: 7, nonMember: 2, uca: null, coach: null },
      openingTime: '09:00',
      closingTime: '14:00',
      slotMinutes: 90,
    });
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
  });

  it('deactivates a court only after the confirm dialog, saying its bookings stay', async () => {
    server.use(
      ...noLights,
      http.get('/api/admin/courts', () =>
        HttpResponse.json<AdminCourtsResponse>({ success: true, courts: [court()] }),
      ),
      http.post('/api/admin/courts/00000000-0000-4000-8000-000000000001/deactivate', () =>
        HttpResponse.json<AdminCourtResponse>({
          success: true,
          message: 'Pista desactivada. Conserva sus reservas y no admite nuevas.',
          court: court({ active: false }),
        }),
      ),
    );
    const calls = recordRequests();
    renderWithApp(CourtsPage, { user: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'Desactivar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Desactivar pista' });
    const message = within(dialog).getByText(
      'Pádel 1 dejará de admitir reservas nuevas. Sus 3 reservas próximas y su historial se conservan.',
    );
    // The dialog fades in.
    await waitFor(() => expect(message).toBeVisible());
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Desactivar' }));
    expect(
      await screen.findByText('Pista desactivada. Conserva sus reservas y no admite nuevas.'),
    ).toBeVisible();
  });

  describe('in English', () => {
    afterEach(() => activateLanguage('es'));

    it('lists the courts, their prices in British-style euros and asks before disabling one', async () => {
      await activateLanguage('en');
      server.use(
        ...noLights,
        http.get('/api/admin/courts', () =>
          HttpResponse.json<AdminCourtsResponse>({ success: true, courts: [court()] }),
        ),
      );
      renderWithApp(CourtsPage, { user: admin });
      expect(await screen.findByRole('heading', { name: 'Courts' })).toBeVisible();
      const row = await screen.findByRole('row', { name: /Pádel 1/ });
      expect(within(row).getByText('Padel')).toBeVisible();
      expect(within(row).getByText('€6.00 / €4.00')).toBeVisible();
      expect(within(row).getByText('Active')).toBeVisible();
      expect(screen.getByRole('columnheader', { name: 'Upcoming bookings' })).toBeVisible();
      await userEvent.click(within(row).getByRole('button', { name: 'Disable' }));
      const dialog = await screen.findByRole('dialog', { name: 'Disable court' });
      expect(dialog).toHaveTextContent(
        'Pádel 1 will stop taking new bookings. Its 3 upcoming bookings and its history are kept.',
      );
      expect(
        await screen.findByText(
          "No court has a lights relay: it is set in each court's details (Edit).",
        ),
      ).toBeVisible();
    });
  });
});
