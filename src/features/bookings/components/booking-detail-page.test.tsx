import { http, HttpResponse, type HttpHandler } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp, testUser } from '#tests/helpers/render.tsx';
import { testBooking, testPlayer } from '#tests/helpers/booking-cards.ts';
import { recordRequests, server, refusal } from '#tests/helpers/api-server.ts';
import type { CancelWithRefundsResponse } from '@/api/booking-detail.ts';
import { historyKind } from '@/domain/booking-history.ts';
import type {
  Booking,
  BookingHistoryEntry,
  BookingHistoryResponse,
  BookingResponse,
  DeleteBookingResponse,
} from '@/api/bookings.ts';
import { toPayloadDate } from '@/lib/dates.ts';
import { loadSocket } from '@/lib/socket.ts';
import type { WeatherResponse } from '@/api/courts.ts';
import { BookingDetailPage } from './booking-detail-page.tsx';

const guest = testPlayer({
  index: 1,
  isMember: false,
  memberId: null,
  nonMemberName: 'Ana Invitada',
  nonMemberEmail: 'ana@mail.es',
  amount: 6,
});

function entry(
  id: string,
  action: string,
  timestamp: string,
  by: string | null,
): BookingHistoryEntry {
  return {
    _id: id,
    action,
    // As the server reads it from the Spanish action.
    kind: historyKind(action),
    timestamp,
    performedBy: by ? { _id: 'x', name: by } : null,
    details: `detalle ${id}`,
  };
}

function serve(booking: Booking, history: BookingHistoryEntry[] = [], ...extra: HttpHandler[]) {
  server.use(
    ...extra,
    http.get(`/api/users/booking/${booking._id}`, () =>
      HttpResponse.json<BookingResponse>({ success: true, booking, msg: '' }),
    ),
    http.get(`/api/users/booking/${booking._id}/history`, () =>
      HttpResponse.json<BookingHistoryResponse>({ success: true, history }),
    ),
    http.post('/api/weather', () => HttpResponse.json<WeatherResponse>([])),
  );
  return recordRequests();
}

function renderPage(bookingId = 'b1', user = testUser()) {
  return renderWithApp(() => <BookingDetailPage bookingId={bookingId} />, {
    user,
    path: `/bookings/${bookingId}`,
  });
}

