/**
 * The server answers in the asker's language (decision 089): the account's when it keeps one,
 * else a visitor's Accept-Language, else Spanish; the account's language is set through its own
 * route and comes back on the profile.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userWithSession } from '#tests/helpers/bookings.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { translator } from './i18n.ts';

describe('refusals in the asker language', () => {
  let t: TestApp;
  let member: string;

  beforeAll(async () => {
    t = await createTestApp();
    ({ cookie: member } = await userWithSession(t.database.db, {
      email: 'idioma@test.local',
      role: 'user-adult',
    }));
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it("words a visitor's refusal by Accept-Language, Spanish when it names none of the three", async () => {
    const cases: Array<[string | undefined, string]> = [
      [undefined, 'No has iniciado sesión.'],
      ['ca-ES,ca;q=0.9,es;q=0.8', 'No has iniciat sessió.'],
      ['en-GB,en;q=0.9', 'You are not signed in.'],
      ['de-DE,fr;q=0.8', 'No has iniciado sesión.'],
    ];
    for (const [language, message] of cases) {
      const res = await get('/api/users/bookings', language ? { 'accept-language': language } : {});
      expect([res.statusCode, res.json()], language).toEqual([401, { success: false, message }]);
    }
  });

  it("words a taken e-mail at registration in the visitor's language, with its code", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/register',
      headers: { 'accept-language': 'en-GB' },
      payload: {
        name: 'Otra',
        email: 'idioma@test.local',
        password: 'secreta123',
        dob: '2001-02-03',
      },
    });
    expect([res.statusCode, res.json()]).toEqual([
      409,
      {
        success: false,
        message: 'This e-mail address is already registered.',
        code: 'EMAIL_TAKEN',
      },
    ]);
  });

  it("keeps the member's language on the account, and words their refusals in it", async () => {
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me/language',
      headers: { cookie: member },
      payload: { language: 'en' },
    });
    expect([set.statusCode, set.json()]).toEqual([200, { success: true, language: 'en' }]);
    expect((await get('/api/users/me', { cookie: member })).json().user.language).toBe('en');
    // The account wins over what this one request accepts.
    const refused = await get('/api/admin/users', { cookie: member, 'accept-language': 'ca' });
    expect([refused.statusCode, refused.json()]).toEqual([
      403,
      { success: false, message: 'You do not have permission to do this.' },
    ]);
  });

  it('refuses a language the club does not speak, and keeps the one it had', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me/language',
      headers: { cookie: member },
      payload: { language: 'fr' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
    expect((await get('/api/users/me', { cookie: member })).json().user.language).toBe('en');
  });
});

describe('the translator', () => {
  it('renders ICU arguments in each language', () => {
    expect(translator('es')('errors.notFound')).toBe('No encontrado.');
    expect(translator('ca')('errors.notFound')).toBe("No s'ha trobat.");
    expect(translator('en')({ id: 'errors.notFound' })).toBe('Not found.');
  });
});
