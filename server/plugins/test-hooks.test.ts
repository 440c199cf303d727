import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { userWithSession } from '#tests/helpers/bookings.ts';

describe('test request hooks (X-Test-Now, X-Test-Rain)', () => {
  it('are off by default and refused in production', () => {
    expect(loadConfig({}).testRequestHooks).toBe(false);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        ALLOW_SANDBOX_PAYMENTS: 'true',
        TEST_REQUEST_HOOKS: 'true',
      }),
    ).toThrow(ConfigError);
  });

  describe('on and off', () => {
    let on: TestApp;
    let off: TestApp;
    let cookie: string;
    beforeAll(async () => {
      on = await createTestApp({ env: { TEST_REQUEST_HOOKS: 'true' } });
      off = await createTestApp({ database: on.database });
      ({ cookie } = await userWithSession(on.database.db, { email: 'w@test.local' }));
    });
    afterAll(async () => {
      await off.close();
      await on.close();
    });

    const weather = (t: TestApp, headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/weather',
        headers: { cookie, ...headers },
        payload: { date: '2026-11-22T00:00:00.000Z', days: 1 },
      });

    it('with the flag, a request gets its own forecast; a bad header is a 400', async () => {
      const res = await weather(on, { 'x-test-rain': '80', 'x-test-now': '2026-11-21T09:00:00Z' });
      expect(res.statusCode).toBe(200);
      const entries = res.json() as Array<{ values: { precipitationProbability: number } }>;
      expect(entries.length).toBeGreaterThan(0);
      expect(entries.every((e) => e.values.precipitationProbability === 80)).toBe(true);
      expect((await weather(on, { 'x-test-rain': 'lots' })).statusCode).toBe(400);
      expect((await weather(on, { 'x-test-now': 'yesterday' })).statusCode).toBe(400);
    });

    it('without it, the headers change nothing', async () => {
      const res = await weather(off, { 'x-test-rain': '80', 'x-test-now': '2026-11-21T09:00:00Z' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
    });
  });
});
