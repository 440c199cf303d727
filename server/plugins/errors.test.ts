/**
 * Every refusal, the framework's own included, reaches a client as `{ success: false, message }`
 * with a Spanish message and the status that says what happened.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs } from '#tests/helpers/auth.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

describe('one error shape', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    await createUser(t.database.db, { email: 'jefa@example.com', role: 'admin' });
    admin = await loginAs(t.app, 'jefa@example.com');
  });
  afterAll(() => t.close());

  const badUrl = 'La dirección contiene caracteres no válidos.';
  it.each([
    ['%zz', '/api/users/booking/%zz', 400, badUrl],
    ['%', '/api/users/booking/%', 400, badUrl],
    ['%ED%A0%80', '/api/users/booking/%ED%A0%80', 400, badUrl],
    [
      'a 5000-character id',
      `/api/users/booking/${'x'.repeat(5000)}`,
      414,
      'La dirección es demasiado larga (URI demasiado larga).',
    ],
    ['an unknown', '/api/no-existe', 404, 'Ruta no encontrada.'],
  ])('answers a path with %s in the app shape, in Spanish', async (_n, url, status, message) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ success: false, message });
  });

  const notJson = 'El cuerpo de la petición no es un JSON válido.';
  it.each([
    [
      'a body over the limit',
      'application/json',
      `{"email":"${'x'.repeat(1_100_000)}"}`,
      413,
      'La petición es demasiado grande.',
    ],
    ['malformed JSON', 'application/json', '{"email":', 400, notJson],
    ['a forbidden __proto__ key', 'application/json', '{"__proto__":{"a":1}}', 400, notJson],
    [
      'an empty JSON body',
      'application/json',
      '',
      400,
      'El cuerpo de la petición está vacío y debería ser JSON.',
    ],
    [
      'an unsupported media type',
      'application/xml',
      '<a/>',
      415,
      'El tipo de contenido de la petición no está admitido.',
    ],
  ])('answers %s in Spanish', async (_name, type, payload, status, message) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': type },
      payload,
    });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ success: false, message });
  });

  it('refuses a number made of an array, in Spanish, and answers nothing', async () => {
    const deep = `${'['.repeat(3000)}1${']'.repeat(3000)}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/weather',
      // Signed in: a visitor is refused (401) before the body is read.
      headers: { 'content-type': 'application/json', cookie: admin },
      payload: `{"date":"2030-01-01","days":${deep}}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: 'days: Entrada inválida: se esperaba número, recibido arreglo',
    });
  });

  it.each([
    ['/api/access/logs?offset=', 'offset: Número no válido.'],
    ['/api/access/logs?limit=1e2', 'limit: Número no válido.'],
    ['/api/access/logs?limit=[]', 'limit: Número no válido.'],
    ['/api/admin/users?page=', 'page: Página no válida.'],
    ['/api/admin/users?page=0', 'page: Página no válida.'],
  ])('refuses an empty or non-decimal number in %s', async (url, message) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { cookie: admin } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
  });

  it('still reads numbers sent as text, and applies the default when absent', async () => {
    for (const url of ['/api/access/logs?limit=2&offset=0', '/api/access/logs']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie: admin } });
      expect(res.statusCode, url).toBe(200);
    }
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users?page=1&pageSize=5',
      headers: { cookie: admin },
    });
    expect(page.json()).toMatchObject({ success: true, page: 1, pageSize: 5 });
  });
});
