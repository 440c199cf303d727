import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

describe('health and the app frame', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers when the database does', async () => {
    // On PostgreSQL the realtime channel connects in the background at start.
    for (let i = 0; i < 50 && t.app.realtime.status() === 'reconnecting'; i++) {
      await new Promise((r) => setTimeout(r, 100));
    }
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ok: true,
      status: 'ok',
      database: t.database.kind,
      realtime: t.database.kind === 'postgres' ? 'connected' : 'local',
    });
  });

  it("sends security headers on every answer: the API set on JSON, the documents' on pages", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    // What governs a page's loads and links is left to pages.
    expect(res.headers['referrer-policy']).toBeUndefined();
    expect(res.headers['x-dns-prefetch-control']).toBeUndefined();
    // Errors too: the headers are set when the request arrives, before anything can fail.
    const missing = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-security-policy']).toBe(res.headers['content-security-policy']);
    expect(missing.headers['x-frame-options']).toBe('DENY');
    // Outside the API (the app, the door page, a missing file): the documents' set.
    const page = await t.app.inject({ method: 'GET', url: '/no-such-file.png' });
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    // A same-origin form POST keeps its Origin (under 'no-referrer' Chromium sends 'null').
    expect(page.headers['referrer-policy']).toBe('same-origin');
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Ruta no encontrada.' });
  });

  it('refuses a state-changing request from a foreign origin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/nope',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(res.statusCode).toBeLessThan(500);
  });
});
