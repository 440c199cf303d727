import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../tests/helpers/auth.ts';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app.ts';

describe('login rate limits (kept in the database)', () => {
  let t: TestApp;
  let clock = new Date('2026-04-01T09:00:00Z');
  const login = (email: string, password: string, remoteAddress = '10.5.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email, password },
      remoteAddress,
    });

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    await createUser(t.database.db, { email: 'objetivo@example.com' });
    await createUser(t.database.db, { email: 'vecino@example.com' });
  });
  afterAll(() => t.close());

  it('gives the 11th failed login for one e-mail within 15 minutes a 429, even with the right password', async () => {
    for (let i = 0; i < 10; i++) {
      // From different addresses: the per-e-mail limit must hold on its own.
      const res = await login('objetivo@example.com', `mala${i}`, `10.6.0.${i}`);
      expect(res.statusCode).toBe(401);
    }
    const eleventh = await login('objetivo@example.com', 'club1234', '10.6.1.1');
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().success).toBe(false);
    expect(eleventh.json().message).toMatch(/intentos/);

    // Other accounts are not affected.
    expect((await login('vecino@example.com', 'club1234', '10.6.1.1')).statusCode).toBe(200);

    // The window slides: after 15 minutes the right password works again.
    clock = new Date(clock.getTime() + 15 * 60_000 + 1000);
    expect((await login('objetivo@example.com', 'club1234', '10.6.1.1')).statusCode).toBe(200);
  });

  it('limits failed logins per IP across many e-mails', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 51; i++) {
      statuses.push((await login(`nadie${i}@example.com`, 'x', '10.7.0.1')).statusCode);
    }
    expect(statuses.slice(0, 50).every((s) => s === 401)).toBe(true);
    expect(statuses[50]).toBe(429);
    // The same address cannot log in to a real account either until the window passes.
    expect((await login('vecino@example.com', 'club1234', '10.7.0.1')).statusCode).toBe(429);
    expect((await login('vecino@example.com', 'club1234', '10.7.0.2')).statusCode).toBe(200);
  }, 120_000);
});
