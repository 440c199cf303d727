import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { createTestDatabase, describeOnPostgres } from '#tests/helpers/test-db.ts';
import { disconnected, nextEvent, socketClients } from '#tests/helpers/sockets.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { realtimeMessages } from './db/schema/index.ts';
import { userWithSession } from '#tests/helpers/bookings.ts';

const pgRun = describeOnPostgres();

/** Polls until `check` holds, failing after `ms`. */
async function eventually(check: () => Promise<boolean>, ms: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < ms) {
    if (await check()) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`not within ${ms} ms`);
}

/** Two instances on one PostgreSQL database, as behind a load balancer. */
describe.skipIf(!pgRun.run)(`realtime across instances on PostgreSQL ${pgRun.reason}`, () => {
  let database: DatabaseHandle;
  let second: DatabaseHandle;
  let a: TestApp;
  let b: TestApp;
  const clients = socketClients();

  beforeAll(async () => {
    database = await createTestDatabase({ engine: 'postgres' });
    second = await openDatabase({ url: database.url! });
    a = await createTestApp({ database });
    b = await createTestApp({ database: second });
    await a.app.listen({ host: '127.0.0.1', port: 0 });
    await b.app.listen({ host: '127.0.0.1', port: 0 });
    for (const t of [a, b]) {
      await eventually(async () => t.app.realtime.status() === 'connected', 5_000);
    }
  });
  afterAll(async () => {
    clients.closeAll();
    await a?.close();
    await b?.close();
    await second?.close();
    await database?.close();
  });

  it('carries a 10 KB event from instance A to a socket on instance B', async () => {
    const ana = await userWithSession(database.db, { email: 'ana@test.local' });
    const socket = await clients.connect(b.app, ana.cookie);
    const names = Array.from({ length: 100 }, (_, i) => `Jugadora número ${i} con nombre largo`);
    const payload = { bookingId: 'b1', players: names, note: 'ñ'.repeat(3_500) };
    expect(Buffer.byteLength(JSON.stringify(payload))).toBeGreaterThan(10_000);
    const heard = nextEvent(socket, `bookingUpdated:b1`);
    a.app.realtime.emitToUser(ana.id, 'bookingUpdated:b1', payload);
    expect(await heard).toEqual(payload);
    // It travelled through the table: a notification cannot hold it.
    const stored = await database.db.select().from(realtimeMessages);
    expect(stored.map((row) => JSON.parse(row.payload))).toContainEqual(
      expect.objectContaining({ event: 'bookingUpdated:b1', payload }),
    );
    // And a small one, which travels inside the notification.
    const small = nextEvent(socket, `walletUpdated:${ana.id}`);
    a.app.realtime.emitToUser(ana.id, `walletUpdated:${ana.id}`, { balance: 12.5 });
    expect(await small).toEqual({ balance: 12.5 });
  });

  it('survives pg_terminate_backend of the LISTEN connections and listens again', async () => {
    const beto = await userWithSession(database.db, { email: 'beto@test.local' });
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    const terminated = await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and query like 'LISTEN%'`,
    );
    await admin.end();
    expect(terminated.rowCount).toBe(2);
    // Both instances notice, stay up and reconnect on their own.
    for (const t of [a, b]) {
      await eventually(async () => t.app.realtime.status() === 'reconnecting', 2_000).catch(
        () => 0,
      );
    }
    for (const t of [a, b]) {
      await eventually(async () => t.app.realtime.status() === 'connected', 10_000);
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.json()).toMatchObject({ status: 'ok', realtime: 'connected' });
    }
    const socket = await clients.connect(b.app, beto.cookie);
    const heard = nextEvent(socket, `userUpdated:${beto.id}`);
    a.app.realtime.emitToUser(beto.id, `userUpdated:${beto.id}`, { id: beto.id });
    expect(await heard).toEqual({ id: beto.id });
  });

  it('logging out on instance A disconnects that session’s sockets on instance B', async () => {
    const carla = await userWithSession(database.db, { email: 'carla@test.local' });
    const other = await userWithSession(database.db, { email: 'carla2@test.local' });
    const onB = await clients.connect(b.app, carla.cookie);
    const alsoOnA = await clients.connect(a.app, carla.cookie);
    const bystander = await clients.connect(b.app, other.cookie);
    const goneB = disconnected(onB);
    const goneA = disconnected(alsoOnA);
    const res = await a.app.inject({
      method: 'POST',
      url: '/api/users/logout',
      headers: { cookie: carla.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(await goneB).toBe('io server disconnect');
    expect(await goneA).toBe('io server disconnect');
    expect(bystander.connected).toBe(true);
  });
});
