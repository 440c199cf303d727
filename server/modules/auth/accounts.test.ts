import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userTokens, users } from '../../db/schema/index.ts';
import { createUser, loginAs } from '#tests/helpers/auth.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { mailedToken, mailsTo } from '#tests/helpers/mails.ts';

const PUBLIC_URL = 'http://club.test:8080';

describe('registration and e-mail confirmation', () => {
  let t: TestApp;
  let clock = new Date('2026-03-10T10:00:00Z');
  const post = (url: string, payload?: unknown, remoteAddress = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url: `/api${url}`, payload: payload as object, remoteAddress });

  beforeAll(async () => {
    t = await createTestApp({
      env: { PUBLIC_URL, CLUB_NAME: 'Club Raqueta Test' },
      now: () => clock,
    });
  });
  afterAll(() => t.close());

  it('registers a non-member, mails a Spanish confirmation link, and refuses login until confirmed', async () => {
    const res = await post('/users/register', {
      name: 'Lucía Nueva',
      email: 'Lucia@Example.com',
      password: 'secreta123',
      dob: '2001-02-03',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Registro exitoso. Revisa tu correo para confirmar tu cuenta.',
    });

    const [row] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'lucia@example.com'));
    expect(row).toMatchObject({ role: 'guess', name: 'Lucía Nueva', dob: '2001-02-03' });
    expect(row!.emailVerifiedAt).toBeNull();
    expect(row!.passwordHash).toMatch(/^scrypt\$/);

    const [mail] = await mailsTo(t.database.db, 'lucia@example.com');
    expect(mail!.subject).toContain('Club Raqueta Test');
    expect(mail!.text).toContain('Club Raqueta Test');
    expect(mail!.text).toContain(`${PUBLIC_URL}/verify-email?token=`);
    expect(mail!.html).toContain(`${PUBLIC_URL}/verify-email?token=`);

    const refused = await post('/users/login', {
      email: 'lucia@example.com',
      password: 'secreta123',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('EMAIL_NOT_VERIFIED');

    const token = await mailedToken(t.database.db, 'lucia@example.com', '/verify-email');
    const stored = await t.database.db
      .select()
      .from(userTokens)
      .where(eq(userTokens.userId, row!.id));
    // Only the hash is kept.
    expect(stored.map((s) => s.tokenHash)).not.toContain(token);
    expect(token.length).toBeGreaterThanOrEqual(43);

    const verified = await post('/users/verify-email', { token });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().success).toBe(true);

    const again = await post('/users/verify-email', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      success: false,
      message: 'El enlace de confirmación no es válido o ha caducado.',
    });

    const cookie = await loginAs(t.app, 'lucia@example.com', 'secreta123');
    expect(cookie).toMatch(/^club_session=/);
  });

  it("answers a taken e-mail with its code and the spec's text, whatever its case", async () => {
    const res = await post('/users/register', {
      name: 'Otra',
      email: 'LUCIA@example.com',
      password: 'secreta123',
      dob: '2001-02-03',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      message: 'El email ya está registrado.',
      code: 'EMAIL_TAKEN',
    });
  });

  it.each([
    ['no body', undefined],
    ['missing name', { email: 'a@b.es', password: 'secreta123', dob: '2000-01-01' }],
    ['missing email', { name: 'A', password: 'secreta123', dob: '2000-01-01' }],
    ['missing password', { name: 'A', email: 'a@b.es', dob: '2000-01-01' }],
    ['missing dob', { name: 'A', email: 'a@b.es', password: 'secreta123' }],
    ['empty name', { name: '  ', email: 'a@b.es', password: 'secreta123', dob: '2000-01-01' }],
    ['wrong types', { name: 1, email: ['a@b.es'], password: {}, dob: 20000101 }],
    ['bad e-mail', { name: 'A', email: 'a-at-b', password: 'secreta123', dob: '2000-01-01' }],
    ['short password', { name: 'A', email: 'a@b.es', password: 'corta', dob: '2000-01-01' }],
    ['bad date', { name: 'A', email: 'a@b.es', password: 'secreta123', dob: '2000-02-30' }],
    ['future date', { name: 'A', email: 'a@b.es', password: 'secreta123', dob: '2030-01-01' }],
    [
      'huge name',
      { name: 'x'.repeat(200_000), email: 'a@b.es', password: 'secreta123', dob: '2000-01-01' },
    ],
    [
      'huge password',
      { name: 'A', email: 'a@b.es', password: 'x'.repeat(200_000), dob: '2000-01-01' },
    ],
  ])('refuses registration with %s (400, message, nothing written)', async (_name, payload) => {
    const before = await t.database.db.select({ id: users.id }).from(users);
    const res = await post('/users/register', payload, '10.0.9.9');
    expect([400, 413]).toContain(res.statusCode);
    expect(res.json().success).toBe(false);
    expect(typeof res.json().message).toBe('string');
    const after = await t.database.db.select({ id: users.id }).from(users);
    expect(after.length).toBe(before.length);
  });

  it('gives Spanish field messages', async () => {
    const res = await post('/users/register', { name: 'A', email: 'a@b.es', dob: '2000-01-01' });
    expect(res.json().message).toContain('La contraseña es obligatorio');
  });

  it('expires confirmation links after 48 hours', async () => {
    await post('/users/register', {
      name: 'Tardón',
      email: 'tardon@example.com',
      password: 'secreta123',
      dob: '1999-09-09',
    });
    const token = await mailedToken(t.database.db, 'tardon@example.com', '/verify-email');
    clock = new Date(clock.getTime() + 48 * 3_600_000 + 1000);
    const res = await post('/users/verify-email', { token });
    expect(res.statusCode).toBe(400);

    // A new link can be asked for, and works.
    const resend = await post('/users/resend-verification', { email: 'tardon@example.com' });
    expect(resend.statusCode).toBe(200);
    const fresh = await mailedToken(t.database.db, 'tardon@example.com', '/verify-email');
    expect(fresh).not.toBe(token);
    expect((await post('/users/verify-email', { token: fresh })).statusCode).toBe(200);
  });

  it('answers resend the same for unknown, confirmed and unconfirmed e-mails', async () => {
    await createUser(t.database.db, { email: 'confirmado@example.com' });
    await createUser(t.database.db, { email: 'sinconfirmar@example.com', verified: false });
    const answers = [];
    for (const email of [
      'nadie@example.com',
      'confirmado@example.com',
      'sinconfirmar@example.com',
    ]) {
      const res = await post('/users/resend-verification', { email }, '10.0.3.3');
      answers.push({ status: res.statusCode, body: res.body });
    }
    expect(answers[0]!.status).toBe(200);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(await mailsTo(t.database.db, 'nadie@example.com')).toHaveLength(0);
    expect(await mailsTo(t.database.db, 'confirmado@example.com')).toHaveLength(0);
    expect(await mailsTo(t.database.db, 'sinconfirmar@example.com')).toHaveLength(1);
  });

  it('refuses bad verify and resend input with 400', async () => {
    for (const [url, payload] of [
      ['/users/verify-email', {}],
      ['/users/verify-email', { token: 5 }],
      ['/users/verify-email', { token: 'x'.repeat(10_000) }],
      ['/users/resend-verification', {}],
      ['/users/resend-verification', { email: 'no-es-email' }],
    ] as const) {
      const res = await post(url, payload);
      expect(res.statusCode, `${url} ${JSON.stringify(payload).slice(0, 40)}`).toBe(400);
      expect(res.json().success).toBe(false);
    }
    const unknown = await post('/users/verify-email', { token: 'a'.repeat(43) });
    expect(unknown.statusCode).toBe(400);
  });

  it('limits registrations per IP', async () => {
    let last = 0;
    for (let i = 0; i < 11; i++) {
      const res = await post(
        '/users/register',
        { name: `R${i}`, email: `r${i}@example.com`, password: 'corta', dob: '2000-01-01' },
        '10.0.7.7',
      );
      last = res.statusCode;
    }
    // Bad input is refused by the schema before it counts; well-formed attempts count.
    expect(last).toBe(400);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await post(
        '/users/register',
        { name: `R${i}`, email: `r${i}@example.com`, password: 'secreta123', dob: '2000-01-01' },
        '10.0.8.8',
      );
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('password reset', () => {
  let t: TestApp;
  let clock = new Date('2026-03-10T10:00:00Z');
  const post = (url: string, payload?: unknown, remoteAddress = '10.1.0.1') =>
    t.app.inject({ method: 'POST', url: `/api${url}`, payload: payload as object, remoteAddress });
  const putNew = (payload: unknown) =>
    t.app.inject({ method: 'PUT', url: '/api/users/reset/new', payload: payload as object });

  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL }, now: () => clock });
    await createUser(t.database.db, { email: 'socia@example.com', name: 'Socia' });
  });
  afterAll(() => t.close());

  it('answers known and unknown e-mails identically, mailing only the known one', async () => {
    const known = await post('/users/reset', { email: 'socia@example.com' });
    const unknown = await post('/users/reset', { email: 'fantasma@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(known.json().success).toBe(true);
    expect(await mailsTo(t.database.db, 'fantasma@example.com')).toHaveLength(0);
    const [mail] = await mailsTo(t.database.db, 'socia@example.com');
    expect(mail!.text).toContain(`${PUBLIC_URL}/reset?token=`);
  });

  it('checks, uses once, and ends every session of the account', async () => {
    const session = await loginAs(t.app, 'socia@example.com');
    const token = await mailedToken(t.database.db, 'socia@example.com', '/reset');

    const check = await post('/users/reset/verify', { token });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ success: true });

    const done = await putNew({ token, password: 'nuevaClave1' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ success: true });
    expect(typeof done.json().message).toBe('string');

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { cookie: session },
    });
    expect(me.statusCode).toBe(401);

    const reused = await putNew({ token, password: 'otraClave22' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe('El enlace de recuperación es inválido o ha expirado.');
    expect((await post('/users/reset/verify', { token })).statusCode).toBe(400);

    await loginAs(t.app, 'socia@example.com', 'nuevaClave1');
    const old = await post('/users/login', { email: 'socia@example.com', password: 'club1234' });
    expect(old.statusCode).toBe(401);
  });

  it('expires reset links after one hour', async () => {
    await post('/users/reset', { email: 'socia@example.com' });
    const token = await mailedToken(t.database.db, 'socia@example.com', '/reset');
    clock = new Date(clock.getTime() + 3_600_000 + 1000);
    expect((await post('/users/reset/verify', { token })).statusCode).toBe(400);
    expect((await putNew({ token, password: 'nuevaClave2' })).statusCode).toBe(400);
  });

  it('refuses bad reset input with 400', async () => {
    for (const payload of [
      {},
      { token: 'x' },
      { password: 'nuevaClave3' },
      { token: 1, password: 2 },
      { token: 'x', password: 'corta' },
      { token: 'x', password: 'y'.repeat(100_000) },
    ]) {
      const res = await putNew(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
    }
    for (const payload of [{}, { email: 'x' }, { email: 3 }]) {
      expect((await post('/users/reset', payload)).statusCode).toBe(400);
    }
    expect((await post('/users/reset/verify', {})).statusCode).toBe(400);
  });

  it('limits reset requests per e-mail, the same for unknown e-mails', async () => {
    for (const email of ['socia@example.com', 'fantasma2@example.com']) {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        statuses.push((await post('/users/reset', { email }, `10.2.0.${i}`)).statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    }
  });
});

describe('REGISTER_LIMIT_PER_IP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { REGISTER_LIMIT_PER_IP: '2' } });
  });
  afterAll(() => t.close());

  it('sets how many registrations one IP may make per hour', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/users/register',
        payload: {
          name: 'L',
          email: `l${i}@example.com`,
          password: 'secreta123',
          dob: '2000-01-01',
        },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });
});
