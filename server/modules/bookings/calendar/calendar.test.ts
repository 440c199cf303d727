import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { NOW, seedClubCourts, userWithSession } from '#tests/helpers/bookings.ts';

type Session = { id: string; cookie: string };

describe('calendar export', () => {
  let t: TestApp;
  let sofia: Session;
  let ana: Session;
  let otro: Session;
  let bookingId: string;

  const get = (url: string, who: Session | null) =>
    t.app.inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} });

  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW });
    const db = t.database.db;
    const club = await seedClubCourts(db);
    sofia = await userWithSession(db, {
      email: 'sofia@test.local',
      name: 'Sofía; Socia',
      role: 'user-adult',
    });
    ana = await userWithSession(db, { email: 'ana@test.local', name: 'Ana', role: 'user-adult' });
    otro = await userWithSession(db, {
      email: 'otro@test.local',
      name: 'Otro',
      role: 'user-adult',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/booking',
      headers: { cookie: sofia.cookie },
      payload: {
        courtId: club.courts.padel1,
        timeBooked: ['10:30 - 12:00'],
        dateBooked: '2026-11-22',
        players: [{ isMember: true, memberId: ana.id }],
      },
    });
    bookingId = res.json().booking._id;
  });
  afterAll(() => t.close());

  it("gives a booking's people an .ics with its time in UTC; nobody else", async () => {
    const res = await get(`/api/users/booking/${bookingId}/calendar.ics`, ana);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.body).toContain('BEGIN:VCALENDAR\r\n');
    // 10:30-12:00 in Madrid on 22 November is 09:30-11:00 UTC.
    expect(res.body).toContain('DTSTART:20261122T093000Z\r\n');
    expect(res.body).toContain('DTEND:20261122T110000Z\r\n');
    expect(res.body).toContain('SUMMARY:Reserva PADEL - Pádel 1');
    expect(res.body).toContain('Sofía\\; Socia\\, Ana');
    expect((await get(`/api/users/booking/${bookingId}/calendar.ics`, otro)).statusCode).toBe(404);
    expect((await get(`/api/users/booking/${bookingId}/calendar.ics`, null)).statusCode).toBe(401);
  });

  it('serves a feed of upcoming bookings (as player too) behind a renewable secret', async () => {
    const first = (await get('/api/users/calendar-feed', ana)).json().url as string;
    expect(first).toMatch(/^http:\/\/localhost:3000\/api\/calendar\/[A-Za-z0-9_-]{40,}\.ics$/);
    expect((await get('/api/users/calendar-feed', ana)).json().url).toBe(first);
    const feed = await get(new URL(first).pathname, null);
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain(`UID:${bookingId}@localhost:3000`);
    const empty = await get(
      new URL((await get('/api/users/calendar-feed', otro)).json().url).pathname,
      null,
    );
    expect(empty.body).not.toContain('BEGIN:VEVENT');

    const renewed = await t.app.inject({
      method: 'POST',
      url: '/api/users/calendar-feed/renew',
      headers: { cookie: ana.cookie },
    });
    const next = renewed.json().url as string;
    expect(next).not.toBe(first);
    expect((await get(new URL(first).pathname, null)).statusCode).toBe(404);
    expect((await get(new URL(next).pathname, null)).statusCode).toBe(200);
    expect((await get('/api/calendar/not-a-token.ics', null)).statusCode).toBe(400);
  });
});