describe('BookingDetailPage', { timeout: 20_000 }, () => {
  it('shows the details, a card per player and the history grouped by day', async () => {
    serve(
      testBooking('b1', 30, {
        totalAmount: 12,
        totalDue: 12,
        players: [testPlayer({ amount: 6 }), guest],
      }),
      [
        entry('h1', 'Reserva creada', '2030-05-15T08:05:00Z', 'Sofía Socia'),
        entry('h2', 'Jugador añadido', '2030-05-15T09:10:00Z', null),
        entry('h3', 'Pago realizado', '2030-05-17T16:30:00Z', 'Sofía Socia'),
      ],
    );
    renderPage();
    const details = await screen.findByRole('region', { name: 'Detalles de la Reserva' });
    expect(within(details).getByText('viernes, 17 de mayo de 2030')).toBeInTheDocument();
    expect(within(details).getByText('Hora: 18:00 - 19:00')).toBeInTheDocument();
    expect(within(details).getByText('Pista: TENNIS - Tenis 2')).toBeInTheDocument();
    expect(within(details).getByText('Pendiente')).toBeInTheDocument();
    expect(within(details).getByText('Total: 12,00 €')).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: 'Añadir a mi calendario' })).toHaveAttribute(
      'href',
      '/api/users/booking/b1/calendar.ics',
    );

    const players = screen.getByRole('region', { name: 'Invita a Jugadores' });
    const cards = within(players).getAllByTestId('player-card');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual(['Sofía Socia', 'Ana Invitada']);
    expect(within(cards[1]!).getByText('Importe: 6,00 €')).toBeInTheDocument();

    const history = screen.getByRole('region', { name: 'Historial de la Reserva' });
    const days = await within(history).findAllByTestId('history-day');
    expect(days.map((d) => d.firstChild?.textContent)).toEqual(['15/05/2030', '17/05/2030']);
    expect(within(days[0]!).getAllByTestId('history-entry')).toHaveLength(2);
    expect(within(days[0]!).getByText('11:10 · Usuario desconocido')).toBeInTheDocument();
    expect(within(days[1]!).getByText('Pago realizado')).toBeInTheDocument();
    expect(within(days[1]!).getByText('18:30 · Sofía Socia')).toBeInTheDocument();
  });

  it('says when there is no history, and when the booking is not found', async () => {
    serve(testBooking('b1', 30));
    renderPage();
    expect(
      await screen.findByText('No hay historial registrado para esta reserva.'),
    ).toBeInTheDocument();
    server.use(
      http.get('/api/users/booking/otra', () => refusal('Reserva no encontrada.', 404)),
      http.get('/api/users/booking/otra/history', () => refusal('Reserva no encontrada.', 404)),
    );
    renderPage('otra');
    expect(await screen.findByText('No se encontró la reserva.')).toBeInTheDocument();
  });

  it('goes back to Mis Reservas with the spec text when the booking cannot be loaded', async () => {
    server.use(
      http.get('/api/users/booking/b1', () => refusal('x', 500)),
      http.get('/api/users/booking/b1/history', () => refusal('x', 500)),
    );
    const { router } = renderPage();
    expect(await screen.findByText('No se pudo obtener la reserva.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/bookings'));
  });

  it('cancels an unpaid booking after the confirm dialog and returns to Mis Reservas', async () => {
    const calls = serve(
      testBooking('b1', 30, { totalAmount: 12, totalDue: 12 }),
      [],
      http.delete('/api/users/booking/b1/delete', () =>
        HttpResponse.json<DeleteBookingResponse>({
          success: true,
          message: 'Reserva cancelada exitosamente.',
        }),
      ),
    );
    const { router } = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar Reserva' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar Reserva' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar Reserva' }));
    expect(await screen.findByText('Reserva cancelada exitosamente.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/bookings'));
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => new URL(c.url).pathname)).toEqual([
      '/api/users/booking/b1/delete',
    ]);
  });

  it('cancels a partly paid booking through the refund call and says the money goes to the wallet', async () => {
    const calls = serve(
      testBooking('b1', 2, {
        dateBooked: toPayloadDate(Date.now() + 2 * 3_600_000),
        paymentStatus: 'S',
        totalAmount: 12,
        totalDue: 6,
        players: [testPlayer({ amount: 6, amountPaid: 6, paymentStatus: 'P' }), guest],
      }),
      [],
      http.post('/api/weather', () =>
        HttpResponse.json<WeatherResponse>([
          {
            startTime: new Date(
              Math.floor((Date.now() + 2 * 3_600_000) / 3_600_000) * 3_600_000,
            ).toISOString(),
            values: { temperature: 12, precipitationProbability: 80, windSpeed: 1, humidity: 50 },
          },
        ]),
      ),
      http.delete('/api/users/booking/b1/delete-booking-payments', () =>
        HttpResponse.json<CancelWithRefundsResponse>({ success: true, message: 'ok', refunds: [] }),
      ),
    );
    renderPage();
    const button = await screen.findByRole('button', { name: 'Cancelar Reserva' });
    // Two hours ahead: only the forecast's 80 % rain lets it be cancelled.
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar Reserva' });
    expect(dialog).toHaveTextContent('Lo pagado se devolverá al monedero de cada jugador.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar Reserva' }));
    expect(
      await screen.findByText('Reserva cancelada. El importe será depositado en tu monedero.'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.url.endsWith('/users/booking/b1/delete-booking-payments'))).toBe(
      true,
    );
  });

  it('refuses to cancel within 6 hours without rain, saying why', async () => {
    serve(testBooking('b1', 2, { totalAmount: 12, totalDue: 12 }));
    renderPage();
    const button = await screen.findByRole('button', { name: 'Cancelar Reserva' });
    expect(button).toBeDisabled();
    expect(
      screen.getByText(
        'No se puede cancelar la reserva: Faltan menos de 6 horas para el inicio de la reserva',
      ),
    ).toBeInTheDocument();
  });

  it('shows the server booking that bookingUpdated:{id} carries, without a reload', async () => {
    const booking = testBooking('b1', -0.5, {
      paymentStatus: 'S',
      totalAmount: 12,
      totalDue: 6,
      players: [testPlayer({ amount: 6, amountPaid: 6, paymentStatus: 'P' }), guest],
    });
    serve(booking);
    renderPage();
    const details = await screen.findByRole('region', { name: 'Detalles de la Reserva' });
    expect(within(details).getByText('Pago Parcial')).toBeInTheDocument();
    const paid = {
      ...booking,
      paymentStatus: 'P' as const,
      totalDue: 0,
      players: booking.players.map((p) => ({
        ...p,
        amountPaid: p.amount,
        paymentStatus: 'P' as const,
      })),
    };
    const socket = await loadSocket();
    act(() => {
      for (const listener of socket.listeners('bookingUpdated:b1')) {
        listener({ bookingId: 'b1', booking: paid, action: 'updated' });
      }
    });
    expect(await within(details).findByText('Pagado')).toBeInTheDocument();
  });
});
