import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { renderWithApp, testUser } from '#tests/helpers/render.tsx';
import { recordRequests, server, bookableCourts } from '#tests/helpers/api-server.ts';
import type { ClubDayResponse } from '@/api/club-day.ts';
import type { Court } from '@/api/courts.ts';
import type { QuickBookingResponse, WaitlistEntryResponse } from '@/api/waitlist.ts';
import { QuickBookingCard } from './quick-booking-card.tsx';

const P2 = '00000000-0000-4000-8000-000000000002';
const limits = { member: 7, nonMember: 2, uca: 3, coach: 14 };
/** The demo club's courts (server/modules/courts/seed.ts). */
function court(id: string, name: string, type: Court['type']): Court {
  const hours =
    type === 'padel'
      ? { openingTime: '09:00', closingTime: '22:30', slotMinutes: 90 }
      : { openingTime: '08:00', closingTime: '22:00', slotMinutes: 60 };
  return {
    _id: id,
    name,
    type,
    image: null,
    costs: { nonMember: 6, uca: 4 },
    maxDaysInAdvance: limits,
    maxBookingsPerWeek: limits,
    blockedTimes: [],
    ...hours,
  };
}
const COURTS = [
  court('00000000-0000-4000-8000-000000000001', 'Pádel 1', 'padel'),
  court(P2, 'Pádel 2', 'padel'),
  court('00000000-0000-4000-8000-000000000003', 'Tenis 1', 'tennis'),
];
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));

/** The club's day of a sport: every slot free but those starting at a `taken` time. */
function clubDay(url: string, taken: readonly string[]): ClubDayResponse {
  const params = new URL(url).searchParams;
  const sport = params.get('sport') === 'tennis' ? 'tennis' : 'padel';
  const date = params.get('date') ?? '';
  return {
    success: true,
    sport,
    date,
    sports: ['padel', 'tennis'],
    days: [date],
    courts: COURTS.filter((c) => c.type === sport).map((c) => {
      const slots = [];
      for (let at = toMinutes(c.openingTime); at < toMinutes(c.closingTime); at += c.slotMinutes) {
        const slot = `${hhmm(at)} - ${hhmm(at + c.slotMinutes)}`;
        const state = taken.includes(hhmm(at)) ? 'taken' : 'free';
        slots.push({ slot, state, text: slot, bookingId: null, openMatch: null } as const);
      }
      return { court: c, price: 16, bookable: true, slots };
    }),
  };
}

const answer = (over: Partial<QuickBookingResponse>): QuickBookingResponse => ({
  success: true,
  message: 'No hay ninguna pista libre a esa hora.',
  booking: null,
  alternatives: [],
  waitlist: null,
  payFirst: null,
  ...over,
});

