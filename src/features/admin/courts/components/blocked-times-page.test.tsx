import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { renderWithApp, testUser } from '#tests/helpers/render.tsx';
import { recordRequests, server } from '#tests/helpers/api-server.ts';
import type {
  AdminBlockedTime,
  BlockSavedResponse,
  AdminBlockedTimesResponse,
  BlockCoverageResponse,
} from '@/api/admin/blocked-times.ts';
import type { Booking } from '@/api/bookings.ts';
import type { AdminCourtsResponse } from '@/api/admin/courts.ts';
import type { MessageResponse } from '@/api/common.ts';
import { BlockedTimesPage } from './blocked-times-page.tsx';

const admin = testUser({ role: 'admin' });
const COURT = '00000000-0000-4000-8000-000000000001';
const BLOCK = '00000000-0000-4000-8000-0000000000b1';

const courts: AdminCourtsResponse['courts'] = [
  {
    indoor: false,
    _id: COURT,
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
    upcomingBookings: 1,
  },
];

const block: AdminBlockedTime = {
  _id: BLOCK,
  courtId: COURT,
  courtName: 'Pádel 1',
  startDate: '2030-03-04',
  endDate: '2030-03-04',
  daysOfWeek: ['Lunes'],
  timeRange: '09:00 - 14:00',
  reason: 'Torneo',
  exceptions: [{ date: '2030-03-04', timeRange: '10:30 - 12:00' }],
  createdAt: '2030-03-01T10:00:00Z',
};

const booking = {
  _id: 'bk1',
  courtId: { _id: COURT, name: 'Pádel 1', type: 'padel' },
  dateBooked: '2030-03-04',
  timeBooked: '09:00 - 10:30',
  userBooked: { _id: 'u2', name: 'Sofía Socia', email: 's@club.local', role: 'user-adult' },
  totalAmount: 24,
  totalDue: 0,
} as unknown as Booking;

async function fillDates(form: HTMLElement, date: string) {
  for (const label of ['Desde el día', 'Hasta el día']) {
    const input = within(form).getByLabelText(label);
    await userEvent.clear(input);
    await userEvent.paste(date);
  }
}

