/**
 * Counted limits hold exactly when the attempts arrive at once on several instances: each attempt
 * is recorded and counted in one statement (rate_counters), so no two see the same count.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '#tests/helpers/auth.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { createTestDatabase, describeOnPostgres } from '#tests/helpers/test-db.ts';
import { createLogDoor } from '../../adapters/door/log.ts';
import { createSession } from './session.ts';
import { LIMITS, LOGIN_LIMITS } from './rate-limit.ts';

const pg = describeOnPostgres();

describe.skipIf(!pg.run)(`counted limits over two instances ${pg.reason}`, () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const database = await createTestDatabase({ engine: 'postgres' });
    const adapters = { door: createLogDoor({ print: false }) };
    a = await createTestApp({ database, adapters });
    b = await createTestApp({ database, adapters });
    await createUser(database.db, { email: 'blanco@example.com' });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await a.database.close();
  });

  const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

  it('20 wrong passwords at once, 10 to each instance: exactly 10 answered 401, 10 refused', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? a : b).app.inject({
          method: 'POST',
          url: '/api/users/login',
          payload: { email: 'blanco@example.com', password: `mala-${i}` },
          remoteAddress: '10.20.0.1',
        }),
      ),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(count(statuses, 401)).toBe(LOGIN_LIMITS.pair.max);
    expect(count(statuses, 429)).toBe(20 - LOGIN_LIMITS.pair.max);
    // The owner on another network still logs in, on either instance.
    const owner = await a.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: 'blanco@example.com', password: 'club1234' },
      remoteAddress: '10.21.0.1',
    });
    expect(owner.statusCode).toBe(200);
  });

  it('reset links asked 12 times at once over two instances: exactly the limit is mailed', async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        (i % 2 ? a : b).app.inject({
          method: 'POST',
          url: '/api/users/reset',
          payload: { email: 'blanco@example.com' },
          remoteAddress: `10.22.0.${i}`,
        }),
      ),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(count(statuses, 200)).toBe(LIMITS.reset.email!.max);
    expect(count(statuses, 429)).toBe(12 - LIMITS.reset.email!.max);
  });

  it('10 door presses at once by one member over two instances: one opens, the limit holds', async () => {
    const id = await createUser(a.database.db, { email: 'puerta@example.com', role: 'vip' });
    const cookie = `club_session=${await createSession(a.database.db, id)}`;
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        (i % 2 ? a : b).app.inject({
          method: 'POST',
          url: '/api/access/doors/unlock',
          headers: { cookie },
          payload: { doorId: 'main' },
        }),
      ),
    );
    const statuses = results.map((r) => r.statusCode);
    // 5 presses a minute: one opens, four find it opening, the other five are over the limit.
    expect(count(statuses, 200)).toBe(1);
    expect(count(statuses, 409)).toBe(4);
    expect(count(statuses, 429)).toBe(5);
  });
});
