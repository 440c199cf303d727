import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp, testUser } from '#tests/helpers/render.tsx';
import { CalendarPage } from './calendar-page.tsx';

vi.mock('@/lib/http.ts', async (importOriginal) => {
  const { httpWithAbsoluteBase } = await import('#tests/helpers/render.tsx');
  return httpWithAbsoluteBase(importOriginal);
});

afterEach(() => vi.restoreAllMocks());

const year = new Date().getFullYear();
const day = `${year}-12-08`;
const booking = {
  _id: 'b1',
  courtId: { _id: 'c1', name: 'Pádel 1', type: 'padel' },
  dateBooked: day,
  timeBooked: '18:00 - 19:30',
  userBooked: { _id: 'u1', name: 'Sofía Socia' },
};

describe('CalendarPage', { timeout: 30_000 }, () => {
  it('closes a suggested holiday, asking first about the bookings on it', async () => {
    const calls = mockApi({
      'GET admin/calendar': () =>
        Response.json({
          success: true,
          region: 'ES-MD',
          days: [{ date: day, name: 'Inmaculada', source: 'holiday', status: 'suggested' }],
        }),
      'POST admin/calendar/coverage': () => Response.json({ success: true, bookings: [booking] }),
      [`PUT admin/calendar/days/${day}`]: () =>
        Response.json({
          success: true,
          message: 'El club cerrará ese día.',
          cancelledBookings: 1,
          refunded: 0,
        }),
    });
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
});
