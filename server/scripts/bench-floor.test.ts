import os from 'node:os';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubDate } from '@/domain/club-time.ts';
import { createTestDatabase } from '#tests/helpers/test-db.ts';
import { userWithSession } from '#tests/helpers/bookings.ts';
import {
  bookingHistory,
  bookingPlayers,
  bookingSlots,
  bookings,
  courts,
} from '../db/schema/index.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { seedCourts } from '../modules/courts/index.ts';
import { createFloorApp, floorRequests } from './bench-floor.ts';
import { freeSlotList, freeSlots } from './bench-slots.ts';
import type { LoadResult } from './bench-tools.ts';
import { writeLine } from './bench-writes.ts';

describe("the create's floor (the create's two statements alone)", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
    await seedCourts(handle.db);
  });
  afterAll(() => handle.close());

  it('writes the booking with its slot, player and history, and refuses its slot again', async () => {
    const { db } = handle;
    const sofia = await userWithSession(db, { email: 'sofia@test.local' });
    const timeZone = 'Europe/Madrid';
    const today = clubDate(new Date(), timeZone);
    const free = freeSlotList(await db.select().from(courts), [], today, timeZone);
    expect(freeSlots(free)[0]).toEqual({
      courtId: free[0]!.courtId,
      dateBooked: free[0]!.dateBooked,
      timeBooked: [free[0]!.label],
    });
    const [request] = floorRequests(free.slice(0, 1), () => sofia, today);
    const floor = createFloorApp(handle);
    const send = () =>
      floor.inject({
        method: 'POST',
        url: request!.path,
        headers: { 'content-type': 'application/json' },
        payload: request!.body,
      });

    expect((await send()).statusCode).toBe(200);
    const [booking] = await db.select().from(bookings).where(eq(bookings.userId, sofia.id));
    expect(booking).toMatchObject({ courtId: free[0]!.courtId, slots: [free[0]!.label] });
    const of = { id: booking!.id };
    expect(
      await db.select().from(bookingSlots).where(eq(bookingSlots.bookingId, of.id)),
    ).toHaveLength(1);
    expect(
      await db.select().from(bookingPlayers).where(eq(bookingPlayers.bookingId, of.id)),
    ).toHaveLength(1);
    expect(
      await db.select().from(bookingHistory).where(eq(bookingHistory.bookingId, of.id)),
    ).toHaveLength(2);

    expect((await send()).statusCode).toBe(409);
    expect(await db.select().from(bookings).where(eq(bookings.userId, sofia.id))).toHaveLength(1);
    await floor.close();
  });
});

describe('a write beside the reference', () => {
  const run = (rps: number, postgres: number) =>
    ({ rps, p99: 10, cpu: { server: 1, helpers: 0, postgres, loader: 0.5 } }) as LoadResult;

  it("says what PostgreSQL's and autocannon's time alone would allow on PostgreSQL", () => {
    const cap = (os.cpus().length * 1000) / 2;
    expect(writeLine(run(1000, 1.5), run(4000, 0.1))).toBe(
      `write reference 4000 req/s p99 10.0 ms: ours 0.25× its req/s, 1.00× its p99; PostgreSQL and autocannon alone allow ${cap.toFixed(0)} req/s (${(cap / 4000).toFixed(2)}×)`,
    );
  });

  it('says nothing more on PGlite, whose time is the server’s', () => {
    expect(writeLine(run(1000, 0), run(4000, 0))).toBe(
      'write reference 4000 req/s p99 10.0 ms: ours 0.25× its req/s, 1.00× its p99',
    );
  });
});
