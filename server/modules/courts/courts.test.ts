import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { NOW, seedClubCourts, userWithSession, type Club } from '#tests/helpers/bookings.ts';

describe('courts', () => {
  let t: TestApp;
  let club: Club;
  let sofia: { id: string; cookie: string };

  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW });
    club = await seedClubCourts(t.database.db);
    sofia = await userWithSession(t.database.db, { email: 'sofia@test.local', role: 'user-adult' });
  });
  afterAll(() => t.close());

  const get = (url: string, who?: { cookie: string }) =>
    t.app.inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} });

  it('needs a session', async () => {
    expect((await get('/api/courts')).statusCode).toBe(401);
  });

  it('lists the courts with euros, limits and hours', async () => {
    const res = await get('/api/courts', sofia);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.courts).toHaveLength(4);
    const padel = body.courts.find((c: { name: string }) => c.name === 'Pádel 1');
    expect(padel).toMatchObject({
      _id: club.courts.padel1,
      type: 'padel',
      costs: { nonMember: 6, uca: 4 },
      slotMinutes: 90,
      image: '/courts/padel.svg',
      maxDaysInAdvance: { member: 7, nonMember: 2, uca: 3, coach: 14 },
    });
  });

  it('answers one court, 404 for an unknown one and 400 for a bad id', async () => {
    const res = await get(`/api/courts/${club.courts.tennis1}`, sofia);
    expect(res.json().court).toMatchObject({ name: 'Tenis 1', type: 'tennis' });
    expect(res.json().court.blockedTimes[0]).toMatchObject({ reason: 'Escuela de tenis' });
    const missing = await get('/api/courts/00000000-0000-4000-8000-000000000000', sofia);
    expect(missing.statusCode).toBe(404);
    expect((await get('/api/courts/nope', sofia)).statusCode).toBe(400);
  });

  it('gives the time intervals of a court and day', async () => {
    const res = await get(
      `/api/courts/time-intervals?courtId=${club.courts.padel1}&date=2026-11-22`,
      sofia,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().timeIntervals[0]).toBe('09:00 - 10:30');
    expect(res.json().timeIntervals).toHaveLength(9);
    const bad = await get(
      `/api/courts/time-intervals?courtId=${club.courts.padel1}&date=2026-02-30`,
      sofia,
    );
    expect(bad.statusCode).toBe(400);
  });

  it("answers the courts and a day's intervals with an ETag, 304 while unchanged", async () => {
    for (const url of [
      '/api/courts',
      `/api/courts/time-intervals?courtId=${club.courts.padel1}&date=2026-11-22`,
    ]) {
      const first = await get(url, sofia);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^".+"$/);
      expect(first.headers['cache-control']).toBe('private, no-cache');
      const again = await t.app.inject({
        method: 'GET',
        url,
        headers: { cookie: sofia.cookie, 'if-none-match': etag },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    }
  });
});
