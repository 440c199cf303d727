import { http, HttpResponse, type HttpHandler } from 'msw';
import { onlineManager } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testBooking, testCourt } from '#tests/helpers/booking-cards.ts';
import { renderWithApp } from '#tests/helpers/render.tsx';
import { testUser } from '#tests/helpers/schedule-user.ts';
import { recordRequests, server, refusal } from '#tests/helpers/api-server.ts';
import type { ClientSecretResponse } from '@/api/common.ts';
import type {
  BookedSlot,
  BookedResponse,
  BookingResponse,
  BookingsResponse,
} from '@/api/bookings.ts';
import type { CourtResponse, TimeIntervalsResponse, WeatherResponse } from '@/api/courts.ts';
import { addDays, clubDate } from '@/domain/club-time.ts';
import type { GuestCardPayment } from './card-payment-slot.ts';
import { ScheduleScreen } from './schedule-screen.tsx';

const today = clubDate(new Date(), 'Europe/Madrid');
const tomorrow = addDays(today, 1);
const dayAfter = addDays(today, 2);

const court = testCourt();

const taken: BookedSlot = {
  _id: 'b1',
  courtId: 'c1',
  dateBooked: tomorrow,
  timeBooked: '19:00 - 20:00',
  slots: ['19:00 - 20:00'],
  startsAt: `${tomorrow}T18:00:00.000Z`,
  userBooked: { _id: 'u-v', name: 'Valeria VIP' },
  isMine: false,
  paymentStatus: 'C',
  isLeagueMatch: false,
};

function NoCard({ children }: { children: (payment: GuestCardPayment) => ReactNode }) {
  return children({
    providerReady: true,
    cardComplete: true,
    cardEntry: <p>tarjeta</p>,
    pay: async () => ({ ok: true }),
  });
}

function serve(extra: HttpHandler[] = [], booked: BookedSlot[] = [taken]) {
  server.use(
    ...extra,
    http.get('/api/courts/c1', () => HttpResponse.json<CourtResponse>({ success: true, court })),
    http.get('/api/courts/time-intervals', () =>
      HttpResponse.json<TimeIntervalsResponse>({
        success: true,
        timeIntervals: ['18:00 - 19:00', '19:00 - 20:00', '20:00 - 21:00'],
      }),
    ),
    http.get('/api/users/booked', () =>
      HttpResponse.json<BookedResponse>({ success: true, bookings: booked }),
    ),
    http.get('/api/users/bookings', () =>
      HttpResponse.json<BookingsResponse>({ success: true, bookings: [] }),
    ),
    http.post('/api/weather', () => HttpResponse.json<WeatherResponse>([])),
  );
  return recordRequests();
}

const Screen = () => <ScheduleScreen courtId="c1" CardPayment={NoCard} />;

