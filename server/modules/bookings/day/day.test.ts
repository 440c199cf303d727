import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClubDayCourt, ClubDayResponse } from '@/api/club-day.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { NOW, seedClubCourts, userWithSession, type Club } from '#tests/helpers/bookings.ts';

type Session = { id: string; cookie: string };
/** Sunday 22 November 2026: the day after NOW, bookable by members and non-members alike. */
const DAY = '2026-11-22';

describe('the club day (GET /api/users/club-day)', () => {
  let t: TestApp;
  let club: Club;
  let ana: Session;
  let bea: Session;
  let guest: Session;
  let admin: Session;

  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW });
    const db = t.database.db;
    club = await seedClubCourts(db);
    ana = await userWithSession(db, { email: 'ana@test.local', name: 'Ana', role: 'user-adult' });
    bea = await userWithSession(db, { email: 'bea@test.local', name: 'Bea', role: 'user-adult' });
    guest = await userWithSession(db, { email: 'nosocio@test.local', name: 'Nora', role: 'guess' });
    admin = await userWithSession(db, { email: 'admin@test.local', role: 'admin' });
  });
  afterAll(() => t.close());

  const day = async (who: Session, sport: string, date = DAY) =>
    t.app.inject({
      method: 'GET',
      url: `/api/users/club-day?sport=${sport}&date=${date}`,
      headers: { cookie: who.cookie },
    });
  const answer = async (who: Session, sport = 'padel', date = DAY) => {
    const res = await day(who, sport, date);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ClubDayResponse>();
  };
  const courtOf = (a: ClubDayResponse, courtId: string): ClubDayCourt =>
    a.courts.find((c) => c.court._id === courtId)!;
  const slotOf = (a: ClubDayResponse, courtId: string, slot: string) =>
    courtOf(a, courtId).slots.find((s) => s.slot === slot)!;
  const post = (who: Session, url: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, headers: { cookie: who.cookie }, payload });

  it('answers every court of the sport with the price of the viewer’s role', async () => {
    const member = await answer(ana);
    expect(member).toMatchObject({ success: true, sport: 'padel', date: DAY });
    expect(member.sports).toEqual(['padel', 'tennis']);
    expect(member.courts.map((c) => c.court.name)).toEqual(['Pádel 1', 'Pádel 2']);
    // costs.uca × 4 for a member, costs.nonMember × 4 for a non-member (spec section 6).
    expect(member.courts.map((c) => c.price)).toEqual([16, 16]);
    expect((await answer(guest)).courts.map((c) => c.price)).toEqual([24, 24]);
    expect((await answer(ana, 'tennis')).courts.map((c) => c.price)).toEqual([10, 10]);
    expect((await answer(guest, 'tennis')).courts.map((c) => c.price)).toEqual([16, 16]);
    // Each role's window: 7 days for members, 2 for non-members.
    expect(member.days).toHaveLength(7);
    expect((await answer(guest)).days).toEqual(['2026-11-21', '2026-11-22']);
    expect(slotOf(member, club.courts.padel1, '09:00 - 10:30')).toEqual({
      slot: '09:00 - 10:30',
      state: 'free',
      text: '09:00 - 10:30',
      bookingId: null,
      openMatch: null,
    });
  });

  it('marks a booked slot: the booker’s own, a name for members, “No socio” otherwise', async () => {
    const made = await post(bea, '/api/users/booking', {
      courtId: club.courts.padel1,
      dateBooked: DAY,
      timeBooked: ['12:00 - 13:30'],
    });
    expect(made.statusCode, made.body).toBe(200);
    const bookingId = made.json().booking._id as string;
    expect(slotOf(await answer(ana), club.courts.padel1, '12:00 - 13:30')).toMatchObject({
      state: 'taken',
      text: 'Bea',
      bookingId,
    });
    expect(slotOf(await answer(bea), club.courts.padel1, '12:00 - 13:30')).toMatchObject({
      state: 'own',
      text: 'Tu Reserva',
      bookingId,
    });
    expect(slotOf(await answer(guest), club.courts.padel1, '12:00 - 13:30')).toMatchObject({
      state: 'taken',
      text: 'No socio',
    });

    // Cancelled, it is offered again at once (the schedule's cache was told).
    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/booking/${bookingId}/delete`,
      headers: { cookie: bea.cookie },
      payload: { players: [] },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(slotOf(await answer(ana), club.courts.padel1, '12:00 - 13:30').state).toBe('free');
  });

  it('marks an open match with the seats it has left', async () => {
    const made = await post(bea, '/api/users/booking', {
      courtId: club.courts.padel2,
      dateBooked: DAY,
      timeBooked: ['15:00 - 16:30'],
    });
    expect(made.statusCode, made.body).toBe(200);
    const bookingId = made.json().booking._id as string;
    const opened = await post(bea, '/api/matches', { bookingId, seats: 2 });
    expect(opened.statusCode, opened.body).toBeLessThan(300);
    const matchId = opened.json().match._id as string;
    expect(slotOf(await answer(ana), club.courts.padel2, '15:00 - 16:30')).toMatchObject({
      state: 'taken',
      text: 'Bea',
      bookingId,
      openMatch: { matchId, seatsLeft: 2 },
    });
  });

  it('does not offer a slot held by a payment in progress', async () => {
    const held = await post(guest, '/api/users/booking/createPaymentIntent', {
      courtBooked: { _id: club.courts.padel2, type: 'padel', name: 'Pádel 2' },
      timeBooked: ['10:30 - 12:00'],
      dateBooked: DAY,
      userBooked: guest.id,
      players: [{ memberId: guest.id, isMember: false, amount: 24 }],
      paymentStatus: 'C',
    });
    expect(held.statusCode, held.body).toBe(200);
    expect(slotOf(await answer(ana), club.courts.padel2, '10:30 - 12:00')).toMatchObject({
      state: 'held',
      text: 'No disponible',
      bookingId: null,
    });
    expect(slotOf(await answer(ana), club.courts.padel1, '10:30 - 12:00').state).toBe('free');
  });

  it('does not offer a blocked slot, and says why', async () => {
    const saved = await post(admin, '/api/admin/blocked-times', {
      courtIds: [club.courts.padel2],
      startDate: DAY,
      endDate: DAY,
      daysOfWeek: ['Domingo'],
      timeRange: '18:00 - 19:30',
      reason: 'Torneo social',
      exceptions: [],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(slotOf(await answer(ana), club.courts.padel2, '18:00 - 19:30')).toMatchObject({
      state: 'blocked',
      text: 'Torneo social',
    });
    expect(slotOf(await answer(ana), club.courts.padel1, '18:00 - 19:30').state).toBe('free');
  });

  it('does not offer started slots nor days outside the viewer’s window', async () => {
    // NOW is 10:00 in Madrid on the 21st: the 09:00 slot has started.
    const today = await answer(ana, 'padel', '2026-11-21');
    expect(slotOf(today, club.courts.padel1, '09:00 - 10:30').state).toBe('past');
    expect(slotOf(today, club.courts.padel1, '10:30 - 12:00').state).toBe('free');
    // The 25th is beyond a non-member's 2 days, within a member's 7.
    const later = await answer(guest, 'padel', '2026-11-25');
    expect(later.courts.every((c) => !c.bookable)).toBe(true);
    expect(new Set(later.courts.flatMap((c) => c.slots.map((s) => s.state)))).toEqual(
      new Set(['closed']),
    );
    const member = await answer(ana, 'padel', '2026-11-25');
    expect(member.courts.every((c) => c.bookable)).toBe(true);
  });

  it('refuses a bad day or sport in Spanish, and a visitor', async () => {
    const badDate = await day(ana, 'padel', '2026-02-30');
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json()).toMatchObject({ success: false, message: 'Fecha no válida' });
    expect((await day(ana, 'golf')).statusCode).toBe(400);
    const visitor = await t.app.inject({
      method: 'GET',
      url: `/api/users/club-day?sport=padel&date=${DAY}`,
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('words its slots and the booking’s answer in the asker’s language', async () => {
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/users/booking',
      headers: { cookie: bea.cookie, 'accept-language': 'en' },
      payload: { courtId: club.courts.padel1, dateBooked: DAY, timeBooked: ['16:30 - 18:00'] },
    });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json()).toMatchObject({ success: true, msg: 'Booking confirmed' });
    const inLanguage = async (who: Session, language: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/users/club-day?sport=padel&date=${DAY}`,
        headers: { cookie: who.cookie, 'accept-language': language },
      });
      expect(res.statusCode, res.body).toBe(200);
      return slotOf(res.json<ClubDayResponse>(), club.courts.padel1, '16:30 - 18:00');
    };
    expect(await inLanguage(bea, 'ca')).toMatchObject({ state: 'own', text: 'La teva reserva' });
    expect(await inLanguage(guest, 'en')).toMatchObject({ state: 'taken', text: 'Non-member' });
  });
});
