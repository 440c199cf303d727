/**
 * A refused field is worded in the asker's language (decision 089): the contract's own messages
 * (catalogue keys) and zod's defaults alike, Spanish when the request names none of the three.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs } from '#tests/helpers/auth.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

describe('validation refusals in the asker language', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    await createUser(t.database.db, { email: 'idioma@example.com', role: 'admin' });
    admin = await loginAs(t.app, 'idioma@example.com');
  });
  afterAll(() => t.close());

  const login = (payload: unknown, language?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: language ? { 'accept-language': language } : {},
      payload: payload as Record<string, unknown>,
    });

  it("words a schema's own message by Accept-Language", async () => {
    const cases: Array<[string | undefined, string]> = [
      [undefined, 'email: El email no es válido.'],
      ['ca-ES,ca;q=0.9', 'email: El correu electrònic no és vàlid.'],
      ['en-GB,en;q=0.9', 'email: The e-mail is not valid.'],
    ];
    for (const [language, message] of cases) {
      const res = await login({ email: 'no-es-un-email', password: 'x' }, language);
      expect([res.statusCode, res.json()], language).toEqual([400, { success: false, message }]);
    }
  });

  it("words zod's own refusal (a wrong type) by Accept-Language", async () => {
    const deep = (language?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/weather',
        headers: {
          'content-type': 'application/json',
          cookie: admin,
          ...(language ? { 'accept-language': language } : {}),
        },
        payload: '{"date":"2030-01-01","days":[[1]]}',
      });
    expect((await deep()).json().message).toBe(
      'days: Entrada inválida: se esperaba número, recibido arreglo',
    );
    expect((await deep('ca')).json().message).toBe(
      "days: Tipus invàlid: s'esperava number, s'ha rebut array",
    );
    expect((await deep('en')).json().message).toBe(
      'days: Invalid input: expected number, received array',
    );
  });
});
