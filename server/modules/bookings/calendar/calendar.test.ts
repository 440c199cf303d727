import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toWallClock } from '@/domain/club-time.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { NOW, seedClubCourts, userWithSession, type Club } from '#tests/helpers/bookings.ts';
import { bookings } from '../../../db/schema/index.ts';

type Session = { id: string; cookie: string };
type Properties = Record<string, string>;

/** RFC 5545 TEXT unescaped: \n, \, \; and \\. */
const unescape = (value: string) =>
  value.replace(/\\([nN,;\\])/g, (_, c: string) => (c.toLowerCase() === 'n' ? '\n' : c));

/**
 * A calendar read as a calendar app reads it: lines unfolded (3.1), the calendar's properties
 * and each event's, by name (parameters kept in the name: 'URL;VALUE=URI').
 */
function readIcs(body: string): { calendar: Properties; events: Properties[] } {
  expect(body.endsWith('END:VCALENDAR\r\n')).toBe(true);
  for (const line of body.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  const lines = body
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .slice(0, -1);
  const calendar: Properties = {};
  const events: Properties[] = [];
  let event: Properties | null = null;
  for (const line of lines) {
    const colon = line.indexOf(':');
    const [name, value] = [line.slice(0, colon), unescape(line.slice(colon + 1))];
    if (line === 'BEGIN:VEVENT') {
      event = {};
    } else if (line === 'END:VEVENT' && event) {
      events.push(event);
      event = null;
    } else {
      (event ?? calendar)[name] = value;
    }
  }
  return { calendar, events };
}

/** '20261122T093000Z' as the instant it names. */
const instant = (stamp: string) =>
  new Date(stamp.replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, '$1-$2-$3T$4:$5:$6Z'));

describe('calendar export', () => {
  let t: TestApp;
  let club: Club;
  let sofia: Session;
  let ana: Session;
  let otro: Session;
  let bookingId: string;

  const get = (url: string, who: Session | null) =>
    t.app.inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} });
  const book = async (who: Session, time: string, players: { memberId: string }[]) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/booking',
      headers: { cookie: who.cookie },
      payload: {
        courtId: club.courts.padel1,
        timeBooked: [time],
        dateBooked: '2026-11-22',
        players: players.map((p) => ({ isMember: true, ...p })),
      },
    });
    expect(res.statusCode).toBe(200);
    return res.json().booking._id as string;
  };
  const feedOf = async (who: Session) =>
    get(new URL((await get('/api/users/calendar-feed', who)).json().url).pathname, null);

  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW });
    const db = t.database.db;
    club = await seedClubCourts(db);
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
    bookingId = await book(sofia, '10:30 - 12:00', [{ memberId: ana.id }]);
  });
  afterAll(() => t.close());

  it("gives a booking's people an .ics of it, its time in UTC; nobody else", async () => {
    const res = await get(`/api/users/booking/${bookingId}/calendar.ics`, ana);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="reserva-2026-11-22.ics"',
    );
    const { calendar, events } = readIcs(res.body);
    expect(calendar).toMatchObject({
      BEGIN: 'VCALENDAR',
      VERSION: '2.0',
      PRODID: '-//Club de Tenis y Pádel//Reservas//ES',
      CALSCALE: 'GREGORIAN',
      METHOD: 'PUBLISH',
      'X-WR-CALNAME': 'Reserva Pádel 1',
      'X-WR-TIMEZONE': 'Europe/Madrid',
    });
    const url = `http://localhost:3000/bookings/${bookingId}`;
    expect(events).toEqual([
      expect.objectContaining({
        UID: `${bookingId}@localhost:3000`,
        DTSTAMP: '20261121T090000Z',
        // 10:30-12:00 in Madrid on 22 November (UTC+1) is 09:30-11:00 UTC.
        DTSTART: '20261122T093000Z',
        DTEND: '20261122T110000Z',
        SUMMARY: 'Reserva PADEL - Pádel 1',
        LOCATION: 'Club de Tenis y Pádel, PADEL - Pádel 1',
        DESCRIPTION: `Jugadores: Sofía; Socia, Ana\n${url}`,
        'URL;VALUE=URI': url,
        STATUS: 'CONFIRMED',
      }),
    ]);
    expect(toWallClock(instant(events[0]!.DTSTART!), 'Europe/Madrid')).toMatchObject({
      date: '2026-11-22',
      time: '10:30',
    });
    // A ';' or ',' in a name is escaped, not read as a separator.
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
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(feed.headers['cache-control']).toBe('no-store');
    const { calendar, events } = readIcs(feed.body);
    expect(calendar['X-WR-CALNAME']).toBe('Club de Tenis y Pádel: mis reservas');
    expect(events.map((e) => [e.UID, e.DTSTART])).toEqual([
      [`${bookingId}@localhost:3000`, '20261122T093000Z'],
    ]);
    expect(readIcs((await feedOf(otro)).body).events).toEqual([]);

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

  it('keeps one UID per booking across downloads, and leaves cancelled bookings out of the feed', async () => {
    const uid = async () =>
      readIcs((await get(`/api/users/booking/${bookingId}/calendar.ics`, sofia)).body).events[0]
        ?.UID;
    expect(await uid()).toBe(await uid());

    const later = await book(sofia, '18:00 - 19:30', [{ memberId: ana.id }]);
    const uids = async () => readIcs((await feedOf(sofia)).body).events.map((e) => e.UID);
    expect(await uids()).toEqual([`${bookingId}@localhost:3000`, `${later}@localhost:3000`]);
    await t.database.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, later));
    expect(await uids()).toEqual([`${bookingId}@localhost:3000`]);
  });
});
