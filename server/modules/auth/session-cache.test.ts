import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { within } from '#tests/helpers/within.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { createTestDatabase, describeOnPostgres } from '#tests/helpers/test-db.ts';
import { openDatabase, type DatabaseHandle } from '../../db/client.ts';
import { sessions } from '../../db/schema/index.ts';
import { userWithSession } from '#tests/helpers/bookings.ts';

const pgRun = describeOnPostgres();

const status = (t: TestApp, url: string, cookie: string) =>
  t.app.inject({ method: 'GET', url, headers: { cookie } }).then((r) => r.statusCode);

/** Two instances on one PostgreSQL database, as behind a load balancer, each caching sessions. */
describe.skipIf(!pgRun.run)(`session cache across instances ${pgRun.reason}`, () => {
  let database: DatabaseHandle;
  let second: DatabaseHandle;
  let a: TestApp;
  let b: TestApp;
  let admin: { id: string; cookie: string };

  beforeAll(async () => {
    database = await createTestDatabase({ engine: 'postgres' });
    second = await openDatabase({ url: database.url! });
    a = await createTestApp({ database });
    b = await createTestApp({ database: second });
    for (const t of [a, b]) await within(5_000, async () => t.app.realtime.cacheable());
    admin = await userWithSession(database.db, { email: 'admin@test.local', role: 'admin' });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await second?.close();
    await database?.close();
  });

  it('caches the session: a row deleted behind the app’s back is not read again', async () => {
    const eva = await userWithSession(database.db, { email: 'eva@test.local' });
    expect(await status(b, '/api/users/me', eva.cookie)).toBe(200);
    // Nobody told the instances: B still trusts its memory (this is what the bus is for).
    await database.db.delete(sessions).where(eq(sessions.userId, eva.id));
    expect(await status(b, '/api/users/bookings', eva.cookie)).toBe(200);
  });

  it('a logout on instance A is refused by instance B within a second', async () => {
    const ana = await userWithSession(database.db, { email: 'ana@test.local' });
    expect(await status(b, '/api/users/bookings', ana.cookie)).toBe(200);
    expect(await status(a, '/api/users/bookings', ana.cookie)).toBe(200);
    const out = await a.app.inject({
      method: 'POST',
      url: '/api/users/logout',
      headers: { cookie: ana.cookie },
    });
    expect(out.statusCode).toBe(200);
    expect(await status(a, '/api/users/bookings', ana.cookie)).toBe(401);
    await within(1_000, async () => (await status(b, '/api/users/bookings', ana.cookie)) === 401);
  });

  it('an account disabled on A is refused by B within a second', async () => {
    const beto = await userWithSession(database.db, { email: 'beto@test.local' });
    expect(await status(b, '/api/users/bookings', beto.cookie)).toBe(200);
    const res = await a.app.inject({
      method: 'POST',
      url: `/api/admin/users/${beto.id}/disable`,
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(200);
    await within(1_000, async () => (await status(b, '/api/users/bookings', beto.cookie)) === 401);
  });

  it('a role taken away on A is no longer granted by B within a second', async () => {
    const carla = await userWithSession(database.db, { email: 'carla@test.local', role: 'admin' });
    expect(await status(b, '/api/admin/users', carla.cookie)).toBe(200);
    const res = await a.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${carla.id}/role`,
      headers: { cookie: admin.cookie },
      payload: { role: null },
    });
    expect(res.statusCode).toBe(200);
    await within(1_000, async () => (await status(b, '/api/admin/users', carla.cookie)) === 403);
    // Still signed in: only the role changed.
    expect(await status(b, '/api/users/bookings', carla.cookie)).toBe(200);
  });
});

describe('session cache on one instance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('never holds a logged-out session, even for a moment', async () => {
    const dora = await userWithSession(t.database.db, { email: 'dora@test.local' });
    expect(await status(t, '/api/users/bookings', dora.cookie)).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/api/users/logout',
      headers: { cookie: dora.cookie },
    });
    expect(await status(t, '/api/users/bookings', dora.cookie)).toBe(401);
  });

  it('answers a changed role on the very next request', async () => {
    const admin = await userWithSession(t.database.db, { email: 'boss@test.local', role: 'admin' });
    const fede = await userWithSession(t.database.db, { email: 'fede@test.local', role: 'admin' });
    expect(await status(t, '/api/admin/users', fede.cookie)).toBe(200);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${fede.id}/role`,
      headers: { cookie: admin.cookie },
      payload: { role: null },
    });
    expect(res.statusCode).toBe(200);
    expect(await status(t, '/api/admin/users', fede.cookie)).toBe(403);
  });
});
