import { onlineManager } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ClubDayResponse, ClubDaySlot } from '@/api/club-day.ts';
import type { Court } from '@/api/courts.ts';
import { addDays, clubDate } from '@/domain/club-time.ts';
import type { GuestCardPayment } from './card-payment-slot.ts';
import { ClubDay } from './club-day.tsx';
import { http, HttpResponse } from 'msw';
import type { BookingResponse, BookingsResponse } from '@/api/bookings.ts';
import { recordRequests, sentBody, server } from '#tests/helpers/api-server.ts';
import { testBooking, testCourt } from '#tests/helpers/booking-cards.ts';
import { renderWithApp } from '#tests/helpers/render.tsx';
import { testUser } from '#tests/helpers/schedule-user.ts';

const today = clubDate(new Date(), 'Europe/Madrid');
const tomorrow = addDays(today, 1);

const padel = (id: string, name: string): Court =>
  testCourt({ _id: id, name, type: 'padel', costs: { nonMember: 6, uca: 4 }, slotMinutes: 90 });

const slot = (range: string, fields: Partial<ClubDaySlot> = {}): ClubDaySlot => ({
  slot: range,
  state: 'free',
  text: range,
  bookingId: null,
  openMatch: null,
  ...fields,
});

/** The server's answer for a day: on Pádel 1 a free slot and a taken one, on Pádel 2 the member's own and a block. */
function dayAnswer(date: string, price: number): ClubDayResponse {
  return {
    success: true,
    sport: 'padel',
    date,
    sports: ['padel', 'tennis'],
    days: [today, tomorrow],
    courts: [
      {
        court: padel('p1', 'Pádel 1'),
        price,
        bookable: true,
        slots: [
          slot('18:00 - 19:30'),
          slot('19:30 - 21:00', {
            state: 'taken',
            text: 'Valeria VIP',
            bookingId: 'b1',
            openMatch: { matchId: 'm1', seatsLeft: 2 },
          }),
        ],
      },
      {
        court: padel('p2', 'Pádel 2'),
        price,
        bookable: true,
        slots: [
          slot('18:00 - 19:30', { state: 'own', text: 'Tu Reserva', bookingId: 'b2' }),
          slot('19:30 - 21:00', { state: 'blocked', text: 'Torneo social' }),
        ],
      },
    ],
  };
}

function NoCard({ children }: { children: (payment: GuestCardPayment) => ReactNode }) {
  return children({
    providerReady: true,
    cardComplete: true,
    cardEntry: <p>tarjeta</p>,
    pay: async () => ({ ok: true }),
  });
}

/** The day at `price`, and what else a test adds; every request recorded. */
function serve(price: number, ...extra: Parameters<typeof server.use>) {
  server.use(
    ...extra,
    http.get('/api/users/club-day', ({ request }) =>
      HttpResponse.json<ClubDayResponse>(
        dayAnswer(new URL(request.url).searchParams.get('date') ?? today, price),
      ),
    ),
    http.get('/api/users/bookings', () =>
      HttpResponse.json<BookingsResponse>({ success: true, bookings: [] }),
    ),
  );
  return recordRequests();
}

const View = () => <ClubDay CardPayment={NoCard} />;
const freeSlot = (court: string, range: string, price: string) =>
  screen.findByRole('button', { name: `${court}, ${range} ${price}` });

describe('ClubDay', { timeout: 40_000 }, () => {
  beforeEach(() => onlineManager.setOnline(true));

  it('shows every court of the sport, each free slot at the member’s price, and marks the rest', async () => {
    serve(16);
    renderWithApp(View, { user: testUser() });
    expect(await screen.findByRole('heading', { name: 'Reservar pista' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Pádel 1' })).toBeInTheDocument();
    expect(screen.getAllByText('1 h 30 min · 16,00 €')).toHaveLength(2);
    expect(await freeSlot('Pádel 1', '18:00 - 19:30', '16,00 €')).toBeEnabled();
    // Someone else's booking opened as a match: a way into 'Partidos abiertos'.
    expect(screen.getByRole('link', { name: /Partido abierto · 2 plazas/ })).toHaveAttribute(
      'href',
      '/matches',
    );
    expect(screen.getByRole('button', { name: /Pádel 2, 18:00 - 19:30 Tu Reserva/ })).toBeEnabled();
    expect(
      screen.getByRole('button', { name: /Pádel 2, 19:30 - 21:00 Torneo social/ }),
    ).toBeDisabled();
    expect(screen.getByText(/^Hoy, /)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Día anterior' })).toBeDisabled();
  });

  it('books in three taps: the slot, “Reservar”, then “Sí, Confirmar”', async () => {
    const calls = serve(
      16,
      http.post('/api/users/booking', () =>
        HttpResponse.json<BookingResponse>({
          success: true,
          booking: testBooking('new', 24),
          msg: 'Reserva confirmada',
        }),
      ),
    );
    renderWithApp(View, { user: testUser() });
    // Tomorrow, so the slot has not started whatever the hour of the test.
    await userEvent.click(await screen.findByRole('button', { name: 'Día siguiente' }));
    await waitFor(() => expect(calls.some((c) => c.url.includes(`date=${tomorrow}`))).toBe(true));
    expect(screen.queryByRole('button', { name: 'Reservar' })).toBeNull();

    await userEvent.click(await freeSlot('Pádel 1', '18:00 - 19:30', '16,00 €'));
    expect(screen.getByText('Pádel 1 · 18:00 - 19:30 · 16,00 €')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reservar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmación de Reserva' });
    expect(within(dialog).getByText('Total: 16,00 €')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sí, Confirmar' }));

    await waitFor(() => expect(screen.getByText('Reserva confirmada')).toBeInTheDocument());
    expect(await sentBody(calls, 'POST', '/users/booking')).toMatchObject({
      courtId: 'p1',
      dateBooked: tomorrow,
      timeBooked: ['18:00 - 19:30'],
    });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Reservar' })).toBeNull());
  });

  it('shows a non-member the non-member price, and the dialog asks for the card', async () => {
    serve(24);
    renderWithApp(View, { user: testUser({ role: 'guess' }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Día siguiente' }));
    await userEvent.click(await freeSlot('Pádel 1', '18:00 - 19:30', '24,00 €'));
    await userEvent.click(screen.getByRole('button', { name: 'Reservar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmación de Reserva' });
    expect(within(dialog).getByText('Total: 24,00 €')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'Como invitado, debes pagar la totalidad de la pista para confirmar tu reserva.',
      ),
    ).toBeInTheDocument();
  });
});
