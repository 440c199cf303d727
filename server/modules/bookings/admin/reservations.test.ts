import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import {
  adminAuditLog,
  bookingHistory,
  bookingPlayers,
  bookingSlots,
  bookings,
  deskPayments,
  walletEntries,
  wallets,
} from '../../../db/schema/index.ts';
import {
  NOW,
  insertBooking,
  seedClubCourts,
  userWithSession,
  type Club,
} from '#tests/helpers/bookings.ts';

type Session = { id: string; cookie: string };

describe('admin: reservations', () => {
  let t: TestApp;
  let club: Club;
  let admin: Session;
  let sofia: Session;
  let nico: Session;
  let paidId: string; // Sofía's, paid 10 € by her and 6 € by a guest
  let openId: string; // Nico's, a league match, unpaid

  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW });
    const db = t.database.db;
    club = await seedClubCourts(db);
    admin = await userWithSession(db, { email: 'admin@test.local', name: 'Admin', role: 'admin' });
    sofia = await userWithSession(db, {
      email: 'sofia@test.local',
      name: 'Sofía',
      role: 'user-adult',
    });
    nico = await userWithSession(db, { email: 'nico@test.local', name: 'Nico', role: 'guess' });
    paidId = await insertBooking(db, {
      courtId: club.courts.tennis1,
      userId: sofia.id,
      date: '2026-11-24',
      startsAt: new Date('2026-11-24T17:00:00Z'),
      paymentStatus: 'P',
    });
    await db.insert(bookingPlayers).values([
      {
        bookingId: paidId,
        position: 0,
        userId: sofia.id,
        isMember: true,
        amountCents: 1000,
        amountPaidCents: 1000,
        paymentStatus: 'P',
      },
      {
        bookingId: paidId,
        position: 1,
        isMember: false,
        nonMemberName: 'Invitado',
        amountCents: 600,
        amountPaidCents: 600,
        paymentStatus: 'P',
      },
    ]);
    openId = await insertBooking(db, {
      courtId: club.courts.padel1,
      userId: nico.id,
      date: '2026-11-25',
      startsAt: new Date('2026-11-25T09:00:00Z'),
    });
    await db
      .update(bookings)
      .set({ isLeagueMatch: true, totalCents: 2400 })
      .where(eq(bookings.id, openId));
    await db.insert(bookingPlayers).values([
      { bookingId: openId, position: 0, userId: nico.id, isMember: false, amountCents: 1200 },
      { bookingId: openId, position: 1, userId: sofia.id, isMember: true, amountCents: 1200 },
    ]);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { cookie: admin.cookie },
      ...(payload ? { payload } : {}),
    });
  const ids = (res: { json(): { bookings: Array<{ _id: string }> } }) =>
    res.json().bookings.map((b) => b._id);
  const balance = async (userId: string) =>
    (await t.database.db.select().from(wallets).where(eq(wallets.userId, userId)))[0]
      ?.balanceCents ?? 0;

  it('lists every booking by day, court, member, payment state and league flag', async () => {
    expect(ids(await call('GET', '/api/admin/bookings?date=2026-11-24'))).toEqual([paidId]);
    expect(ids(await call('GET', `/api/admin/bookings?courtId=${club.courts.padel1}`))).toEqual([
      openId,
    ]);
    // A member is found as booker or as a player.
    expect(ids(await call('GET', `/api/admin/bookings?userId=${sofia.id}`))).toEqual([
      paidId,
      openId,
    ]);
    expect(ids(await call('GET', '/api/admin/bookings?paymentStatus=pending'))).toEqual([openId]);
    expect(ids(await call('GET', '/api/admin/bookings?paymentStatus=P'))).toEqual([paidId]);
    expect(ids(await call('GET', '/api/admin/bookings?isLeagueMatch=true'))).toEqual([openId]);
    expect(ids(await call('GET', '/api/admin/bookings?q=sofia'))).toEqual([paidId]);
    const page = await call('GET', '/api/admin/bookings?sort=startsAt&order=desc&pageSize=1');
    expect(page.json()).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(ids(page)).toEqual([openId]);
    // Sorts by the court's or the booker's name join them; the start's needs neither.
    const sorted = async (query: string) => ids(await call('GET', `/api/admin/bookings?${query}`));
    expect(await sorted('sort=startsAt')).toEqual([paidId, openId]);
    expect(await sorted('sort=court')).toEqual([openId, paidId]);
    expect(await sorted('sort=member&order=desc')).toEqual([paidId, openId]);
    expect(await sorted('sort=member&q=nico')).toEqual([openId]);
    for (const bad of ['date=mañana', 'paymentStatus=X', 'courtId=1', 'status=gone']) {
      expect((await call('GET', `/api/admin/bookings?${bad}`)).statusCode, bad).toBe(400);
    }
  });

  describe('booking for a member', () => {
    it('books with the member as booker, audited', async () => {
      const res = await call('POST', '/api/admin/bookings', {
        courtId: club.courts.tennis2,
        timeBooked: ['10:00 - 11:00'],
        dateBooked: '2026-11-23',
        userBooked: sofia.id,
      });
      expect(res.statusCode).toBe(201);
      const booking = res.json().booking;
      expect(booking).toMatchObject({ userBooked: { _id: sofia.id }, timeBooked: '10:00 - 11:00' });
      const audit = await t.database.db
        .select()
        .from(adminAuditLog)
        .where(eq(adminAuditLog.entityId, booking._id));
      expect(audit[0]).toMatchObject({ action: 'booking.create', adminId: admin.id });
    });

    it("applies the member's rules and refuses bad input", async () => {
      const guest = await call('POST', '/api/admin/bookings', {
        courtId: club.courts.tennis2,
        timeBooked: ['12:00 - 13:00'],
        dateBooked: '2026-11-22',
        userBooked: nico.id,
      });
      // As for the member app: an admin books on behalf of members only (non-members pay first).
      expect(guest.statusCode).toBe(400);
      expect(guest.json().message).toBe('Solo se puede reservar en nombre de un socio.');
      const noMember = await call('POST', '/api/admin/bookings', {
        courtId: club.courts.tennis2,
        timeBooked: ['12:00 - 13:00'],
        dateBooked: '2026-11-22',
      });
      expect(noMember.statusCode).toBe(400);
      const taken = await call('POST', '/api/admin/bookings', {
        courtId: club.courts.tennis2,
        timeBooked: ['10:00 - 11:00'],
        dateBooked: '2026-11-23',
        userBooked: sofia.id,
      });
      expect(taken.statusCode).toBe(409);
    });
  });

  describe('desk payments', () => {
    it("marks a player's part paid in cash, in the history, the desk record and the audit", async () => {
      const res = await call('POST', `/api/admin/bookings/${openId}/desk-payment`, {
        playerIndex: 0,
        method: 'cash',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        message: 'Pago en recepción registrado.',
        booking: { paymentStatus: 'S', totalDue: 12 },
      });
      expect(res.json().booking.players[0]).toMatchObject({ amountPaid: 12, paymentStatus: 'P' });
      const desk = await t.database.db
        .select()
        .from(deskPayments)
        .where(eq(deskPayments.bookingId, openId));
      expect(desk).toEqual([
        expect.objectContaining({ method: 'cash', amountCents: 1200, playerPosition: 0 }),
      ]);
      const history = await t.database.db
        .select()
        .from(bookingHistory)
        .where(eq(bookingHistory.bookingId, openId));
      expect(history.map((h) => [h.action, h.details])).toContainEqual([
        'Pago en recepción',
        'Nico: 12,00 € (Efectivo)',
      ]);
    });

    it('settles the booking when the last part is paid on the card terminal', async () => {
      const res = await call('POST', `/api/admin/bookings/${openId}/desk-payment`, {
        playerIndex: 1,
        method: 'card_terminal',
      });
      expect(res.json().booking).toMatchObject({ paymentStatus: 'P', totalDue: 0 });
    });

    it('refuses a paid part, an unknown player and an unknown method', async () => {
      const cases: Array<[object, number]> = [
        [{ playerIndex: 0, method: 'cash' }, 400],
        [{ playerIndex: 3, method: 'cash' }, 400],
        [{ playerIndex: 9, method: 'cash' }, 400],
        [{ playerIndex: 0, method: 'bizum' }, 400],
      ];
      for (const [payload, status] of cases) {
        const res = await call('POST', `/api/admin/bookings/${openId}/desk-payment`, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      }
      const desk = await t.database.db
        .select()
        .from(deskPayments)
        .where(eq(deskPayments.bookingId, openId));
      expect(desk).toHaveLength(2);
      const english = await t.app.inject({
        method: 'POST',
        url: `/api/admin/bookings/${openId}/desk-payment`,
        headers: { cookie: admin.cookie, 'accept-language': 'en' },
        payload: { playerIndex: 0, method: 'cash' },
      });
      expect(english.json().message).toBe('This player has already paid their share.');
    });
  });

  describe('cancelling', () => {
    it('cancels a paid booking and refunds each paid part to the payer', async () => {
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/admin/bookings/${paidId}`,
        headers: { cookie: admin.cookie },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        message: 'Reserva cancelada. El importe pagado se ha devuelto al monedero.',
        refunded: 16,
      });
      // Sofía paid her 10 € and her guest's 6 € (the guest has no account).
      expect(await balance(sofia.id)).toBe(1600);
      const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, paidId));
      expect(row).toMatchObject({ status: 'cancelled', cancelledBy: admin.id });
      const slots = await t.database.db
        .select()
        .from(bookingSlots)
        .where(and(eq(bookingSlots.bookingId, paidId), eq(bookingSlots.active, true)));
      expect(slots).toEqual([]);
      const entries = await t.database.db
        .select()
        .from(walletEntries)
        .where(eq(walletEntries.userId, sofia.id));
      expect(entries.map((e) => e.reference).sort()).toEqual([
        `booking-refund:${paidId}:0`,
        `booking-refund:${paidId}:1`,
      ]);
      const again = await call('DELETE', `/api/admin/bookings/${paidId}`, { refund: true });
      expect(again.statusCode).toBe(404);
      expect(await balance(sofia.id)).toBe(1600);
    });

    it('keeps the money when asked (a no-show), and says so', async () => {
      const res = await call('DELETE', `/api/admin/bookings/${openId}`, {
        refund: false,
        reason: 'No presentado',
      });
      expect(res.json()).toMatchObject({ message: 'Reserva cancelada.', refunded: 0 });
      expect(await balance(nico.id)).toBe(0);
      const audit = await t.database.db
        .select()
        .from(adminAuditLog)
        .where(eq(adminAuditLog.entityId, openId));
      expect(audit.find((a) => a.action === 'booking.cancel')?.after).toMatchObject({
        refund: false,
        reason: 'No presentado',
      });
    });
  });
});
