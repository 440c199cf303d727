import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertBooking, seedClubCourts, userWithSession } from '#tests/helpers/bookings.ts';
import { serviceContext } from '#tests/helpers/payments.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { courtLights, lightLeases, lightSwitches } from '../../db/schema/index.ts';
import { evaluateLights } from './switcher.ts';

/** A Shelly-style relay the test runs: records every command, or answers 500 while `failing`. */
async function fakeRelay() {
  const commands: { on: boolean; at: string }[] = [];
  const relay = { commands, failing: false, clock: () => new Date(), url: '' };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://relay');
    if (relay.failing) {
      res.writeHead(500).end('fallo');
      return;
    }
    commands.push({ on: url.searchParams.get('on') === 'true', at: hhmm(relay.clock()) });
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"was_on":false}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  relay.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { relay, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const hhmm = (d: Date) => d.toISOString().slice(11, 16);
const MINUTE = 60_000;

describe('court lights against a relay, the clock moved', () => {
  let t: TestApp;
  let fake: Awaited<ReturnType<typeof fakeRelay>>;
  let current = new Date('2026-01-15T06:00:00Z');
  const now = () => current;
  let courtId = '';
  let userId = '';

  beforeAll(async () => {
    fake = await fakeRelay();
    fake.relay.clock = now;
    t = await createTestApp({ now, jobs: false });
    const club = await seedClubCourts(t.database.db);
    courtId = club.courts.padel1;
    userId = (await userWithSession(t.database.db, { email: 'luces@example.com' })).id;
    await t.database.db
      .insert(courtLights)
      .values({ courtId, driver: 'http', url: fake.relay.url });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.relay.commands.length = 0;
  });

  /** Evaluates once a minute from `from` to `to` (UTC), as the job would, with this clock. */
  async function runDay(from: string, to: string) {
    const ctx = serviceContext(t, now);
    for (let at = new Date(from).getTime(); at <= new Date(to).getTime(); at += MINUTE) {
      current = new Date(at);
      await evaluateLights(ctx);
    }
  }

  async function book(start: string, minutes: number) {
    return insertBooking(t.database.db, {
      courtId,
      userId,
      date: start.slice(0, 10),
      startsAt: new Date(start),
      minutes,
    });
  }

  it('a winter day: on 5 minutes before the dark bookings, on across back to back, off 5 after', async () => {
    // Madrid, 15 January: sunrise 07:36, sunset 17:13 (UTC); dark from 16:43 with the margin.
    await book('2026-01-15T10:00:00Z', 60);
    await book('2026-01-15T16:00:00Z', 60);
    await book('2026-01-15T17:00:00Z', 60);
    await book('2026-01-15T20:00:00Z', 90);
    await runDay('2026-01-15T06:00:00Z', '2026-01-15T23:00:00Z');
    expect(fake.relay.commands).toEqual([
      { on: true, at: '15:55' },
      { on: false, at: '18:05' },
      { on: true, at: '19:55' },
      { on: false, at: '21:35' },
    ]);
    const log = await t.database.db.select().from(lightSwitches).orderBy(lightSwitches.at);
    expect(log.map((l) => [hhmm(l.at), l.on, l.reason, l.ok])).toEqual([
      ['15:55', true, 'booking', true],
      ['18:05', false, 'idle', true],
      ['19:55', true, 'booking', true],
      ['21:35', false, 'idle', true],
    ]);
    expect(log[0]!.bookingId).not.toBeNull();
    expect(log[0]!.answer).toContain('HTTP 200');
  });

  it('a summer day: only the booking that ends after dusk lights the court', async () => {
    // 15 July: sunset 19:44 UTC, dark from 19:14 with the margin.
    await book('2026-07-15T08:00:00Z', 60);
    await book('2026-07-15T18:00:00Z', 60);
    await book('2026-07-15T19:30:00Z', 60);
    await runDay('2026-07-15T06:00:00Z', '2026-07-15T22:00:00Z');
    // The 18:00 booking ends at 19:00, in daylight: the lights wait for the 19:30 one.
    expect(fake.relay.commands).toEqual([
      { on: true, at: '19:25' },
      { on: false, at: '20:35' },
    ]);
  });

  it('a relay that does not answer is logged, shown and tried again until it answers', async () => {
    await book('2026-01-16T18:00:00Z', 60);
    fake.relay.failing = true;
    await runDay('2026-01-16T17:55:00Z', '2026-01-16T17:55:00Z');
    const [failed] = await t.database.db
      .select()
      .from(courtLights)
      .where(eq(courtLights.courtId, courtId));
    expect(failed).toMatchObject({ on: false, lastError: 'relay answered HTTP 500' });
    fake.relay.failing = false;
    // Not before the retry delay, then once.
    await runDay('2026-01-16T17:55:20Z', '2026-01-16T17:55:20Z');
    expect(fake.relay.commands).toEqual([]);
    await runDay('2026-01-16T17:56:00Z', '2026-01-16T17:58:00Z');
    expect(fake.relay.commands).toEqual([{ on: true, at: '17:56' }]);
    const [ok] = await t.database.db
      .select()
      .from(courtLights)
      .where(eq(courtLights.courtId, courtId));
    expect(ok).toMatchObject({ on: true, lastError: null });
    const attempts = await t.database.db
      .select({ ok: lightSwitches.ok, answer: lightSwitches.answer })
      .from(lightSwitches)
      .where(eq(lightSwitches.courtId, courtId));
    expect(attempts.filter((a) => !a.ok)).toEqual([
      { ok: false, answer: 'relay answered HTTP 500' },
    ]);
    await runDay('2026-01-16T19:00:00Z', '2026-01-16T19:06:00Z');
  });

  it('a restart in the middle of a booking keeps the lights on, without a second command', async () => {
    const restarted = await createTestApp({ now, jobs: false, database: t.database });
    try {
      await book('2026-01-17T18:00:00Z', 60);
      await runDay('2026-01-17T17:50:00Z', '2026-01-17T18:10:00Z');
      expect(fake.relay.commands).toEqual([{ on: true, at: '17:55' }]);
      // The other app is a new process as far as the lights know: its own lease holder and memory.
      await t.database.db.delete(lightLeases);
      const ctx = serviceContext(restarted, now);
      for (let at = new Date('2026-01-17T18:11:00Z').getTime(); ; at += MINUTE) {
        current = new Date(at);
        await evaluateLights({ ...ctx, db: restarted.database.db });
        if (at >= new Date('2026-01-17T19:10:00Z').getTime()) break;
      }
      expect(fake.relay.commands).toEqual([
        { on: true, at: '17:55' },
        { on: false, at: '19:05' },
      ]);
    } finally {
      await restarted.app.close();
    }
  });
});
