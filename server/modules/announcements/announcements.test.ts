import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcements } from '../../db/schema/index.ts';
import { createUser, loginAs } from '#tests/helpers/auth.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

describe('GET /announcements', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // On PostgreSQL nothing is kept until the bus that carries invalidations is listening.
    for (let i = 0; i < 100 && !t.app.realtime.cacheable(); i++) {
      await new Promise((r) => setTimeout(r, 50));
    }
  });
  afterAll(() => t.close());

  it('answers an empty list when there are none', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/announcements' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, announcements: [] });
  });

  it('lists only the active ones, in position order', async () => {
    await t.database.db.insert(announcements).values([
      { text: 'Segundo', position: 2 },
      { text: 'Oculto', position: 0, active: false },
      { text: 'Primero', position: 1 },
    ]);
    // Written behind the app's back: the list read before is still answered from memory until
    // a writer says it changed, as the admin's routes do.
    const kept = await t.app.inject({ method: 'GET', url: '/api/announcements' });
    expect(kept.json().announcements).toEqual([]);
    t.app.realtime.forget('announcements', ['active']);
    const res = await t.app.inject({ method: 'GET', url: '/api/announcements' });
    const texts = res.json().announcements.map((a: { text: string }) => a.text);
    expect(texts).toEqual(['Primero', 'Segundo']);
    expect(res.json().announcements[0]).toEqual({ id: expect.any(String), text: 'Primero' });
  });
});

describe('announcements admin', () => {
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

  it('lets an admin create, edit, hide and delete announcements', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/announcements',
      headers: { cookie: admin },
      payload: { text: '  Pistas cerradas el lunes  ', position: 3 },
    });
    expect(created.statusCode).toBe(201);
    const { announcement } = created.json();
    expect(announcement).toMatchObject({
      text: 'Pistas cerradas el lunes',
      active: true,
      position: 3,
    });
    const shown = await t.app.inject({ method: 'GET', url: '/api/announcements' });
    expect(shown.json().announcements).toEqual([
      { id: announcement.id, text: 'Pistas cerradas el lunes' },
    ]);
    // Unchanged since: 304 on its ETag.
    const unchanged = await t.app.inject({
      method: 'GET',
      url: '/api/announcements',
      headers: { 'if-none-match': shown.headers.etag as string },
    });
    expect(unchanged.statusCode).toBe(304);

    // Every home screen's marquee drops it on the very next read.
    const hidden = await t.app.inject({
      method: 'PUT',
      url: `/api/announcements/${announcement.id}`,
      headers: { cookie: admin },
      payload: { active: false },
    });
    expect(hidden.json().announcement.active).toBe(false);
    const marquee = await t.app.inject({
      method: 'GET',
      url: '/api/announcements',
      headers: { 'if-none-match': shown.headers.etag as string },
    });
    expect(marquee.statusCode).toBe(200);
    expect(marquee.json().announcements).toEqual([]);
    const all = await t.app.inject({
      method: 'GET',
      url: '/api/announcements/all',
      headers: { cookie: admin },
    });
    expect(all.json().announcements).toHaveLength(1);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/announcements/${announcement.id}`,
      headers: { cookie: admin },
    });
    expect(removed.statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/announcements/${announcement.id}`,
      headers: { cookie: admin },
    });
    expect(again.statusCode).toBe(404);
  });

  it('refuses non-admins (403) and visitors (401)', async () => {
    const asMember = await t.app.inject({
      method: 'POST',
      url: '/api/announcements',
      headers: { cookie: member },
      payload: { text: 'Hola' },
    });
    expect(asMember.statusCode).toBe(403);
    const asVisitor = await t.app.inject({ method: 'GET', url: '/api/announcements/all' });
    expect(asVisitor.statusCode).toBe(401);
  });

  it.each([
    ['no text', {}],
    ['empty text', { text: '   ' }],
    ['huge text', { text: 'x'.repeat(10_000) }],
    ['wrong types', { text: 5, active: 'sí', position: 'primero' }],
    ['negative position', { text: 'a', position: -1 }],
  ])('refuses %s with a 400', async (_name, payload) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/announcements',
      headers: { cookie: admin },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });

  it('answers a malformed id with 400 and an unknown one with 404', async () => {
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/announcements/no-es-un-id',
      headers: { cookie: admin },
      payload: { text: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    const unknown = await t.app.inject({
      method: 'PUT',
      url: '/api/announcements/00000000-0000-4000-8000-000000000000',
      headers: { cookie: admin },
      payload: { text: 'x' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
