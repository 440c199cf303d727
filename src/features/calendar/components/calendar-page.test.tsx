import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { testBooking } from '#tests/helpers/booking-cards.ts';
import { renderWithApp, testUser } from '#tests/helpers/render.tsx';
import { recordRequests, server } from '#tests/helpers/api-server.ts';
import type { CalendarCoverageResponse } from '@/api/admin/club-calendar.ts';
import type { CalendarDaySavedResponse, CalendarResponse } from '@/api/admin.ts';
import { activateLanguage } from '@/i18n/index.ts';
import { CalendarPage } from './calendar-page.tsx';

const year = new Date().getFullYear();
const day = `${year}-12-08`;
const booking = testBooking('b1', 24, {
  courtId: { _id: 'c1', name: 'Pádel 1', type: 'padel' },
  dateBooked: day,
  timeBooked: '18:00 - 19:30',
  slots: ['18:00 - 19:30'],
});

describe('CalendarPage', { timeout: 30_000 }, () => {
  it('closes a suggested holiday, asking first about the bookings on it', async () => {
    server.use(
      http.get('/api/admin/calendar', () =>
        HttpResponse.json<CalendarResponse>({
          success: true,
          region: 'ES-MD',
          days: [{ date: day, name: 'Inmaculada', source: 'holiday', status: 'suggested' }],
        }),
      ),
      http.post('/api/admin/calendar/coverage', () =>
        HttpResponse.json<CalendarCoverageResponse>({ success: true, bookings: [booking] }),
      ),
      http.put(`/api/admin/calendar/days/${day}`, () =>
        HttpResponse.json<CalendarDaySavedResponse>({
          success: true,
          message: 'El club cerrará ese día.',
          cancelledBookings: 1,
          refunded: 0,
        }),
      ),
    );
    const calls = recordRequests();
    renderWithApp(() => <CalendarPage />, { user: testUser({ role: 'admin' }) });
    expect(await screen.findByText(/Festivos de Comunidad de Madrid/)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Calendario del club' });
    expect(within(table).getByText('Propuesto')).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: `Cerrar el 08/12/${year}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Reservas afectadas' });
    const row = within(dialog).getByRole('row', { name: /Pádel 1/ });
    expect(within(row).getByText('18:00 - 19:30')).toBeInTheDocument();
    expect(within(row).getByText('Sofía Socia')).toBeInTheDocument();
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Cancelar reservas y devolver' }),
    );
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(await calls.find((c) => c.method === 'PUT')!.json()).toEqual({
      name: 'Inmaculada',
      source: 'holiday',
      status: 'closed',
      coveredBookings: 'cancel',
    });
    expect(
      await screen.findByText('El club cerrará ese día. 1 reserva cancelada.'),
    ).toBeInTheDocument();
  });

  describe('in English', () => {
    afterEach(() => activateLanguage('es'));

    it('names the days, their states and the count of cancelled bookings in English', async () => {
      await activateLanguage('en');
      server.use(
        http.get('/api/admin/calendar', () =>
          HttpResponse.json<CalendarResponse>({
            success: true,
            region: 'ES-MD',
            days: [{ date: day, name: 'Inmaculada', source: 'holiday', status: 'suggested' }],
          }),
        ),
        http.post('/api/admin/calendar/coverage', () =>
          HttpResponse.json<CalendarCoverageResponse>({ success: true, bookings: [] }),
        ),
        http.put(`/api/admin/calendar/days/${day}`, () =>
          HttpResponse.json<CalendarDaySavedResponse>({
            success: true,
            message: 'The club will close that day.',
            cancelledBookings: 2,
            refunded: 0,
          }),
        ),
      );
      renderWithApp(() => <CalendarPage />, { user: testUser({ role: 'admin' }) });
      expect(await screen.findByText(/^Bank holidays of Community of Madrid/)).toBeVisible();
      const table = screen.getByRole('table', { name: 'Club calendar' });
      expect(within(table).getByText('Suggested')).toBeInTheDocument();
      expect(within(table).getByText('Bank holiday')).toBeInTheDocument();
      expect(within(table).getByRole('button', { name: `Open 08/12/${year}` })).toBeInTheDocument();
      await userEvent.click(within(table).getByRole('button', { name: `Close 08/12/${year}` }));
      expect(
        await screen.findByText('The club will close that day. 2 bookings cancelled.'),
      ).toBeInTheDocument();
    });
  });
});
