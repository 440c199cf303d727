import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { createTestDatabase, describeOnPostgres } from '#tests/helpers/test-db.ts';
import { NOW, seedClubCourts, userWithSession, type Club } from '#tests/helpers/bookings.ts';
import { bookings, outboxMails, waitlistEntries } from '../../../db/schema/index.ts';
import { createAppContext } from '../../../app.ts';
import type { SessionUser } from '../../../sessions.ts';
import { cancelBookingInTx } from '../index.ts';

const pg = describeOnPostgres();
/** A Tuesday: no school block on the tennis courts. */
const DAY = '2026-11-24';
type Session = { id: string; cookie: string };

describe.skipIf(!pg.run)(`waitlist races on PostgreSQL ${pg.reason}`, () => {
  let t: TestApp;
  let club: Club;
  const slots: { courtId: string; slot: string; bookingId: string; booker: Session }[] = [];
  const lines = new Map<string, Session[]>();
  let many: Session; // first in line for three slots of one day: the daily cap allows two
  const rebookers: Session[] = [];

  beforeAll(async () => {
    const database = await createTestDatabase({ engine: 'postgres', poolSize: 20 });
    t = await createTestApp({ database, now: () => NOW });
    const db = t.database.db;
    club = await seedClubCourts(db);
    let n = 0;
    const member = () =>
      userWithSession(db, { email: `m${n++}@test.local`, name: `Socio ${n}`, role: 'user-adult' });
    many = await member();
    for (const courtId of [club.courts.tennis1, club.courts.tennis2]) {
      for (let h = 8; h < 18; h++) {
        const slot = `${String(h).padStart(2, '0')}:00 - ${String(h + 1).padStart(2, '0')}:00`;
        const booker = await member();
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/users/booking',
          headers: { cookie: booker.cookie },
          payload: { courtId, dateBooked: DAY, timeBooked: [slot] },
        });
        expect(res.statusCode).toBe(200);
        slots.push({ courtId, slot, bookingId: res.json().booking._id, booker });
      }
    }
    for (const [i, s] of slots.entries()) {
      const line = [...(i < 3 ? [many] : []), await member(), await member()];
      for (const who of line) {
        const joined = await t.app.inject({
          method: 'POST',
          url: '/api/waitlist',
          headers: { cookie: who.cookie },
          payload: { courtId: s.courtId, dateBooked: DAY, timeBooked: [s.slot] },
        });
        expect(joined.statusCode).toBe(201);
      }
      lines.set(s.bookingId, line);
      rebookers.push(await member());
    }
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await t?.database.close();
  });

  it('20 cancellations racing 20 re-bookings: each slot once, to its first eligible in line', async () => {
    const answers = await Promise.all(
      slots.flatMap((s, i) => [
        t.app.inject({
          method: 'DELETE',
          url: `/api/users/booking/${s.bookingId}/delete`,
          headers: { cookie: s.booker.cookie },
        }),
        t.app.inject({
          method: 'POST',
          url: '/api/users/booking',
          headers: { cookie: rebookers[i]!.cookie },
          payload: { courtId: s.courtId, dateBooked: DAY, timeBooked: [s.slot] },
        }),
      ]),
    );
    const cancels = answers.filter((_, i) => i % 2 === 0).map((a) => a.statusCode);
    const rebooks = answers.filter((_, i) => i % 2 === 1).map((a) => a.statusCode);
    expect(cancels).toEqual(Array(20).fill(200));
    // A re-booking either came first (the cancel's slot was still taken) or after the commit
    // that gave the slot to the waitlist: never free in between.
    expect(rebooks).toEqual(Array(20).fill(409));

    const active = await t.database.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.dateBooked, DAY), eq(bookings.status, 'active')));
    expect(active).toHaveLength(20);
    const manyBooked = active.filter((b) => b.userId === many.id);
    expect(manyBooked).toHaveLength(2);
    for (const s of slots) {
      const holders = active.filter((b) => b.courtId === s.courtId && b.slots[0] === s.slot);
      expect(holders).toHaveLength(1);
      const line = lines.get(s.bookingId)!;
      const first = line[0]!;
      // The first in line, unless it is the member the daily cap refused: then the second.
      const expected =
        first.id === many.id && !manyBooked.some((b) => b.id === holders[0]!.id) ? line[1]! : first;
      expect(holders[0]!.userId).toBe(expected.id);
    }
    const entries = await t.database.db.select().from(waitlistEntries);
    const booked = entries.filter((e) => e.status === 'booked');
    expect(booked).toHaveLength(20);
    expect(new Set(booked.map((e) => e.bookingId)).size).toBe(20);
    const refused = entries.filter((e) => e.userId === many.id && e.status === 'waiting');
    expect(refused).toHaveLength(1);
    expect(refused[0]!.refusal).toBe('No puedes hacer más de 2 reservas en un mismo día.');
  }, 120_000);

  it('a freeing transaction rolled back promotes nobody', async () => {
    const s = slots[5]!;
    const db = t.database.db;
    // The slot now belongs to its promoted member; someone waits behind them.
    const [holder] = await db
      .select()
      .from(bookings)
      .where(
        and(
          eq(bookings.courtId, s.courtId),
          eq(bookings.status, 'active'),
          eq(bookings.dateBooked, DAY),
        ),
      )
      .then((rows) => rows.filter((b) => b.slots[0] === s.slot));
    const mailsBefore = (await db.select().from(outboxMails)).length;
    const admin: SessionUser = {
      id: holder!.userId,
      email: '',
      name: 'x',
      role: 'user-adult',
      league: false,
      language: null,
    };
    const ctx = createAppContext({
      config: t.config,
      database: t.database,
      realtime: t.app.realtime,
      now: () => NOW,
    });
    await expect(
      db.transaction(async (tx) => {
        const outcome = await cancelBookingInTx(ctx, tx, admin, holder!.id);
        expect(outcome.promotions).toHaveLength(1);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const [still] = await db.select().from(bookings).where(eq(bookings.id, holder!.id));
    expect(still!.status).toBe('active');
    const waiting = await db
      .select()
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.courtId, s.courtId), eq(waitlistEntries.status, 'waiting')));
    expect(waiting.filter((e) => e.slots[0] === s.slot)).toHaveLength(1);
    const after = await db
      .select()
      .from(bookings)
      .where(
        and(
          eq(bookings.courtId, s.courtId),
          eq(bookings.status, 'active'),
          eq(bookings.dateBooked, DAY),
        ),
      );
    expect(after.filter((b) => b.slots[0] === s.slot)).toHaveLength(1);
    expect((await db.select().from(outboxMails)).length).toBe(mailsBefore);
  });
});
