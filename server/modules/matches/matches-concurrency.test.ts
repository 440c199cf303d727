import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOW, seedClubCourts, type Club } from '#tests/helpers/bookings.ts';
import { balanceCents, ledgerOf, player, type Player } from '#tests/helpers/matches.ts';
import { serviceContext } from '#tests/helpers/payments.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { createTestDatabase, describeOnPostgres } from '#tests/helpers/test-db.ts';
import { bookingPlayers, openMatchSeats, walletEntries } from '../../db/schema/index.ts';
import { runJob } from '../../jobs.ts';

const pg = describeOnPostgres();

describe.skipIf(!pg.run)(`open match races on PostgreSQL ${pg.reason}`, () => {
  let t: TestApp;
  let club: Club;
  let now = NOW;
  let sofia: Player;
  const racers: Player[] = [];

  beforeAll(async () => {
    const database = await createTestDatabase({
      engine: 'postgres',
      poolSize: 20,
      connectTimeoutMs: 120_000,
    });
    t = await createTestApp({ database, now: () => now });
    const db = t.database.db;
    club = await seedClubCourts(db);
    sofia = await player(db, 'Sofia', { euros: 50, level: 4 });
    for (let i = 0; i < 50; i++)
      racers.push(await player(db, `Racer ${i}`, { euros: 20, level: 3.5 }));
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await t?.database.close();
  });

  const call = (who: Player, method: 'POST' | 'GET', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: who.cookie }, payload });

  async function openMatch(date: string, seats: number) {
    const booked = await call(sofia, 'POST', '/api/users/booking', {
      courtId: club.courts.padel1,
      dateBooked: date,
      timeBooked: ['10:30 - 12:00'],
    });
    const bookingId = booked.json().booking._id as string;
    const opened = await call(sofia, 'POST', '/api/matches', { bookingId, seats, levelMin: 3 });
    expect(opened.statusCode, opened.body).toBe(201);
    return { bookingId, matchId: opened.json().match._id as string };
  }

  it('50 members joining the last seat at once: one seat, one charge, 49 refusals, no money moved for them', async () => {
    const { matchId, bookingId } = await openMatch('2026-11-23', 1);
    const answers = await Promise.all(
      racers.map((r) => call(r, 'POST', `/api/matches/${matchId}/join`)),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    for (const a of answers.filter((x) => x.statusCode === 409)) {
      expect(a.json().message).toBe('El partido está completo.');
    }
    const seats = await t.database.db
      .select()
      .from(openMatchSeats)
      .where(eq(openMatchSeats.matchId, matchId));
    expect(seats).toHaveLength(1);
    const players = await t.database.db
      .select()
      .from(bookingPlayers)
      .where(eq(bookingPlayers.bookingId, bookingId));
    expect(players).toHaveLength(2);
    const balances = await Promise.all(racers.map((r) => balanceCents(t.database.db, r.id)));
    expect(balances.filter((b) => b === 2000 - 800)).toHaveLength(1);
    expect(balances.filter((b) => b === 2000)).toHaveLength(49);
    const debits = await t.database.db
      .select()
      .from(walletEntries)
      .where(eq(walletEntries.type, 'debit'));
    expect(debits).toHaveLength(1);
  }, 120_000);

  it('the auto-cancel job run twice at once (two instances): each payer refunded once', async () => {
    const { matchId, bookingId } = await openMatch('2026-11-24', 3);
    const joiners = racers.slice(10, 12);
    for (const j of joiners) {
      const res = await call(j, 'POST', `/api/matches/${matchId}/join`);
      expect(res.statusCode, res.body).toBe(200);
    }
    now = new Date('2026-11-24T07:30:00Z'); // 2 h before 10:30 in Madrid
    const a = serviceContext(t, () => now);
    const b = serviceContext(t, () => now);
    await Promise.all([
      runJob(a, 'open matches auto-cancel'),
      runJob(b, 'open matches auto-cancel'),
    ]);
    await runJob(a, 'open matches auto-cancel');
    now = NOW;
    for (const j of joiners) {
      expect(await balanceCents(t.database.db, j.id)).toBe(2000);
      const refunds = (await ledgerOf(t.database.db, j.id)).filter((e) =>
        e.reference.startsWith(`booking-refund:${bookingId}`),
      );
      expect(refunds).toHaveLength(1);
    }
    const view = await call(sofia, 'GET', `/api/matches/${matchId}`);
    expect(view.json().match.status).toBe('cancelled');
  }, 120_000);
});
