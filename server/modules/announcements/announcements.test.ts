import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcements } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app.ts';

describe('GET /announcements', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
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
    const res = await t.app.inject({ method: 'GET', url: '/api/announcements' });
    const texts = res.json().announcements.map((a: { text: string }) => a.text);
    expect(texts).toEqual(['Primero', 'Segundo']);
    expect(res.json().announcements[0]).toEqual({ id: expect.any(String), text: 'Primero' });
  });
});
