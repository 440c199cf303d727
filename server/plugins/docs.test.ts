import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_LEVELS } from './access.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

interface Operation {
  summary?: string;
  'x-access'?: string;
  operationId?: string;
  tags?: string[];
  security?: unknown[];
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
interface OpenApi {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

/** Warnings the document keeps on purpose: the spec's paths, and a redirect as the success. */
const ACCEPTED_WARNINGS = ['no-ambiguous-paths', 'operation-2xx-response'];

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

  it('names, tags and secures every operation from its route object', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<OpenApi>();
    const accesses = new Set<string>();
    for (const [route, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const key = `${method.toUpperCase()} ${route}`;
        const access = op['x-access'] ?? '';
        accesses.add(access);
        expect(op.summary, key).toMatch(/^\S.{8,}/);
        expect(ACCESS_LEVELS, key).toContain(access);
        expect(op.tags?.length, key).toBe(1);
        expect(op.operationId, key).toMatch(/^[a-z]+[A-Za-z0-9]+$/);
        // Public operations need nothing; the rest take the document's session cookie, and those
        // for a role say they refuse the others.
        const statuses = Object.keys(op.responses ?? {});
        expect(op.security, key).toEqual(access === 'public' ? [] : undefined);
        if (access !== 'public') expect(statuses, key).toContain('401');
        if (access === 'admin' || access === 'staff') expect(statuses, key).toContain('403');
        if (route.startsWith('/api/admin/')) expect(access, key).toBe('admin');
      }
    }
    expect([...accesses].sort()).toEqual([...ACCESS_LEVELS].sort());
  });

  it("passes Redocly's recommended rules with no error", async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).body;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-openapi-'));
    const file = path.join(dir, 'openapi.json');
    fs.writeFileSync(file, body);
    const lint = spawnSync(
      path.resolve('node_modules/.bin/redocly'),
      ['lint', file, '--format=json', '--max-problems=1000'],
      {
        encoding: 'utf8',
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      },
    );
    fs.rmSync(dir, { recursive: true, force: true });
    const report = JSON.parse(lint.stdout) as {
      totals: { errors: number };
      problems: Array<{ ruleId: string; severity: string; message: string }>;
    };
    const errors = report.problems.filter((p) => p.severity === 'error');
    expect(errors.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
    expect(report.totals.errors).toBe(0);
    const warnings = report.problems.filter((p) => !ACCEPTED_WARNINGS.includes(p.ruleId));
    expect(warnings.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
  }, 60_000);

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
