import { describe, expect, it } from 'vitest';
import { inSpanish } from '#tests/helpers/rules-spanish.ts';
import { limitFamily, roleLimit } from './booking-roles.ts';
import { CANCEL_REASONS, canCancel, type CancellableBooking } from './cancellation.ts';
import type { BlockedTime } from './courts.ts';
import { checkPlayers } from './players.ts';
import { isMemberRole } from './roles.ts';
import {
  bookableDates,
  bookingsInWeeklyWindow,
  checkBookingRequest,
  courtPrice,
  dailyCapViolation,
  daySlotStates,
  isDateBookable,
  pastUnpaidViolation,
  weeklyCapViolation,
  type BookingRequestCheck,
  type CourtRules,
  type ExistingBooking,
} from './booking-rules.ts';

const TZ = 'Europe/Madrid';
const tennis: CourtRules = {
  type: 'tennis',
  openingTime: '08:00',
  closingTime: '22:00',
  slotMinutes: 60,
  maxDaysInAdvance: { member: 7, nonMember: 2, uca: 3, coach: null },
  maxBookingsPerWeek: { member: 4, nonMember: 1, uca: null, coach: 10 },
  blockedTimes: [],
};
const padel: CourtRules = {
  ...tennis,
  type: 'padel',
  openingTime: '09:00',
  closingTime: '22:30',
  slotMinutes: 90,
};

// Saturday 2026-11-21, 10:00 in Madrid.
const now = new Date('2026-11-21T09:00:00Z');
const today = '2026-11-21';

function request(overrides: Partial<BookingRequestCheck> = {}): BookingRequestCheck {
  return {
    court: tennis,
    timeZone: TZ,
    now,
    today,
    booker: { role: 'user-adult', league: false },
    date: '2026-11-22',
    slots: ['10:00 - 11:00'],
    isLeagueMatch: false,
    rival: null,
    existing: [],
    ...overrides,
  };
}

const booking = (dateBooked: string, paymentStatus = 'C', time = '10:00'): ExistingBooking => ({
  dateBooked,
  startsAt: new Date(`${dateBooked}T${time}:00+01:00`),
  paymentStatus,
});

describe('roles as booking rules read them', () => {
  it('knows the member roles', () => {
    for (const r of ['admin', 'coach', 'user-adult', 'user-youth', 'user-padel', 'vip', 'user'])
      expect(isMemberRole(r)).toBe(true);
    for (const r of ['uca', 'guess', 'nobody']) expect(isMemberRole(r)).toBe(false);
  });

  it('uses each role family and falls back to nonMember', () => {
    expect(limitFamily('vip')).toBe('member');
    expect(limitFamily('coach')).toBe('coach');
    expect(limitFamily('uca')).toBe('uca');
    expect(limitFamily('guess')).toBe('nonMember');
    expect(roleLimit(tennis.maxDaysInAdvance, 'user-youth')).toBe(7);
    expect(roleLimit(tennis.maxDaysInAdvance, 'uca')).toBe(3);
    expect(roleLimit(tennis.maxDaysInAdvance, 'coach')).toBe(2); // null → nonMember
    expect(roleLimit(tennis.maxBookingsPerWeek, 'uca')).toBe(1); // null → nonMember
    expect(roleLimit(tennis.maxBookingsPerWeek, 'coach')).toBe(10);
    expect(roleLimit({ member: 7, nonMember: 2 }, 'coach')).toBe(2); // missing → nonMember
    expect(roleLimit(tennis.maxBookingsPerWeek, 'something-else')).toBe(1);
  });
});

describe('bookable days', () => {
  it('gives today and the next days by role', () => {
    expect(bookableDates(tennis, 'vip', today)).toHaveLength(7);
    expect(bookableDates(tennis, 'guess', today)).toEqual(['2026-11-21', '2026-11-22']);
    expect(bookableDates(tennis, 'uca', today)).toEqual(['2026-11-21', '2026-11-22', '2026-11-23']);
    expect(isDateBookable(tennis, 'guess', today, '2026-11-23')).toBe(false);
    expect(isDateBookable(tennis, 'user-adult', today, '2026-11-27')).toBe(true);
    expect(isDateBookable(tennis, 'user-adult', today, '2026-11-28')).toBe(false);
    expect(isDateBookable(tennis, 'user-adult', today, '2026-11-20')).toBe(false);
  });
});

