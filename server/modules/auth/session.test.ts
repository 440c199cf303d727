import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, seedDemoClub } from '../../seed/index.ts';
import { createUser, loginAs } from '#tests/helpers/auth.ts';
import { createTestApp, sessionCookieFrom, type TestApp } from '#tests/helpers/test-app.ts';

const USER_KEYS = [
  'dni',
  'dob',
  'email',
  'id',
  'image',
  'isUca',
  // Beyond the spec's object: the language the account reads the club in (decision 089).
  'language',
  'league',
  'name',
  'role',
  'subscriptions',
  'universityCard',
];

describe('login, logout and the signed-in user', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoClub(t.database.db);
  });
  afterAll(() => t.close());

  it('logs a demo account in and answers the spec user object', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: 'UCA@club.local ', password: 'club1234' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(typeof body.message).toBe('string');
    expect(Object.keys(body.user).sort()).toEqual(USER_KEYS);
    expect(body.user).toMatchObject({
      email: 'uca@club.local',
      role: 'uca',
      isUca: true,
      image: null,
      universityCard: null,
      dob: '2003-10-02',
      subscriptions: [],
    });
    expect(body.user).not.toHaveProperty('passwordHash');
  });

  it('every seeded demo account (one per role) logs in with the demo password', async () => {
    const roles = new Set<string>();
    for (const account of DEMO_ACCOUNTS) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: account.email, password: 'club1234' },
      });
      expect(res.statusCode, account.email).toBe(200);
      roles.add(res.json().user.role);
    }
    for (const role of ['admin', 'coach', 'user-adult', 'user-youth', 'user-padel', 'vip', 'uca']) {
      expect(roles).toContain(role);
    }
    expect(roles).toContain('guess');
  });

  it('refuses wrong credentials with the spec message, known or unknown e-mail', async () => {
    for (const email of ['socio@club.local', 'nadie@club.local']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email, password: 'incorrecta' },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, message: 'Email o contraseña incorrectos.' });
      expect(res.cookies.find((c) => c.name === 'club_session')).toBeUndefined();
    }
  });

  it('refuses an unconfirmed account, saying why', async () => {
    await createUser(t.database.db, { email: 'pendiente@club.local', verified: false });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: 'pendiente@club.local', password: 'club1234' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, code: 'EMAIL_NOT_VERIFIED' });
    expect(res.json().message).toMatch(/confirm/i);
    expect(res.cookies.find((c) => c.name === 'club_session')).toBeUndefined();
  });

  it.each([
    ['no body', undefined],
    ['missing password', { email: 'socio@club.local' }],
    ['missing email', { password: 'club1234' }],
    ['wrong types', { email: 42, password: true }],
    ['not an e-mail', { email: 'socio', password: 'club1234' }],
    ['huge email', { email: `${'a'.repeat(100_000)}@club.local`, password: 'x' }],
    ['huge password', { email: 'socio@club.local', password: 'x'.repeat(100_000) }],
  ])('answers bad login input (%s) with a 400 and a message', async (_name, payload) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/users/login', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
    expect(res.json().message.length).toBeGreaterThan(0);
  });

  it('GET /users/me is 401 without a session and the user with one', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/users/me' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().success).toBe(false);

    const cookie = await loginAs(t.app, 'socio@club.local');
    const res = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      user: { email: 'socio@club.local', role: 'user-adult', league: true, isUca: false },
    });
  });

  it('GET /users/session answers a visitor, an unknown cookie and a member with 200', async () => {
    const visitor = await t.app.inject({ method: 'GET', url: '/api/users/session' });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toEqual({ success: true, user: null });
    const stale = await t.app.inject({
      method: 'GET',
      url: '/api/users/session',
      headers: { cookie: 'club_session=not-a-session' },
    });
    expect(stale.json()).toEqual({ success: true, user: null });

    const cookie = await loginAs(t.app, 'socio@club.local');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/users/session',
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      user: { email: 'socio@club.local', role: 'user-adult' },
    });
    expect(res.json().user).not.toHaveProperty('password');
  });

  it('sets an HttpOnly, SameSite=Lax cookie, not Secure on plain local http', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: 'socio@club.local', password: 'club1234' },
    });
    const cookie = res.cookies.find((c) => c.name === 'club_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
  });

  it('rotates the cookie at login: the previous session stops working', async () => {
    const first = await loginAs(t.app, 'socio@club.local');
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { cookie: first },
      payload: { email: 'socio@club.local', password: 'club1234' },
    });
    const second = sessionCookieFrom(again);
    expect(second).not.toBe(first);
    const old = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { cookie: first },
    });
    expect(old.statusCode).toBe(401);
    const current = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { cookie: second },
    });
    expect(current.statusCode).toBe(200);
  });

  it('a session cookie does not survive logout', async () => {
    const cookie = await loginAs(t.app, 'vip@club.local');
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/users/logout',
      headers: { cookie },
    });
    expect(out.statusCode).toBe(200);
    expect(out.json().success).toBe(true);
    const cleared = out.cookies.find((c) => c.name === 'club_session');
    expect(cleared?.value).toBe('');
    const after = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } });
    expect(after.statusCode).toBe(401);
  });

  it('logout without a session is harmless', async () => {
    const out = await t.app.inject({ method: 'POST', url: '/api/users/logout' });
    expect(out.statusCode).toBe(200);
  });
});

describe('cookies behind https', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://club.example' } });
    await createUser(t.database.db, { email: 'socio@club.local' });
  });
  afterAll(() => t.close());

  it('marks the session cookie Secure when PUBLIC_URL is https', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: 'socio@club.local', password: 'club1234' },
    });
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'club_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: true });
  });
});