beforeEach(() => {
  // Only the clock: the user events' own timers stay real. Monday 7 December, 19:00 in Madrid.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-07T19:00:00+01:00'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** A Select's options, from its own list (Mantine keeps it display:none in jsdom). */
async function optionsOf(label: string): Promise<string[]> {
  const input = screen.getByLabelText(label, { selector: 'input' });
  await userEvent.click(input);
  const list = await waitFor(() => {
    const id = input.getAttribute('aria-controls');
    const found = id ? document.getElementById(id) : null;
    if (!found) throw new Error('list not open');
    return found;
  });
  const names = within(list)
    .getAllByRole('option', { hidden: true })
    .map((o) => o.textContent ?? '');
  await userEvent.keyboard('{Escape}');
  return names;
}

async function renderCard(
  role = 'user-adult',
  quick?: () => Response,
  { taken = [] as string[], expected = '19:30' } = {},
) {
  server.use(
    bookableCourts(COURTS),
    http.get('/api/users/club-day', ({ request }) =>
      HttpResponse.json<ClubDayResponse>(clubDay(request.url, taken)),
    ),
    http.post(
      '/api/bookings/quick',
      quick ?? (() => HttpResponse.json<QuickBookingResponse>(answer({}))),
    ),
    http.post('/api/waitlist', () =>
      HttpResponse.json<WaitlistEntryResponse>(
        {
          success: true,
          message: 'Te avisaremos si se libera.',
          entry: {
            _id: 'w1',
            courtId: P2,
            courtName: 'Pádel 2',
            courtType: 'padel',
            dateBooked: '2026-12-07',
            slots: ['19:30 - 21:00'],
            startsAt: '2026-12-07T18:30:00.000Z',
            status: 'waiting',
            position: 1,
            refusal: null,
            bookingId: null,
            holdExpiresAt: null,
            createdAt: '2026-12-07T18:00:00.000Z',
          },
        },
        { status: 201 },
      ),
    ),
  );
  const calls = recordRequests();
  renderWithApp(() => <QuickBookingCard />, { user: testUser({ role }), path: '/home' });
  await waitFor(() =>
    expect(screen.getByLabelText('Hora', { selector: 'input' })).toHaveValue(expected),
  );
  return calls;
}

const quickBodies = (calls: Request[]) =>
  Promise.all(calls.filter((c) => c.url.endsWith('/bookings/quick')).map((c) => c.json()));

describe('QuickBookingCard', { timeout: 30_000 }, () => {
  it('defaults to the next padel start still ahead and a length the courts have', async () => {
    await renderCard();
    expect(screen.getByLabelText('Duración', { selector: 'input' })).toHaveValue('1 hora y media');
    expect(await optionsOf('Hora')).toEqual(['19:30', '21:00']);
    expect(await optionsOf('Duración')).toEqual(['1 hora y media']);
  });

  it('defaults to the first time some court has free, still offering the full one', async () => {
    await renderCard('user-adult', undefined, { taken: ['19:30'], expected: '21:00' });
    expect(await optionsOf('Hora')).toEqual(['19:30', '21:00']);
  });

  it('offers tennis’s own lengths and starts', async () => {
    await renderCard();
    await userEvent.click(screen.getByLabelText('Deporte', { selector: 'input' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Tenis', hidden: true }));
    await waitFor(() =>
      expect(screen.getByLabelText('Hora', { selector: 'input' })).toHaveValue('20:00'),
    );
    expect(await optionsOf('Duración')).toEqual(['1 hora', '2 horas']);
    expect(await optionsOf('Hora')).toEqual(['20:00', '21:00']);
  });

  it('books with its defaults, and offers the nearest free times and the waitlist', async () => {
    const calls = await renderCard('user-adult', () =>
      HttpResponse.json<QuickBookingResponse>(
        answer({
          alternatives: ['21:00'],
          waitlist: { courtId: P2, courtName: 'Pádel 2', timeBooked: ['19:30 - 21:00'] },
        }),
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reservar cualquier pista' }));
    expect(await screen.findByText('No hay ninguna pista libre a esa hora.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Reservar a las 21:00' }));
    await userEvent.click(
      screen.getByRole('button', { name: 'Avísame si se libera (Pádel 2, 19:30 - 21:00)' }),
    );
    expect(await screen.findByText('Te avisaremos si se libera.')).toBeVisible();
    expect(await quickBodies(calls)).toEqual([
      { sport: 'padel', dateBooked: '2026-12-07', time: '19:30', minutes: 90 },
      { sport: 'padel', dateBooked: '2026-12-07', time: '21:00', minutes: 90 },
    ]);
    const join = calls.find((c) => c.url.endsWith('/waitlist'))!;
    expect(await join.json()).toEqual({
      courtId: P2,
      dateBooked: '2026-12-07',
      timeBooked: ['19:30 - 21:00'],
    });
  });

  it('takes a non-member to the free court’s card payment, not a refusal', async () => {
    const calls = await renderCard('guess', () =>
      HttpResponse.json<QuickBookingResponse>(
        answer({
          message: 'Como invitado, debes pagar la totalidad de la pista para confirmar tu reserva.',
          payFirst: { courtId: P2, courtName: 'Pádel 2', timeBooked: ['19:30 - 21:00'] },
        }),
      ),
    );
    expect(await optionsOf('Día')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Reservar cualquier pista' }));
    expect(await screen.findByText('otra página')).toBeVisible();
    expect(await quickBodies(calls)).toEqual([
      { sport: 'padel', dateBooked: '2026-12-07', time: '19:30', minutes: 90 },
    ]);
  });
});