describe('weekly cap', () => {
  it('counts the 7 days from today, across a week boundary', () => {
    // Saturday → the window runs Saturday to Friday, over the Monday boundary.
    const list = [
      booking('2026-11-20'), // yesterday: outside
      booking('2026-11-21'),
      booking('2026-11-23'), // next calendar week: inside
      booking('2026-11-27'), // today + 6: inside
      booking('2026-11-28'), // today + 7: outside
    ];
    expect(bookingsInWeeklyWindow(list, today)).toBe(3);
    expect(weeklyCapViolation(tennis, 'user-adult', list, today)).toBeNull();
    const full = [...list, booking('2026-11-24')];
    expect(inSpanish(weeklyCapViolation(tennis, 'user-adult', full, today))).toEqual({
      code: 'weeklyCap',
      message: 'Has alcanzado el límite de 4 reservas en los próximos 7 días.',
    });
  });

  it('speaks to non-members with their own message', () => {
    expect(weeklyCapViolation(tennis, 'guess', [], today)).toBeNull();
    expect(
      inSpanish(weeklyCapViolation(tennis, 'guess', [booking('2026-11-22')], today)?.message),
    ).toBe('Los no socios solo pueden reservar 1 pista por semana. ¡Hazte socio!');
    // The rule's message is the catalogue's key and its arguments, worded where it is shown.
    expect(weeklyCapViolation(tennis, 'uca', [booking('2026-11-22')], today)?.message).toEqual({
      id: 'rules.weeklyNonMember',
      values: { n: 1 },
    });
  });
});

describe('daily cap and past unpaid', () => {
  it('allows 2 a day, except coaches', () => {
    const two = [booking('2026-11-22', 'C', '10:00'), booking('2026-11-22', 'C', '12:00')];
    expect(dailyCapViolation('user-adult', two.slice(0, 1), '2026-11-22')).toBeNull();
    expect(inSpanish(dailyCapViolation('user-adult', two, '2026-11-22')?.message)).toBe(
      'No puedes hacer más de 2 reservas en un mismo día.',
    );
    expect(dailyCapViolation('user-adult', two, '2026-11-23')).toBeNull();
    expect(dailyCapViolation('coach', two, '2026-11-22')).toBeNull();
  });

  it('blocks at 3 past bookings not paid', () => {
    const past = [booking('2026-11-01'), booking('2026-11-02', 'S'), booking('2026-11-03', 'P')];
    expect(pastUnpaidViolation(past, now)).toBeNull();
    const blocked = [...past, booking('2026-11-04', 'F')];
    expect(inSpanish(pastUnpaidViolation(blocked, now)?.message)).toBe(
      'Tienes más de 3 reservas no pagadas en el pasado. Por favor, regulariza tu situación.',
    );
    // Future unpaid bookings do not count.
    expect(pastUnpaidViolation([...past, booking('2026-11-25')], now)).toBeNull();
  });
});

describe('a whole booking request', () => {
  it('accepts a valid member booking', () => {
    const r = checkBookingRequest(request());
    expect(r.ok).toBe(true);
  });

  it('refuses past slots, unknown slots and days out of reach', () => {
    expect(checkBookingRequest(request({ date: today, slots: ['09:00 - 10:00'] }))).toMatchObject({
      ok: false,
      code: 'slotPast',
    });
    expect(checkBookingRequest(request({ date: today, slots: ['10:00 - 11:00'] }))).toMatchObject({
      ok: false,
      code: 'slotPast',
    });
    expect(checkBookingRequest(request({ slots: ['10:30 - 11:30'] }))).toMatchObject({
      code: 'slotInvalid',
    });
    expect(checkBookingRequest(request({ date: '2026-11-28' }))).toMatchObject({
      code: 'dayNotBookable',
    });
    expect(inSpanish(checkBookingRequest(request({ date: '2026-13-01' })))).toMatchObject({
      code: 'dateInvalid',
      message: 'Fecha no válida',
    });
  });

  it('refuses a blocked slot with its reason', () => {
    const block: BlockedTime = {
      startDate: '2026-11-01',
      endDate: '2026-11-30',
      daysOfWeek: ['Domingo'],
      timeRange: '09:00 - 12:00',
      reason: 'Mantenimiento',
      exceptions: [],
    };
    const court = { ...tennis, blockedTimes: [block] };
    expect(inSpanish(checkBookingRequest(request({ court })))).toMatchObject({
      ok: false,
      code: 'slotBlocked',
      message: 'Mantenimiento',
    });
    const states = daySlotStates(court, '2026-11-22', TZ, now);
    expect(states.filter((s) => s.blocked).map((s) => s.slot.label)).toEqual([
      '09:00 - 10:00',
      '10:00 - 11:00',
      '11:00 - 12:00',
    ]);
  });

  it('checks league matches', () => {
    const league = { booker: { role: 'user-adult', league: true }, isLeagueMatch: true };
    expect(inSpanish(checkBookingRequest(request({ ...league })))).toMatchObject({
      message: 'Selecciona un jugador rival.',
    });
    expect(checkBookingRequest(request({ ...league, rival: { league: true } })).ok).toBe(true);
    expect(checkBookingRequest(request({ ...league, rival: { league: false } }))).toMatchObject({
      code: 'rivalNotLeague',
    });
    expect(
      checkBookingRequest(request({ ...league, court: padel, slots: ['09:00 - 10:30'] })),
    ).toMatchObject({ code: 'leaguePadel' });
    expect(
      checkBookingRequest(request({ isLeagueMatch: true, rival: { league: true } })),
    ).toMatchObject({ code: 'leagueNotAllowed' });
  });

  it('makes guests and non-members pay first', () => {
    const guest = request({ booker: { role: 'guess', league: false } });
    expect(inSpanish(checkBookingRequest(guest))).toMatchObject({
      code: 'payFirst',
      message: 'Como invitado, debes pagar la totalidad de la pista para confirmar tu reserva.',
    });
    expect(checkBookingRequest({ ...guest, paid: true }).ok).toBe(true);
  });

  it('refuses more than 4 players', () => {
    const guest = { isMember: false, nonMemberName: 'Invitado' };
    const players = { bookerId: 'u1', players: [guest, guest, guest, guest], found: [] };
    expect(checkPlayers({ ...players, alreadyIn: 1 })).toMatchObject({
      code: 'tooManyPlayers',
    });
  });
});

