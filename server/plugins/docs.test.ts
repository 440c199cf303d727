import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
interface OpenApi {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

/**
 * Every route the app answers under /api, from Fastify's own route tree (each line is a child of
 * the line above it that is one level less indented).
 */
function apiRoutes(tree: string): Array<{ url: string; method: string }> {
  const stack: string[] = [];
  const routes: Array<{ url: string; method: string }> = [];
  for (const line of tree.split('\n')) {
    const match = /^([│├└─\s]*?)([├└]── )(.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[3]!);
    const url = stack.join('');
    if (!match[4] || !url.startsWith('/api/') || url.startsWith('/api/docs')) continue;
    for (const method of match[4].split(', ')) {
      if (method !== 'HEAD') routes.push({ url, method });
    }
  }
  return routes;
}

describe('the published contract', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists every API route at /api/docs/json, each with the schema of its answer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<OpenApi>();
    expect(doc.openapi).toMatch(/^3\./);

    const routes = apiRoutes(t.app.printRoutes({ commonPrefix: false }));
    expect(routes.length).toBeGreaterThan(40);
    for (const { url, method } of routes) {
      const path = url.replace(/:([A-Za-z_]+)/g, '{$1}');
      {
        const op = doc.paths[path]?.[method.toLowerCase()];
        expect(op, `${method} ${path}`).toBeDefined();
        const ok = Object.entries(op!.responses ?? {}).find(([code]) => /^[23]/.test(code));
        expect(ok, `${method} ${path} documents its answer`).toBeDefined();
      }
    }
  });

  it('documents the fields the PWA reads and never a password hash', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<OpenApi>();
    const text = JSON.stringify(doc);
    expect(text).not.toMatch(/passwordHash|password_hash/);
    const login = JSON.stringify(doc.paths['/api/users/login']?.post?.responses?.['200']);
    for (const field of ['success', 'message', 'user', 'subscriptions', 'isUca', 'role']) {
      expect(login).toContain(`"${field}"`);
    }
    const booking = JSON.stringify(doc.paths['/api/users/booking/{id}']?.get?.responses?.['200']);
    for (const field of ['courtId', 'timeBooked', 'players', 'totalDue', 'stripePaymentLinkUrl']) {
      expect(booking).toContain(`"${field}"`);
    }
  });

  it('serves the browsable page under the app CSP, with its script from this origin', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    const html =
      page.statusCode === 302 || page.statusCode === 301
        ? await t.app.inject({ method: 'GET', url: page.headers.location as string })
        : page;
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toMatch(/text\/html/);
    expect(String(html.headers['content-security-policy'])).toContain("script-src 'self'");
    const initializer = await t.app.inject({
      method: 'GET',
      url: '/api/docs/static/swagger-initializer.js',
    });
    expect(initializer.statusCode).toBe(200);
    expect(initializer.body).toContain("resolveUrl('./json')");
  });
});