// Several renders and clicks each: a loaded machine needs more than the default 5 s.
describe('ScheduleScreen', { timeout: 40_000 }, () => {
  // TanStack's network manager outlives a test: one that went offline would pause the next's loads.
  beforeEach(() => onlineManager.setOnline(true));

  it('shows the title and the bookable days of the role', async () => {
    serve();
    renderWithApp(Screen, { user: testUser() });
    expect(
      await screen.findByRole('heading', { name: 'Selecciona Horarios para TENNIS - Tenis 2' }),
    ).toBeInTheDocument();
    const days = within(screen.getByRole('group', { name: 'Días' })).getAllByRole('button');
    expect(days).toHaveLength(7);
    expect(days[0]).toHaveAttribute('data-date', today);
    expect(days[0]).toHaveAttribute('aria-pressed', 'true');
    // Members see no promo.
    expect(screen.queryByText('¡Hazte socio y desbloquea beneficios exclusivos!')).toBeNull();
  });

  it('keeps one selection at a time and clears it when the day changes', async () => {
    serve();
    renderWithApp(Screen, { user: testUser() });
    const confirm = await screen.findByRole('button', { name: 'Confirmar Reserva' });
    expect(confirm).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: tomorrowLabel() }));
    expect(
      await screen.findByRole('button', { name: '19:00 - 20:00: Valeria VIP' }),
    ).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: '18:00 - 19:00' }));
    expect(screen.getByRole('button', { name: '18:00 - 19:00' })).toHaveAttribute(
      'data-state',
      'selected',
    );
    expect(confirm).toBeEnabled();

    await userEvent.click(screen.getByRole('button', { name: '20:00 - 21:00' }));
    expect(screen.getByRole('button', { name: '20:00 - 21:00' })).toHaveAttribute(
      'data-state',
      'selected',
    );
    expect(screen.getByRole('button', { name: '18:00 - 19:00' })).toHaveAttribute(
      'data-state',
      'free',
    );

    await userEvent.click(screen.getByRole('button', { name: dayLabel(dayAfter) }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '20:00 - 21:00' })).toHaveAttribute(
        'data-state',
        'free',
      ),
    );
    expect(screen.getByRole('button', { name: 'Confirmar Reserva' })).toBeDisabled();
  });

  it('offers membership to non-members, who may book two days', async () => {
    serve();
    renderWithApp(Screen, { user: testUser({ role: 'guess' }) });
    expect(
      await screen.findByText('¡Hazte socio y desbloquea beneficios exclusivos!'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Únete ahora' })).toHaveAttribute(
      'href',
      '/membership',
    );
    const days = within(screen.getByRole('group', { name: 'Días' })).getAllByRole('button');
    expect(days.map((d) => d.getAttribute('data-date'))).toEqual([today, tomorrow]);
  });
  it('shows the server refusal and keeps the dialog open; a booking shows its toast', async () => {
    const AfterBooking = () => <p>¿Avisos?</p>;
    let refuse = true;
    const calls = serve([
      http.post('/api/users/booking', () =>
        refuse
          ? refusal('Este horario ya está reservado.', 409)
          : HttpResponse.json<BookingResponse>({
              success: true,
              msg: 'ok',
              booking: testBooking('nuevo', 24),
            }),
      ),
    ]);
    renderWithApp(
      () => <ScheduleScreen courtId="c1" CardPayment={NoCard} AfterBooking={AfterBooking} />,
      { user: testUser() },
    );
    await userEvent.click(await screen.findByRole('button', { name: tomorrowLabel() }));
    await userEvent.click(await screen.findByRole('button', { name: '20:00 - 21:00' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar Reserva' }));
    const confirm = await screen.findByRole('button', { name: 'Sí, Confirmar' });
    await userEvent.click(confirm);
    expect(await screen.findByText('Este horario ya está reservado.')).toBeInTheDocument();
    expect(screen.getByText('Confirmación de Reserva')).toBeInTheDocument();
    // The offer of reminders waits for a booking that succeeded.
    expect(screen.queryByText('¿Avisos?')).not.toBeInTheDocument();

    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: 'Sí, Confirmar' }));
    expect(await screen.findByText('Reserva confirmada')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ver' })).toBeInTheDocument();
    expect(screen.getByText('¿Avisos?')).toBeInTheDocument();
    const sent = calls.filter((c) => c.method === 'POST' && c.url.endsWith('/users/booking'));
    expect(await sent[1]!.json()).toEqual({
      courtId: 'c1',
      timeBooked: ['20:00 - 21:00'],
      dateBooked: tomorrow,
      userBooked: 'u-sofia',
      players: [],
      isLeagueMatch: false,
      paymentStatus: 'C',
    });
  });

  it("a guest's declined card shows one toast, with the card's reason", async () => {
    serve([
      http.post('/api/users/booking/createPaymentIntent', () =>
        HttpResponse.json<ClientSecretResponse>({ clientSecret: 'pi_1' }),
      ),
    ]);
    const Declined = ({ children }: { children: (p: GuestCardPayment) => ReactNode }) =>
      children({
        providerReady: true,
        cardComplete: true,
        cardEntry: <p>tarjeta</p>,
        pay: async () => ({
          ok: false,
          reason: 'provider',
          message: 'Tu tarjeta ha sido rechazada.',
        }),
      });
    renderWithApp(() => <ScheduleScreen courtId="c1" CardPayment={Declined} />, {
      user: testUser({ role: 'guess' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: tomorrowLabel() }));
    await userEvent.click(await screen.findByRole('button', { name: '20:00 - 21:00' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar Reserva' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sí, Confirmar' }));
    const toast = await screen.findByText('Tu tarjeta ha sido rechazada.');
    expect(toast.closest('.mantine-Notification-root')).not.toBeNull();
    expect(document.querySelectorAll('.mantine-Notification-root')).toHaveLength(1);
    expect(screen.queryByText('Error procesando el pago. Intenta nuevamente.')).toBeNull();
    // The dialog stays open for another card.
    expect(screen.getByText('Confirmación de Reserva')).toBeInTheDocument();
  });

  it('opened on a free slot (the quick booking’s link), shows its card payment at once', async () => {
    serve();
    const Start = () => (
      <ScheduleScreen
        courtId="c1"
        CardPayment={NoCard}
        start={{ date: tomorrow, slot: '20:00 - 21:00' }}
      />
    );
    renderWithApp(Start, { user: testUser({ role: 'guess' }) });
    expect(await screen.findByText('Confirmación de Reserva')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Como invitado, debes pagar la totalidad de la pista para confirmar tu reserva.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: tomorrowLabel() })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('refuses to cancel a paid booking with the reason', async () => {
    serve(
      [],
      [
        {
          ...taken,
          isMine: true,
          paymentStatus: 'P',
          userBooked: { _id: 'u-sofia', name: 'Sofía Socia' },
        },
      ],
    );
    renderWithApp(Screen, { user: testUser() });
    await userEvent.click(await screen.findByRole('button', { name: tomorrowLabel() }));
    await userEvent.click(await screen.findByRole('button', { name: '19:00 - 20:00: Tu Reserva' }));
    expect(
      await screen.findByText('No se puede cancelar la reserva: La reserva ya está pagada'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Confirmación de Cancelación')).toBeNull();
  });
  it('needs a connection to book: offline the button explains it and opens nothing', async () => {
    serve();
    renderWithApp(Screen, { user: testUser() });
    await userEvent.click(await screen.findByRole('button', { name: tomorrowLabel() }));
    await userEvent.click(await screen.findByRole('button', { name: '20:00 - 21:00' }));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    const confirm = screen.getByRole('button', { name: 'Confirmar Reserva' });
    await waitFor(() => expect(confirm).toHaveAttribute('data-disabled', 'true'));
    // Said on the screen, not only in the tooltip.
    expect(
      screen.getByText(
        'Sin conexión: no se puede reservar ni pagar. Necesitas conexión a internet para hacer esto.',
      ),
    ).toBeVisible();
    await userEvent.hover(confirm);
    expect(
      await screen.findByText('Necesitas conexión a internet para hacer esto.'),
    ).toBeInTheDocument();
    await userEvent.click(confirm);
    expect(screen.queryByText('Confirmación de Reserva')).toBeNull();
  });

  it('offline, a day never opened online shows its slots from the court hours and its bookings', async () => {
    const calls = serve();
    renderWithApp(Screen, { user: testUser() });
    expect(await screen.findByRole('button', { name: /^20:00 - 21:00/ })).toBeInTheDocument();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));

    await userEvent.click(screen.getByRole('button', { name: tomorrowLabel() }));
    expect(
      await screen.findByRole('button', { name: '19:00 - 20:00: Valeria VIP' }),
    ).toBeDisabled();
    expect(screen.getByRole('button', { name: '18:00 - 19:00' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '20:00 - 21:00' })).toBeEnabled();
    expect(screen.queryByText(/no están guardados/)).toBeNull();
    // Only the day opened online was asked for: tomorrow's slots were made on the device.
    const asked = calls
      .filter((c) => c.url.includes('/courts/time-intervals'))
      .map((c) => new URL(c.url).searchParams.get('date'));
    expect(asked).toEqual([today]);
  });
});

function dayLabel(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const weekday = new Intl.DateTimeFormat('es-ES', { weekday: 'short', timeZone: 'UTC' })
    .format(new Date(Date.UTC(y, m - 1, d)))
    .replace('.', '');
  return `${weekday} ${d}`;
}

function tomorrowLabel(): string {
  return dayLabel(tomorrow);
}