describe('price', () => {
  it('uses nonMember for guess and uca for others, × 4 padel and × 2 tennis', () => {
    const costs = { nonMember: 800, uca: 500 };
    expect(courtPrice({ type: 'padel', costs }, 'guess')).toBe(3200);
    expect(courtPrice({ type: 'padel', costs }, 'uca')).toBe(2000);
    expect(courtPrice({ type: 'tennis', costs }, 'guess')).toBe(1600);
    expect(courtPrice({ type: 'tennis', costs }, 'user-adult', 2)).toBe(2000);
  });
});

describe('cancelling from the schedule', () => {
  const start = new Date('2026-11-21T16:00:00Z');
  const member = { id: 'u1', role: 'user-adult' };
  const own = (b: Pick<CancellableBooking, 'startsAt' | 'paymentStatus'>): CancellableBooking => ({
    ...b,
    isLeagueMatch: false,
    userBooked: { _id: member.id },
  });
  const canCancelFromSchedule = (
    b: Pick<CancellableBooking, 'startsAt' | 'paymentStatus'>,
    at: Date,
  ) => canCancel(own(b), member, at, null);
  it('allows it 6 hours or more ahead when not paid', () => {
    expect(
      canCancelFromSchedule(
        { startsAt: start, paymentStatus: 'C' },
        new Date('2026-11-21T10:00:00Z'),
      ),
    ).toEqual({ ok: true });
  });
  it('gives each reason', () => {
    const at = new Date('2026-11-21T10:00:01Z');
    expect(canCancelFromSchedule({ startsAt: start, paymentStatus: 'C' }, at)).toEqual({
      ok: false,
      reason: CANCEL_REASONS.tooLate,
    });
    expect(inSpanish(canCancelFromSchedule({ startsAt: start, paymentStatus: 'P' }, now))).toEqual({
      ok: false,
      reason: 'La reserva ya está pagada',
    });
    expect(inSpanish(canCancelFromSchedule({ startsAt: start, paymentStatus: 'S' }, now))).toEqual({
      ok: false,
      reason: 'La reserva está parcialmente pagada',
    });
    expect(inSpanish(canCancelFromSchedule({ startsAt: 'nope', paymentStatus: 'C' }, now))).toEqual(
      {
        ok: false,
        reason: 'Fecha no válida',
      },
    );
  });
});

describe("a holder's series dates and the weekly limit", () => {
  // Member cap 4: two own bookings and two series dates in the week.
  const existing = [
    booking('2026-11-23'),
    booking('2026-11-24'),
    { ...booking('2026-11-25'), series: true },
    { ...booking('2026-11-26'), series: true },
  ];

  it('leaves series dates out of the weekly limit by default', () => {
    expect(checkBookingRequest(request({ existing })).ok).toBe(true);
  });

  it('counts them when the club says series count against the limit', () => {
    const check = checkBookingRequest(request({ existing, seriesCountWeekly: true }));
    expect(check).toMatchObject({ ok: false, code: 'weeklyCap' });
  });
});
