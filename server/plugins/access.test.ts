/**
 * The one access hook: a route object's `access` is enforced before anything of the route runs
 * (the body is not even parsed), refusals are the app's `{ success: false, message }` with the
 * spec's messages, and the handler finds the signed-in user on `request.user`.
 */
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { userWithSession } from '#tests/helpers/bookings.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { registerRoutes, route } from '../modules/route.ts';
import type { SessionUser } from '../sessions.ts';
import { accessPlugin } from './access.ts';
import { errorsPlugin } from './errors.ts';

/** A session per `x-role` header, standing in for the cookie's lookup. */
const fakeSessions = fp(
  async (app) => {
    app.decorateRequest('getUser', function (this: { headers: Record<string, unknown> }) {
      const role = this.headers['x-role'];
      const user = typeof role === 'string' ? ({ id: `id-${role}`, role } as SessionUser) : null;
      return Promise.resolve(user);
    });
  },
  { name: 'sessions' },
);

const whoAmI = z.object({ success: z.literal(true), id: z.string().nullable() });

describe('the access hook, on routes of each level', () => {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  const body = z.object({ n: z.number() });

  beforeAll(async () => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(errorsPlugin);
    await app.register(fakeSessions);
    await app.register(accessPlugin);
    const levels = ['public', 'signedIn', 'staff', 'admin'] as const;
    const routes = levels.map((access) =>
      route({
        method: 'POST',
        path: `/${access}`,
        summary: `A ${access} route`,
        access,
        refusal: access === 'staff' ? 'Solo entrenadores y administración.' : undefined,
        schema: { body, response: { 200: whoAmI } },
        handler: async (request) => ({ success: true as const, id: request.user?.id ?? null }),
      }),
    );
    await app.register(registerRoutes(routes, 1024));
    await app.ready();
  });
  afterAll(() => app.close());

  const call = (path: string, role?: string, payload: object = { n: 1 }) =>
    app.inject({ method: 'POST', url: path, payload, headers: role ? { 'x-role': role } : {} });

  it('lets anyone call a public route, with no user on the request', async () => {
    const res = await call('/public');
    expect([res.statusCode, res.json()]).toEqual([200, { success: true, id: null }]);
  });

  it('answers 401 to a visitor on any other route, before the body is read', async () => {
    for (const path of ['/signedIn', '/staff', '/admin']) {
      const res = await call(path, undefined, { n: 'not a number' });
      expect([res.statusCode, res.json()], path).toEqual([
        401,
        { success: false, message: 'No has iniciado sesión.' },
      ]);
    }
  });

  it('answers 403 to a role the route refuses, with its own message where it has one', async () => {
    const admin = await call('/admin', 'user-adult', { n: 'not a number' });
    expect([admin.statusCode, admin.json()]).toEqual([
      403,
      { success: false, message: 'No tienes permiso para hacer esto.' },
    ]);
    const staff = await call('/staff', 'guess');
    expect([staff.statusCode, staff.json()]).toEqual([
      403,
      { success: false, message: 'Solo entrenadores y administración.' },
    ]);
    expect((await call('/admin', 'coach')).statusCode).toBe(403);
  });

  it('hands the handler the user of every role the route lets in', async () => {
    const allowed: Array<[string, string]> = [
      ['/signedIn', 'guess'],
      ['/signedIn', 'uca'],
      ['/staff', 'coach'],
      ['/staff', 'admin'],
      ['/admin', 'admin'],
    ];
    for (const [path, role] of allowed) {
      const res = await call(path, role);
      expect([res.statusCode, res.json()], `${role} ${path}`).toEqual([
        200,
        { success: true, id: `id-${role}` },
      ]);
    }
  });
});

describe('the access hook in the app', () => {
  let t: TestApp;
  let member: string;

  beforeAll(async () => {
    t = await createTestApp();
    ({ cookie: member } = await userWithSession(t.database.db, {
      email: 'socia@test.local',
      role: 'user-adult',
    }));
  });
  afterAll(() => t.close());

  it("refuses a visitor a member's route (401) and a member an admin's (403)", async () => {
    const visitor = await t.app.inject({ method: 'GET', url: '/api/users/bookings' });
    expect([visitor.statusCode, visitor.json()]).toEqual([
      401,
      { success: false, message: 'No has iniciado sesión.' },
    ]);
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users',
      headers: { cookie: member },
    });
    expect([refused.statusCode, refused.json()]).toEqual([
      403,
      { success: false, message: 'No tienes permiso para hacer esto.' },
    ]);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { cookie: member },
    });
    expect(mine.json()).toMatchObject({ success: true, user: { email: 'socia@test.local' } });
  });
});
