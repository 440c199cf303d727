import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingUpdatedEvent, courtRoom, scheduleUpdatedEvent } from '@/api/bookings.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { createTestDatabase, describeOnPostgres } from '#tests/helpers/test-db.ts';
import { nextEvent, socketClients, subscribe } from '#tests/helpers/sockets.ts';
import { openDatabase, type DatabaseHandle } from '../../../db/client.ts';
import { NOW, seedClubCourts, userWithSession, type Club } from '#tests/helpers/bookings.ts';

const pgRun = describeOnPostgres();

/** Every event that arrives on the socket from now on, as [name, payload]. */
function heard(socket: Socket): Array<[string, unknown]> {
  const events: Array<[string, unknown]> = [];
  socket.onAny((name: string, payload: unknown) => void events.push([name, payload]));
  return events;
}

/**
 * A booking's creation tells the other instances from inside its write (an id-only
 * notification): their sockets hear the same events as the creating instance's, once.
 */
describe.skipIf(!pgRun.run)(`booking creation across instances ${pgRun.reason}`, () => {
  let database: DatabaseHandle;
  let second: DatabaseHandle;
  let a: TestApp;
  let b: TestApp;
  let club: Club;
  const clients = socketClients();

  beforeAll(async () => {
    database = await createTestDatabase({ engine: 'postgres' });
    second = await openDatabase({ url: database.url! });
    a = await createTestApp({ database, now: () => NOW });
    b = await createTestApp({ database: second, now: () => NOW });
    club = await seedClubCourts(database.db);
    await a.app.listen({ host: '127.0.0.1', port: 0 });
    await b.app.listen({ host: '127.0.0.1', port: 0 });
    for (let i = 0; i < 100 && !(a.app.realtime.cacheable() && b.app.realtime.cacheable()); i++) {
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(b.app.realtime.status()).toBe('connected');
  });
  afterAll(async () => {
    clients.closeAll();
    await a?.close();
    await b?.close();
    await second?.close();
    await database?.close();
  });

  it('the booker and a player on instance B, and B’s open schedule, hear a booking made on A once', async () => {
    const db = database.db;
    const ana = await userWithSession(db, { email: 'ana@test.local', role: 'user-adult' });
    const beto = await userWithSession(db, { email: 'beto@test.local', role: 'vip' });
    const carla = await userWithSession(db, { email: 'carla@test.local', role: 'vip' });
    const courtId = club.courts.tennis1;
    const onA = await clients.connect(a.app, ana.cookie);
    const onB = await clients.connect(b.app, ana.cookie);
    const betoOnB = await clients.connect(b.app, beto.cookie);
    const carlaOnB = await clients.connect(b.app, carla.cookie);
    expect(await subscribe(carlaOnB, courtRoom(courtId))).toBe(true);
    const schedule = nextEvent(carlaOnB, scheduleUpdatedEvent(courtId));
    const onAHeard = heard(onA);
    const onBHeard = heard(onB);
    const betoHeard = heard(betoOnB);

    const res = await a.app.inject({
      method: 'POST',
      url: '/api/users/booking',
      headers: { cookie: ana.cookie },
      payload: {
        courtId,
        dateBooked: '2026-11-23',
        timeBooked: ['12:00 - 13:00'],
        players: [{ isMember: true, memberId: beto.id }],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const booking = res.json().booking;
    const event = bookingUpdatedEvent(booking._id);
    const sent = { bookingId: booking._id, booking, action: 'created' };

    expect(await schedule).toEqual({
      courtId,
      dateBooked: '2026-11-23',
      bookingId: booking._id,
      action: 'created',
    });
    for (let i = 0; i < 50 && (onBHeard.length === 0 || betoHeard.length === 0); i++) {
      await new Promise((r) => setTimeout(r, 100));
    }
    // Long enough for a second copy to arrive, were one sent.
    await new Promise((r) => setTimeout(r, 500));
    for (const events of [onAHeard, onBHeard, betoHeard]) expect(events).toEqual([[event, sent]]);
  });
});
