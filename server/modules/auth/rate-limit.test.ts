import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '#tests/helpers/auth.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { mailedToken, mailsTo } from '#tests/helpers/mails.ts';
import { LOGIN_LIMITS } from './rate-limit.ts';

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
    await createUser(t.database.db, { email: 'asediada@example.com', name: 'Asediada' });
  });
  afterAll(() => t.close());

  it('gives the 11th failure from one address a 429, even with the right password; the owner elsewhere logs in', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await login('objetivo@example.com', `mala${i}`, '10.6.0.1');
      expect(res.statusCode).toBe(401);
    }
    const eleventh = await login('objetivo@example.com', 'club1234', '10.6.0.1');
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toEqual({
      success: false,
      message: 'Demasiados intentos. Espera unos minutos e inténtalo de nuevo.',
    });
    // The owner, on another network, is not locked out; other accounts from there neither.
    expect((await login('objetivo@example.com', 'club1234', '10.6.9.9')).statusCode).toBe(200);
    expect((await login('vecino@example.com', 'club1234', '10.6.0.1')).statusCode).toBe(200);

    // After the window the right password works from the first address again.
    clock = new Date(clock.getTime() + 15 * 60_000 + 1000);
    expect((await login('objetivo@example.com', 'club1234', '10.6.0.1')).statusCode).toBe(200);
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

  it('pauses an account guessed from many addresses, mails its owner a reset link once, and the link lets them in', async () => {
    const email = 'asediada@example.com';
    const max = LOGIN_LIMITS.email.max;
    for (let i = 0; i < max; i++) {
      // Under every per-address limit: 10 addresses... and more.
      const res = await login(email, `mala${i}`, `10.8.${Math.floor(i / 10)}.${i % 10}`);
      expect(res.statusCode).toBe(401);
    }
    expect(await mailsTo(t.database.db, email)).toEqual([]);
    const refused = await login(email, 'club1234', '10.8.200.1');
    expect(refused.statusCode).toBe(429);
    expect((await login(email, 'mala', '10.8.200.2')).statusCode).toBe(429);
    const mails = await mailsTo(t.database.db, email);
    expect(mails.map((m) => m.subject)).toEqual([
      'Intentos de acceso a tu cuenta de Club de Tenis y Pádel',
    ]);
    expect(mails[0]!.text).toContain('Hola, Asediada:');

    const token = await mailedToken(t.database.db, email, '/reset');
    const reset = await t.app.inject({
      method: 'PUT',
      url: '/api/users/reset/new',
      payload: { token, password: 'nueva-clave-99' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(email, 'nueva-clave-99', '10.8.200.1')).statusCode).toBe(200);
  }, 120_000);
});
