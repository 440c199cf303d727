import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { within } from '#tests/helpers/within.ts';
import { countStatements } from '#tests/helpers/statements.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { createTestDatabase, describeOnPostgres } from '#tests/helpers/test-db.ts';
import { userWithSession } from '#tests/helpers/bookings.ts';
import { openDatabase, type DatabaseHandle } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { createProfileCache, PROFILE_CACHE_TTL_MS } from './profile-cache.ts';

const me = async (t: TestApp, cookie: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.json<{ user: { name: string; role: string } }>().user;
};

describe('the profile cache on one instance', () => {
  let t: TestApp;
  let admin: { id: string; cookie: string };
  beforeAll(async () => {
    t = await createTestApp();
    admin = await userWithSession(t.database.db, { email: 'boss@test.local', role: 'admin' });
  });
  afterAll(() => t.close());

  it('answers a warm /users/me without a statement', async () => {
    const ana = await userWithSession(t.database.db, { email: 'ana@test.local' });
    const counter = countStatements(t.database);
    await me(t, ana.cookie);
    expect((await counter.take()).length).toBeGreaterThan(0);
    await me(t, ana.cookie);
    expect(await counter.take()).toEqual([]);
  });

  it('answers a warm /users/me with the same bytes and ETag, 304 while unchanged', async () => {
    const eva = await userWithSession(t.database.db, { email: 'eva@test.local' });
    const get = (etag?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/users/me',
        headers: { cookie: eva.cookie, ...(etag ? { 'if-none-match': etag } : {}) },
      });
    const first = await get();
    expect(first.json().user.email).toBe('eva@test.local');
    const second = await get();
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect((await get(first.headers.etag as string)).statusCode).toBe(304);
  });

  it('shows a changed name and a changed role on the very next request', async () => {
    const beto = await userWithSession(t.database.db, { email: 'beto@test.local' });
    expect((await me(t, beto.cookie)).role).toBe('guess');
    const role = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${beto.id}/role`,
      headers: { cookie: admin.cookie },
      payload: { role: 'vip' },
    });
    expect(role.statusCode).toBe(200);
    expect((await me(t, beto.cookie)).role).toBe('vip');
    const named = await t.app.inject({
      method: 'PUT',
      url: '/api/users/update',
      headers: { cookie: beto.cookie, 'content-type': 'multipart/form-data; boundary=x' },
      payload:
        '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nAlberto Pérez\r\n--x--\r\n',
    });
    expect(named.statusCode).toBe(200);
    expect((await me(t, beto.cookie)).name).toBe('Alberto Pérez');
  });
});

describe('the profile cache itself', () => {
  let database: DatabaseHandle;
  let userId: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    userId = (await userWithSession(database.db, { email: 'cris@test.local' })).id;
  });
  afterAll(() => database.close());

  const rename = (name: string) =>
    database.db.update(users).set({ name }).where(eq(users.id, userId));

  it('keeps a profile until it is forgotten or its time is up, and nothing while untrusted', async () => {
    let forgetUser: (ids: readonly string[] | null) => void = () => {};
    let trusted = true;
    let clock = 0;
    const cache = createProfileCache(
      database.db,
      { onForget: (_topic, listener) => (forgetUser = listener), cacheable: () => trusted },
      () => clock,
    );
    await rename('Cristina');
    expect((await cache.find(userId))?.name).toBe('Cristina');
    // Changed behind the cache's back (nobody said so): the kept profile is answered.
    await rename('Cris');
    expect((await cache.find(userId))?.name).toBe('Cristina');
    forgetUser([userId]);
    expect((await cache.find(userId))?.name).toBe('Cris');
    await rename('Cristina Ruiz');
    clock += PROFILE_CACHE_TTL_MS;
    expect((await cache.find(userId))?.name).toBe('Cristina Ruiz');
    // The bus is down: every read goes to the database.
    trusted = false;
    await rename('C. Ruiz');
    expect((await cache.find(userId))?.name).toBe('C. Ruiz');
    await rename('Cristina R.');
    expect((await cache.find(userId))?.name).toBe('Cristina R.');
    expect(await cache.find('00000000-0000-4000-8000-000000000000')).toBeNull();
  });
});

const pgRun = describeOnPostgres();

describe.skipIf(!pgRun.run)(`the profile cache across instances ${pgRun.reason}`, () => {
  let database: DatabaseHandle;
  let second: DatabaseHandle;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase({ engine: 'postgres' });
    second = await openDatabase({ url: database.url! });
    a = await createTestApp({ database });
    b = await createTestApp({ database: second });
    for (const t of [a, b]) await within(5_000, async () => t.app.realtime.cacheable());
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await second?.close();
    await database?.close();
  });

  it('a role changed on A is shown by B within a second', async () => {
    const admin = await userWithSession(database.db, { email: 'admin@test.local', role: 'admin' });
    const dani = await userWithSession(database.db, { email: 'dani@test.local' });
    expect((await me(b, dani.cookie)).role).toBe('guess');
    const res = await a.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${dani.id}/role`,
      headers: { cookie: admin.cookie },
      payload: { role: 'vip' },
    });
    expect(res.statusCode).toBe(200);
    await within(1_000, async () => (await me(b, dani.cookie)).role === 'vip');
  });
});
