import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countStatements, type StatementCounter } from '#tests/helpers/statements.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import {
  NOW,
  insertBooking,
  seedClubCourts,
  userWithSession,
  type Club,
} from '#tests/helpers/bookings.ts';
import { bookingPlayers } from '../../db/schema/index.ts';
import { creditWallet } from '../wallet/index.ts';
import { stored } from '../../stored-text.ts';

/** A ledger line for the money a test starts with. */
const TOP_UP = stored('payments.ledgerClubAdjustment', { reason: 'Recarga' });

type Session = { id: string; cookie: string };

/**
 * SQL statements per request, counted on the client: budgets that hold on any machine. A budget
 * may go down, never up (issue 12's goals: a warm schedule 0, a create booking at most 3).
 */
const BUDGET = {
  warmSchedule: 0,
  // One read and one write, no transaction around them (issue 12 measured 16, then 12), and on
  // PostgreSQL the notification to the other instances once committed, shared by the creations
  // finished together: inside the write it held PostgreSQL's one notification lock through the
  // commit, one creation at a time (decision 067).
  createBooking: 3,
  // The member's booking ids, then the bookings with court, booker and players in one statement
  // (it was 3, the players read on their own, each query built again per request).
  myBookings: 2,
  // A page of 'Reservas pasadas': the page's ids (one more, to know if another follows), then the
  // same one-statement load.
  pastBookingsPage: 2,
  bookingDetail: 1,
  // Both answered from memory until a booking changes (booking-cache.ts).
  warmMyBookings: 0,
  warmBookingDetail: 0,
  // Another player's part from the wallet (19 before issue 29): BEGIN, the booking locked with
  // its court, players and their names, the ledger entry with the debit, its ticket (decision
  // 091: one INSERT, nothing written while the club does not invoice), the claimed part with the
  // statuses and the history, the booker's notification (their settings, the row), COMMIT, then
  // the message to the other instances; the answer is built from the locked read.
  payWithWallet: 8,
  // The club's day (decision 079): every court's courts and taken slots from memory, as the
  // schedule's; one statement for what no cache keeps (slots held while someone pays, open
  // matches' free seats).
  warmClubDay: 1,
};

