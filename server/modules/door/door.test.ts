import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { createTestDatabase, describeOnPostgres } from '#tests/helpers/test-db.ts';
import type { DoorDriver } from '../../adapters/door/index.ts';
import { createLogDoor } from '../../adapters/door/log.ts';
import {
  accessLogs,
  bookingPlayers,
  bookings,
  courts,
  subscriptions,
} from '../../db/schema/index.ts';
import { DOOR_BUSY_MESSAGE, DOOR_FAILED_MESSAGE, DOOR_OPENED_MESSAGE } from './service.ts';
import { addUser, DOOR, logsOf, unlock } from '#tests/helpers/door.ts';
import { translator } from '../../i18n.ts';

/** The spec's refusal at the door, in Spanish (the tests' language). */
const DOOR_NOT_ALLOWED_MESSAGE =
  'No tienes acceso: necesitas una membresía activa o una reserva en curso o que empiece en los próximos 30 minutos.';

const es = translator('es');

/** A clock the tests move by hand, so pulses and the rate-limit window pass without waiting. */
function testClock() {
  let current = new Date('2026-03-02T10:00:00Z');
  return {
    now: () => current,
    advance(ms: number) {
      current = new Date(current.getTime() + ms);
    },
  };
}

describe('door: who may open, the log, one at a time, the rate limit', () => {
  let t: TestApp;
  const clock = testClock();
  const logDoor = createLogDoor({ print: false });
  let failNext = false;
  const driver: DoorDriver = {
    kind: 'log',
    async pulse(doorId, pulseMs) {
      if (failNext) {
        failNext = false;
        throw new Error('relay offline');
      }
      await logDoor.pulse(doorId, pulseMs);
    },
  };

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now, adapters: { door: driver } });
  });
  afterAll(() => t.close());
  // Every test starts after the previous pulse and outside the previous rate-limit window.
  afterEach(() => clock.advance(120_000));

  it.each(['admin', 'coach', 'user-adult', 'user-youth', 'user-padel', 'vip', 'user'])(
    'opens for role %s, pulses the relay and logs it',
    async (role) => {
      const who = await addUser(t.database.db, role);
      const before = logDoor.pulses.length;
      const res = await unlock(t, who.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: es(DOOR_OPENED_MESSAGE) });
      expect(logDoor.pulses.length).toBe(before + 1);
      expect(logDoor.pulses.at(-1)).toMatchObject({ doorId: DOOR, pulseMs: 3000 });
      const rows = await logsOf(t.database.db, who.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ doorId: DOOR, result: 'opened', userRole: role });
      expect(rows[0]!.createdAt.toISOString()).toBe(clock.now().toISOString());
    },
  );

  it.each(['guess', 'uca', 'something-else'])(
    'refuses role %s with 409, the reason, no pulse, and a log row',
    async (role) => {
      const who = await addUser(t.database.db, role);
      const before = logDoor.pulses.length;
      const res = await unlock(t, who.cookie);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ success: false, message: DOOR_NOT_ALLOWED_MESSAGE });
      expect(logDoor.pulses.length).toBe(before);
      const rows = await logsOf(t.database.db, who.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ result: 'refused', reason: DOOR_NOT_ALLOWED_MESSAGE });
    },
  );

  it('opens for a non-member role holding an active membership subscription', async () => {
    const who = await addUser(t.database.db, 'guess');
    await t.database.db.insert(subscriptions).values({
      userId: who.id,
      gatewayId: `sub_${who.id}`,
      type: 'adult',
      status: 'active',
    });
    expect((await unlock(t, who.cookie)).statusCode).toBe(200);
  });

  it('honours a cancelled membership until its period ends, and not a school plan', async () => {
    const who = await addUser(t.database.db, 'guess');
    const end = new Date(clock.now().getTime() + 86_400_000);
    await t.database.db.insert(subscriptions).values([
      {
        userId: who.id,
        gatewayId: `a_${who.id}`,
        type: 'padel',
        status: 'canceled',
        currentPeriodEnd: end,
      },
      { userId: who.id, gatewayId: `b_${who.id}`, type: 'socio_6p_4h', status: 'active' },
    ]);
    expect((await unlock(t, who.cookie)).statusCode).toBe(200);
    clock.advance(2 * 86_400_000);
    expect((await unlock(t, who.cookie)).statusCode).toBe(409);
  });

  describe('a booking opens the door from 30 minutes before its start to its end', () => {
    let courtId = '';
    const minutes = (n: number) => new Date(clock.now().getTime() + n * 60_000);
    async function book(
      userId: string,
      startsInMinutes: number,
      options: { status?: 'active' | 'cancelled'; player?: string } = {},
    ) {
      if (!courtId) {
        const [court] = await t.database.db
          .insert(courts)
          .values({
            name: 'Pista 1',
            type: 'tennis',
            costNonMemberCents: 500,
            costUcaCents: 300,
            maxDaysInAdvance: { member: 7, nonMember: 2 },
            maxBookingsPerWeek: { member: 7, nonMember: 1 },
            openingTime: '08:00',
            closingTime: '22:00',
            slotMinutes: 60,
          })
          .returning();
        courtId = court!.id;
      }
      const [booking] = await t.database.db
        .insert(bookings)
        .values({
          courtId,
          userId,
          dateBooked: '2026-03-02',
          startsAt: minutes(startsInMinutes),
          endsAt: minutes(startsInMinutes + 60),
          slots: ['10:00 - 11:00'],
          status: options.status ?? 'active',
          totalCents: 1000,
        })
        .returning();
      if (options.player) {
        await t.database.db
          .insert(bookingPlayers)
          .values({ bookingId: booking!.id, position: 1, userId: options.player, isMember: false });
      }
    }

    it('opens 30 minutes before the start, not 31', async () => {
      const early = await addUser(t.database.db, 'guess');
      await book(early.id, 31);
      expect((await unlock(t, early.cookie)).statusCode).toBe(409);
      clock.advance(120_000);
      const onTime = await addUser(t.database.db, 'guess');
      await book(onTime.id, 30);
      expect((await unlock(t, onTime.cookie)).statusCode).toBe(200);
    });

    it('opens during the booking and for its players, not after its end', async () => {
      const booker = await addUser(t.database.db, 'guess');
      const player = await addUser(t.database.db, 'uca');
      await book(booker.id, -59, { player: player.id });
      expect((await unlock(t, player.cookie)).statusCode).toBe(200);
      clock.advance(120_000);
      expect((await unlock(t, booker.cookie)).statusCode).toBe(409);
    });

    it('ignores a cancelled booking', async () => {
      const who = await addUser(t.database.db, 'guess');
      await book(who.id, 10, { status: 'cancelled' });
      expect((await unlock(t, who.cookie)).statusCode).toBe(409);
    });
  });

  it('needs a session (401) and a valid body (400); neither writes a log row', async () => {
    const before = (await t.database.db.select().from(accessLogs)).length;
    expect((await unlock(t, undefined)).statusCode).toBe(401);
    const who = await addUser(t.database.db, 'admin');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/access/doors/unlock',
      headers: { cookie: who.cookie },
      payload: { door: 'main' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().success).toBe(false);
    expect((await t.database.db.select().from(accessLogs)).length).toBe(before);
  });

  it('refuses an unknown door with 404 and logs the attempt', async () => {
    const who = await addUser(t.database.db, 'admin');
    const res = await unlock(t, who.cookie, 'garaje');
    expect(res.statusCode).toBe(404);
    expect(await logsOf(t.database.db, who.id)).toMatchObject([
      { doorId: 'garaje', result: 'refused' },
    ]);
  });

  it('opens one door at a time: a press during the pulse gets 409, after it opens again', async () => {
    const a = await addUser(t.database.db, 'user-adult');
    const b = await addUser(t.database.db, 'vip');
    expect((await unlock(t, a.cookie)).statusCode).toBe(200);
    clock.advance(2_000);
    const busy = await unlock(t, b.cookie);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toBe(es(DOOR_BUSY_MESSAGE));
    expect(await logsOf(t.database.db, b.id)).toMatchObject([{ result: 'busy' }]);
    clock.advance(1_001);
    expect((await unlock(t, b.cookie)).statusCode).toBe(200);
  });

  it('limits a user to 5 presses a minute (429, logged), then lets them in again', async () => {
    const who = await addUser(t.database.db, 'user-adult');
    for (let i = 0; i < 5; i++) {
      expect((await unlock(t, who.cookie)).statusCode).toBe(200);
      clock.advance(4_000);
    }
    const limited = await unlock(t, who.cookie);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().success).toBe(false);
    const rows = await logsOf(t.database.db, who.id);
    expect(rows.map((r) => r.result).sort()).toEqual([
      'opened',
      'opened',
      'opened',
      'opened',
      'opened',
      'rate-limited',
    ]);
    clock.advance(60_000);
    expect((await unlock(t, who.cookie)).statusCode).toBe(200);
  });

  it('reports a relay failure (502), logs it and frees the door for a retry', async () => {
    const who = await addUser(t.database.db, 'admin');
    failNext = true;
    const res = await unlock(t, who.cookie);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ success: false, message: es(DOOR_FAILED_MESSAGE) });
    expect((await unlock(t, who.cookie)).statusCode).toBe(200);
    const results = (await logsOf(t.database.db, who.id)).map((r) => r.result).sort();
    expect(results).toEqual(['failed', 'opened']);
  });

  it('keeps the log append-only in the database itself', async () => {
    const who = await addUser(t.database.db, 'admin');
    await unlock(t, who.cookie);
    await expect(
      t.database.db.execute(sql`update access_logs set result = 'refused'`),
    ).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from access_logs`)).rejects.toThrow();
    // Deleting the user keeps the row, with the name and e-mail copied at the time.
    await t.database.db.execute(sql`delete from users where id = ${who.id}`);
    const rows = await t.database.db.select().from(accessLogs);
    expect(rows.some((r) => r.userId === null && r.userName === 'Persona admin')).toBe(true);
  });

  it('lists the log to admins only, newest first', async () => {
    const admin = await addUser(t.database.db, 'admin');
    const member = await addUser(t.database.db, 'user-adult');
    expect((await unlock(t, member.cookie)).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/access/logs?limit=1',
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.total).toBeGreaterThan(1);
    expect(body.logs).toHaveLength(1);
    expect(body.logs[0]).toMatchObject({
      user: { _id: member.id, role: 'user-adult' },
      doorId: DOOR,
      result: 'opened',
    });
    const forbidden = await t.app.inject({
      method: 'GET',
      url: '/api/access/logs',
      headers: { cookie: member.cookie },
    });
    expect(forbidden.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/access/logs' })).statusCode).toBe(401);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/access/logs?limit=-3',
      headers: { cookie: admin.cookie },
    });
    expect(bad.statusCode).toBe(400);
  });
});

const pg = describeOnPostgres();
describe.skipIf(!pg.run)(`door: concurrent presses on PostgreSQL ${pg.reason}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    const database = await createTestDatabase({ engine: 'postgres', poolSize: 30 });
    t = await createTestApp({ database, adapters: { door: createLogDoor({ print: false }) } });
  });
  afterAll(async () => {
    await t.close();
    await t.database.close();
  });

  it('lets exactly one of 20 members open at the same moment; the rest get 409', async () => {
    const members = await Promise.all(
      Array.from({ length: 20 }, () => addUser(t.database.db, 'user-adult')),
    );
    const answers = await Promise.all(members.map((m) => unlock(t, m.cookie)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    const rows = await t.database.db.select().from(accessLogs);
    expect(rows).toHaveLength(20);
  });

  it('holds the per-user limit under 10 simultaneous presses by one user', async () => {
    await new Promise((resolve) => setTimeout(resolve, 3100));
    const who = await addUser(t.database.db, 'vip');
    const answers = await Promise.all(Array.from({ length: 10 }, () => unlock(t, who.cookie)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(4);
    expect(codes.filter((c) => c === 429)).toHaveLength(5);
  });
});