describe('BlockedTimesPage', { timeout: 40_000 }, () => {
  it('lists the running blocks with their exceptions', async () => {
    server.use(
      http.get('/api/admin/blocked-times', () =>
        HttpResponse.json<AdminBlockedTimesResponse>({ success: true, blockedTimes: [block] }),
      ),
      http.get('/api/admin/courts', () =>
        HttpResponse.json<AdminCourtsResponse>({ success: true, courts }),
      ),
    );
    renderWithApp(BlockedTimesPage, { user: admin });
    const row = await screen.findByRole('row', { name: /Pádel 1/ });
    expect(within(row).getByText('04/03/2030 – 04/03/2030')).toBeVisible();
    expect(within(row).getByText('09:00 - 14:00')).toBeVisible();
    expect(within(row).getByText('Torneo')).toBeVisible();
    expect(within(row).getByText('04/03/2030 10:30 - 12:00')).toBeVisible();
  });

  it('refuses an exception outside the dates, in Spanish, without sending anything', async () => {
    server.use(
      http.get('/api/admin/blocked-times', () =>
        HttpResponse.json<AdminBlockedTimesResponse>({ success: true, blockedTimes: [] }),
      ),
      http.get('/api/admin/courts', () =>
        HttpResponse.json<AdminCourtsResponse>({ success: true, courts }),
      ),
    );
    const calls = recordRequests();
    renderWithApp(BlockedTimesPage, { user: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'Nuevo bloqueo' }));
    const form = await screen.findByRole('form', { name: 'Datos del bloqueo' });
    await fillDates(form, '04/03/2030');
    await userEvent.click(within(form).getByRole('button', { name: 'Añadir excepción' }));
    const exception = within(form).getByRole('group', { name: 'Excepción 1' });
    const day = within(exception).getByLabelText('Día');
    await userEvent.clear(day);
    await userEvent.paste('05/03/2030');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar bloqueo' }));
    expect(await within(form).findByText('Elige al menos una pista.')).toBeVisible();
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'La excepción debe caer dentro de las fechas del bloqueo.',
    );
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('lists the bookings a new block covers and saves it cancelling them only when asked', async () => {
    server.use(
      http.get('/api/admin/blocked-times', () =>
        HttpResponse.json<AdminBlockedTimesResponse>({ success: true, blockedTimes: [] }),
      ),
      http.get('/api/admin/courts', () =>
        HttpResponse.json<AdminCourtsResponse>({ success: true, courts }),
      ),
      http.post('/api/admin/blocked-times/coverage', () =>
        HttpResponse.json<BlockCoverageResponse>({ success: true, bookings: [booking] }),
      ),
      http.post('/api/admin/blocked-times', () =>
        HttpResponse.json<BlockSavedResponse>({
          success: true,
          message: 'Bloqueo guardado.',
          blockedTimes: [block],
          cancelledBookings: 1,
          refunded: 24,
        }),
      ),
    );
    const calls = recordRequests();
    renderWithApp(BlockedTimesPage, { user: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'Nuevo bloqueo' }));
    const form = await screen.findByRole('form', { name: 'Datos del bloqueo' });
    await userEvent.click(within(form).getByLabelText('Pistas'));
    await userEvent.click(await screen.findByRole('option', { name: 'Pádel 1', hidden: true }));
    await fillDates(form, '04/03/2030');
    await userEvent.type(within(form).getByLabelText('Motivo'), 'Torneo');
    await userEvent.click(within(form).getByRole('button', { name: 'Añadir excepción' }));
    const exception = within(form).getByRole('group', { name: 'Excepción 1' });
    for (const [label, value] of [
      ['Desde', '10:30'],
      ['Hasta', '12:00'],
    ] as const) {
      const input = within(exception).getByLabelText(label);
      await userEvent.clear(input);
      await userEvent.paste(value);
    }
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar bloqueo' }));

    const dialog = await screen.findByRole('dialog', { name: 'Reservas afectadas' });
    const covers = within(dialog).getByText(
      'El bloqueo coincide con 1 reserva. Elige si cancelarla o mantenerla.',
    );
    await waitFor(() => expect(covers).toBeVisible());
    expect(within(dialog).getByRole('row', { name: /Sofía Socia/ })).toHaveTextContent(
      'Pádel 104/03/203009:00 - 10:30Sofía Socia24,00 €',
    );
    expect(
      calls.filter((c) => c.method === 'POST' && c.url.endsWith('/admin/blocked-times')),
    ).toHaveLength(0);
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Cancelar reservas y devolver' }),
    );

    expect(
      await screen.findByText(
        'Bloqueo guardado. Reservas canceladas: 1; devuelto a los monederos: 24,00 €.',
      ),
    ).toBeVisible();
    const saved = calls.find((c) => c.method === 'POST' && c.url.endsWith('/admin/blocked-times'));
    expect(await saved?.json()).toEqual({
      courtIds: [COURT],
      startDate: '2030-03-04',
      endDate: '2030-03-04',
      daysOfWeek: ['Domingo', 'Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado'],
      timeRange: '09:00 - 14:00',
      reason: 'Torneo',
      exceptions: [{ date: '2030-03-04', timeRange: '10:30 - 12:00' }],
      coveredBookings: 'cancel',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('deletes a block only after the confirm dialog', async () => {
    server.use(
      http.get('/api/admin/blocked-times', () =>
        HttpResponse.json<AdminBlockedTimesResponse>({ success: true, blockedTimes: [block] }),
      ),
      http.get('/api/admin/courts', () =>
        HttpResponse.json<AdminCourtsResponse>({ success: true, courts }),
      ),
      http.delete(`/api/admin/blocked-times/${BLOCK}`, () =>
        HttpResponse.json<MessageResponse>({ success: true, message: 'Bloqueo eliminado.' }),
      ),
    );
    const calls = recordRequests();
    renderWithApp(BlockedTimesPage, { user: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar bloqueo' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Bloqueo eliminado.')).toBeVisible();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
  });
});
