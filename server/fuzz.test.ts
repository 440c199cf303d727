/**
 * No client input makes the server fail or break its contract: every route of the published
 * document, with a corpus of hostile requests made from its own schema, as a visitor, a non-member
 * (role `guess`), a member and an admin, answers below 500 with an answer its document describes
 * (status, media type and body schema). Then the regressions this suite was started for.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs } from '#tests/helpers/auth.ts';
import { createContractChecker, type ContractDoc } from '#tests/helpers/contract-check.ts';
import { fuzzCorpus, type FuzzRequest, type OpenApi } from '#tests/helpers/fuzz-corpus.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { seedCourts } from './modules/courts/index.ts';

describe('fuzzing every route', () => {
  let t: TestApp;
  let corpus: FuzzRequest[];
  let check: ReturnType<typeof createContractChecker>;
  const cookies: Record<string, string | null> = { visitor: null };

  beforeAll(async () => {
    t = await createTestApp();
    await seedCourts(t.database.db);
    await createUser(t.database.db, { email: 'nosocio@example.com', role: 'guess' });
    await createUser(t.database.db, { email: 'socio@example.com', role: 'user-adult' });
    await createUser(t.database.db, { email: 'jefa@example.com', role: 'admin' });
    cookies['non-member'] = await loginAs(t.app, 'nosocio@example.com');
    cookies.member = await loginAs(t.app, 'socio@example.com');
    cookies.admin = await loginAs(t.app, 'jefa@example.com');
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<OpenApi>();
    corpus = fuzzCorpus(doc);
    check = createContractChecker(doc as ContractDoc);
    // The two uploads outside the API, and their traversal.
    for (const url of ['/uploads/..%2F..%2Fetc%2Fpasswd', '/uploads/%00', '/uploads/%ED%A0%80']) {
      corpus.push({ name: `GET ${url}`, method: 'GET', url });
    }
  });
  afterAll(() => t.close());

  it.each(['visitor', 'non-member', 'member', 'admin'])(
    'answers a %s below 500, as the document says',
    async (who) => {
      expect(corpus.length).toBeGreaterThan(1000);
      const failures: string[] = [];
      let checked = 0;
      for (const request of corpus) {
        // Logging out would turn the rest of the run into a visitor's.
        if (who !== 'visitor' && request.url === '/api/users/logout') continue;
        const cookie = cookies[who];
        const res = await t.app.inject({
          method: request.method as 'GET',
          url: request.url,
          headers: { ...request.headers, ...(cookie ? { cookie } : {}) },
          ...(request.payload !== undefined ? { payload: request.payload } : {}),
        });
        if (request.path) checked++;
        const broken =
          res.statusCode >= 500
            ? `${res.statusCode} ${res.body.slice(0, 200)}`
            : request.path && check(request.method, request.path, res);
        if (broken) failures.push(`${request.name}: ${broken}`);
      }
      expect(failures).toEqual([]);
      expect(checked).toBeGreaterThan(1000);
      // Still logged in: no request of the corpus ended or changed the session.
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/users/me',
        headers: cookies[who] ? { cookie: cookies[who] } : {},
      });
      expect(me.statusCode).toBe(who === 'visitor' ? 401 : 200);
    },
    // Over a thousand requests: 10-25 s on a quiet machine, past the usual 30 s when it is busy.
    120_000,
  );

  it('tells an answer the document does not describe', () => {
    const json = { 'content-type': 'application/json; charset=utf-8' };
    const login = (statusCode: number, body: unknown, headers: Record<string, string> = json) =>
      check('POST', '/api/users/login', { statusCode, headers, body: JSON.stringify(body) });
    expect(login(400, { success: false, message: 'email: El email no es válido.' })).toBeNull();
    expect(login(429, { success: false, message: 'Demasiados intentos.' })).toBeNull();
    expect(login(302, '')).toBe('status 302 is not documented');
    expect(login(400, { error: 'Bad Request', code: 'FST_ERR_BAD_URL' })).toMatch(
      /^status 400 body breaks its schema/,
    );
    expect(login(400, { success: false, message: 'Body is not valid JSON' })).toMatch(
      /^status 400 message is not the app's Spanish one/,
    );
    expect(login(200, { success: true })).toMatch(/^status 200 body breaks its schema/);
    expect(login(400, 'x', { 'content-type': 'text/plain' })).toBe(
      'status 400 answers text/plain, not documented',
    );
  });
});

describe('fuzz regressions', () => {
  let t: TestApp;
  let admin: string;
  let member: string;
  beforeAll(async () => {
    t = await createTestApp();
    await createUser(t.database.db, { email: 'jefa@example.com', role: 'admin' });
    await createUser(t.database.db, { email: 'socio@example.com', role: 'user-adult' });
    admin = await loginAs(t.app, 'jefa@example.com');
    member = await loginAs(t.app, 'socio@example.com');
  });
  afterAll(() => t.close());

  it('answers an announcement edit with nothing to change with 400, and changes nothing', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/announcements',
      headers: { cookie: admin },
      payload: { text: 'Torneo el sábado' },
    });
    const { id } = created.json().announcement;
    for (const payload of [{}, { titulo: 'x', other: 1 }]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/announcements/${id}`,
        headers: { cookie: admin },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        message: 'Indica qué cambiar del anuncio: text, active o position.',
      });
    }
    const list = await t.app.inject({ method: 'GET', url: '/api/announcements' });
    expect(list.json().announcements).toEqual([{ id, text: 'Torneo el sábado' }]);
  });

  it.each([
    ['a lone high surrogate', '\ud800'],
    ['a lone low surrogate', 'pm_\udc00'],
    ['a NUL', 'pm_\u0000'],
  ])('refuses %s in paymentMethodId with 400 before any payment exists', async (_n, id) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/wallet/createPaymentIntent',
      headers: { cookie: member, 'content-type': 'application/json' },
      // JSON.stringify would escape the surrogate the same way a client does: "\ud800".
      payload: JSON.stringify({ amount: 10, paymentMethodId: id }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: 'El texto contiene caracteres no válidos.',
    });
    const payments = await t.database.db.query.payments.findMany();
    expect(payments).toEqual([]);
  });

  it('refuses unstorable text in a query, a path and a key too', async () => {
    const query = await t.app.inject({
      method: 'GET',
      url: '/api/users/all?role=%00',
      headers: { cookie: admin },
    });
    expect(query.statusCode).toBe(400);
    const key = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"a@b.es","password":"12345678","\\ud83d":1}',
    });
    expect(key.statusCode).toBe(400);
    expect(key.json().message).toBe('El texto contiene caracteres no válidos.');
  });
});