describe('SQL statements per request', () => {
  let t: TestApp;
  let club: Club;
  let sofia: Session;
  let counter: StatementCounter;

  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW });
    club = await seedClubCourts(t.database.db);
    sofia = await userWithSession(t.database.db, { email: 'sofia@test.local', role: 'user-adult' });
    counter = countStatements(t.database);
    // On PostgreSQL nothing is cached until the bus that carries invalidations is listening.
    for (let i = 0; i < 100 && !t.app.realtime.cacheable(); i++) {
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(t.app.realtime.cacheable()).toBe(true);
  });
  afterAll(() => t.close());

  const get = (url: string) =>
    t.app.inject({ method: 'GET', url, headers: { cookie: sofia.cookie } });
  const book = (payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/booking',
      headers: { cookie: sofia.cookie },
      payload,
    });

  /** The statements sent since the last look, no more than `budget` (listed when over). */
  async function expectSentAtMost(budget: number): Promise<void> {
    const sent = await counter.take();
    expect(sent.length, sent.join('\n')).toBeLessThanOrEqual(budget);
  }

  async function loadSchedule(): Promise<void> {
    const court = club.courts.tennis1;
    const intervals = await get(`/api/courts/time-intervals?courtId=${court}&date=2026-11-23`);
    expect(intervals.statusCode).toBe(200);
    const booked = await get(
      `/api/users/booked?courtId=${court}&startDate=2026-11-23&endDate=2026-11-29`,
    );
    expect(booked.statusCode).toBe(200);
  }

  it('a warm schedule load (time intervals and booked slots) sends none', async () => {
    await loadSchedule();
    expect((await counter.take()).length).toBeGreaterThan(0);
    await loadSchedule();
    expect(await counter.take()).toHaveLength(BUDGET.warmSchedule);
  });

  it(`a warm club day (every court of a sport) sends ${BUDGET.warmClubDay}`, async () => {
    const url = '/api/users/club-day?sport=padel&date=2026-11-25';
    expect((await get(url)).statusCode).toBe(200);
    expect((await counter.take()).length).toBeGreaterThan(BUDGET.warmClubDay);
    const warm = await get(url);
    expect(warm.json().courts).toHaveLength(2);
    expect(await counter.take()).toHaveLength(BUDGET.warmClubDay);
  });

  it(`a create booking sends no more than ${BUDGET.createBooking} statements, its notification included`, async () => {
    await loadSchedule();
    await counter.take();
    const res = await book({
      courtId: club.courts.tennis1,
      timeBooked: ['10:00 - 11:00'],
      dateBooked: '2026-11-23',
    });
    expect(res.statusCode).toBe(200);
    await expectSentAtMost(BUDGET.createBooking);
    // The schedule is read again once (its day changed), then served from memory.
    await loadSchedule();
    expect((await counter.take()).length).toBeGreaterThan(0);
    await loadSchedule();
    expect(await counter.take()).toHaveLength(BUDGET.warmSchedule);
  });

  it(`'Mis Reservas' sends ${BUDGET.myBookings} statements and a booking's detail ${BUDGET.bookingDetail}`, async () => {
    const made = await book({
      courtId: club.courts.padel1,
      timeBooked: ['12:00 - 13:30'],
      dateBooked: '2026-11-24',
      players: [{ isMember: false, nonMemberName: 'Lucía Invitada' }],
    });
    expect(made.statusCode, made.body).toBe(200);
    const id: string = made.json().booking._id;
    await counter.take();

    const mine = await get('/api/users/bookings');
    expect(mine.statusCode).toBe(200);
    const listed = mine.json().bookings.find((b: { _id: string }) => b._id === id);
    expect(listed).toMatchObject({
      courtId: { _id: club.courts.padel1, name: 'Pádel 1' },
      userBooked: { _id: sofia.id },
      timeBooked: '12:00 - 13:30',
      // The booker as the first player (a member, joined), the guest without a member.
      players: [
        { index: 0, isMember: true, memberId: { _id: sofia.id, email: 'sofia@test.local' } },
        { index: 1, isMember: false, memberId: null, name: 'Lucía Invitada' },
      ],
    });
    await expectSentAtMost(BUDGET.myBookings);

    const detail = await get(`/api/users/booking/${id}`);
    expect(detail.json().booking).toEqual(listed);
    await expectSentAtMost(BUDGET.bookingDetail);

    // Warm: the same answers, from memory.
    expect((await get('/api/users/bookings')).json()).toEqual(mine.json());
    expect(await counter.take()).toHaveLength(BUDGET.warmMyBookings);
    expect((await get(`/api/users/booking/${id}`)).json()).toEqual(detail.json());
    expect(await counter.take()).toHaveLength(BUDGET.warmBookingDetail);
  });

  it(`a page of 'Reservas pasadas' sends ${BUDGET.pastBookingsPage} statements`, async () => {
    for (const date of ['2026-11-10', '2026-11-12', '2026-11-14']) {
      await insertBooking(t.database.db, {
        courtId: club.courts.tennis2,
        userId: sofia.id,
        date,
        startsAt: new Date(`${date}T17:00:00Z`),
      });
    }
    await counter.take();
    const first = await get('/api/users/bookings/past?limit=2');
    expect(first.json().bookings).toHaveLength(2);
    await expectSentAtMost(BUDGET.pastBookingsPage);
    const second = await get(`/api/users/bookings/past?limit=2&before=${first.json().next}`);
    expect(second.json().bookings.length).toBeGreaterThan(0);
    await expectSentAtMost(BUDGET.pastBookingsPage);
  });

  it(`a player's part paid from the wallet sends no more than ${BUDGET.payWithWallet} statements`, async () => {
    const db = t.database.db;
    const bruno = await userWithSession(db, { email: 'bruno@test.local', role: 'user-adult' });
    const id = await insertBooking(db, {
      courtId: club.courts.padel2,
      userId: sofia.id,
      date: '2026-11-21',
      startsAt: new Date(NOW.getTime() - 3_600_000),
    });
    await db.insert(bookingPlayers).values(
      [sofia, bruno].map((m, position) => ({
        bookingId: id,
        position,
        userId: m.id,
        isMember: true,
        amountCents: 500,
      })),
    );
    await db.transaction((tx) => creditWallet(tx, bruno.id, 2_000, TOP_UP, 'seed:bruno'));
    // His session read once, as any signed-in member's is before they pay.
    await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie: bruno.cookie } });
    await counter.take();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/booking/payWithWallet',
      headers: { cookie: bruno.cookie },
      payload: { bookingId: id, playerIndex: 1 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ walletUsed: 5 });
    await expectSentAtMost(BUDGET.payWithWallet);
  });
});
