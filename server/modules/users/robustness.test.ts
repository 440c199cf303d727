import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs } from '#tests/helpers/auth.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

type Inject = InjectOptions;

const MP = 'multipart/form-data; boundary=xyz';
const part = (name: string, value: string, extra = '') =>
  `--xyz\r\nContent-Disposition: form-data; name="${name}"${extra}\r\n\r\n${value}\r\n`;
const filePart = (name: string) =>
  `--xyz\r\nContent-Disposition: form-data; name="${name}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nabc\r\n`;

/** Hostile or broken requests to the accounts endpoints: each is a 4xx with a message, never a 500. */
describe('accounts endpoints never answer a client with a 500', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    await createUser(t.database.db, { email: 'robusto@example.com' });
    cookie = await loginAs(t.app, 'robusto@example.com');
  });
  afterAll(() => t.close());

  const update = (payload: string, contentType = MP): Inject => ({
    method: 'PUT',
    url: '/api/users/update',
    headers: { cookie, 'content-type': contentType },
    payload,
  });

  const cases: Array<[string, () => Inject, number]> = [
    [
      'an Origin header that is not a URL',
      () => ({
        method: 'POST',
        url: '/api/users/login',
        headers: { origin: 'not a url' },
        payload: {},
      }),
      403,
    ],
    ['a multipart body that is garbage', () => update('garbage'), 400],
    [
      // Only the three picture routes parse multipart forms.
      'a multipart form sent to a route that takes JSON',
      () => ({
        method: 'POST',
        url: '/api/users/login',
        headers: { 'content-type': MP },
        payload: `${part('email', 'robusto@example.com')}--xyz--\r\n`,
      }),
      415,
    ],
    ['multipart without a boundary', () => update('garbage', 'multipart/form-data'), 400],
    [
      'a truncated multipart body',
      () => update('--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nabc'),
      400,
    ],
    ['a __proto__ field', () => update(`${part('__proto__', 'x')}--xyz--\r\n`), 400],
    [
      'a field declared JSON that is not',
      () => update(`${part('name', '{bad', '\r\nContent-Type: application/json')}--xyz--\r\n`),
      400,
    ],
    [
      'three files',
      () =>
        update(`${filePart('image')}${filePart('universityCard')}${filePart('image')}--xyz--\r\n`),
      413,
    ],
    ['an unexpected file field', () => update(`${filePart('role')}--xyz--\r\n`), 400],
    [
      'too many fields',
      () =>
        update(`${Array.from({ length: 30 }, (_, i) => part(`f${i}`, 'x')).join('')}--xyz--\r\n`),
      413,
    ],
    [
      'a NUL byte in a name',
      () => ({
        method: 'POST',
        url: '/api/users/register',
        payload: {
          name: 'a\u0000b',
          email: 'nul@example.com',
          password: 'secreta123',
          dob: '2000-01-01',
        },
      }),
      400,
    ],
    ['a NUL byte in the profile name', () => update(`${part('name', 'a\u0000b')}--xyz--\r\n`), 400],
    [
      'a JSON array body',
      () => ({
        method: 'POST',
        url: '/api/users/login',
        headers: { 'content-type': 'application/json' },
        payload: '[1]',
      }),
      400,
    ],
    [
      'a broken session cookie',
      () => ({ method: 'GET', url: '/api/users/me', headers: { cookie: 'club_session=%E0%A4%A' } }),
      401,
    ],
    [
      'a token of control characters',
      () => ({
        method: 'POST',
        url: '/api/users/reset/verify',
        payload: { token: '\u0000\u0001' },
      }),
      400,
    ],
  ];

  it.each(cases)('%s', async (_name, request, status) => {
    const res = await t.app.inject(request());
    expect(res.statusCode).toBe(status);
    expect(res.json().success).toBe(false);
    expect(res.json().message).not.toMatch(/^[a-z ]+$/i); // a sentence for people, not a code
  });
});
