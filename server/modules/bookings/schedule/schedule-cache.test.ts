import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { within } from '#tests/helpers/within.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { createTestDatabase, describeOnPostgres } from '#tests/helpers/test-db.ts';
import { openDatabase, type DatabaseHandle } from '../../../db/client.ts';
import {
  NOW,
  insertBooking,
  seedClubCourts,
  userWithSession,
  type Club,
} from '#tests/helpers/bookings.ts';

type Session = { id: string; cookie: string };
const pgRun = describeOnPostgres();

const week = (courtId: string, endDate = '2026-11-27') =>
  `/api/users/booked?courtId=${courtId}&startDate=2026-11-21&endDate=${endDate}`;

function booked(t: TestApp, url: string, who: Session, etag?: string) {
  const headers: Record<string, string> = { cookie: who.cookie };
  if (etag) headers['if-none-match'] = etag;
  return t.app.inject({ method: 'GET', url, headers });
}

function book(t: TestApp, who: Session, courtId: string, time: string, date = '2026-11-22') {
  return t.app.inject({
    method: 'POST',
    url: '/api/users/booking',
    headers: { cookie: who.cookie },
    payload: { courtId, timeBooked: [time], dateBooked: date },
  });
}

describe('the schedule’s ETag', () => {
  let t: TestApp;
  let club: Club;
  let sofia: Session;
  let marta: Session;
  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW });
    club = await seedClubCourts(t.database.db);
    sofia = await userWithSession(t.database.db, {
      email: 'sofia@test.local',
      name: 'Sofía',
      role: 'user-adult',
    });
    marta = await userWithSession(t.database.db, { email: 'marta@test.local', role: 'vip' });
  });
  afterAll(() => t.close());

  it('answers 304 while the schedule is unchanged, and a new ETag when it changes', async () => {
    const url = week(club.courts.tennis2, '2026-11-24');
    const first = await booked(t, url, marta);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    expect(first.json()).toEqual({ success: true, bookings: [] });
    const empty = String(first.headers.etag);
    expect((await booked(t, url, marta, empty)).statusCode).toBe(304);

    // Writes elsewhere (another court, a day after the range) leave this schedule and its ETag alone.
    expect((await book(t, sofia, club.courts.tennis1, '10:00 - 11:00')).statusCode).toBe(200);
    const late = await book(t, sofia, club.courts.tennis2, '10:00 - 11:00', '2026-11-25');
    expect(late.statusCode).toBe(200);
    expect((await booked(t, url, marta, empty)).statusCode).toBe(304);

    const made = await book(t, sofia, club.courts.tennis2, '12:00 - 13:00');
    expect(made.statusCode).toBe(200);
    const after = await booked(t, url, marta, empty);
    expect(after.statusCode).toBe(200);
    const withBooking = String(after.headers.etag);
    expect(withBooking).not.toBe(empty);
    expect(after.json().bookings).toEqual([
      expect.objectContaining({ _id: made.json().booking._id, timeBooked: '12:00 - 13:00' }),
    ]);
    expect((await booked(t, url, marta, withBooking)).statusCode).toBe(304);

    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/booking/${made.json().booking._id}/delete`,
      headers: { cookie: sofia.cookie },
    });
    expect(cancelled.statusCode).toBe(200);
    const again = await booked(t, url, marta, withBooking);
    expect(again.statusCode).toBe(200);
    expect(again.json().bookings).toEqual([]);
  });

  it('is the viewer’s own answer: the booker sees isMine, others do not', async () => {
    const url = week(club.courts.padel1);
    const made = await book(t, sofia, club.courts.padel1, '09:00 - 10:30');
    expect(made.statusCode).toBe(200);
    const mine = await booked(t, url, sofia);
    const theirs = await booked(t, url, marta);
    expect(mine.json().bookings[0]).toMatchObject({ isMine: true, userBooked: { name: 'Sofía' } });
    expect(theirs.json().bookings[0]).toMatchObject({ isMine: false });
    expect(mine.headers.etag).not.toBe(theirs.headers.etag);
    // One viewer's ETag is no good for the other's answer.
    expect((await booked(t, url, marta, String(mine.headers.etag))).statusCode).toBe(200);
  });

  it('keeps one answer per court, range and kind of viewer, never handing it to its booker', async () => {
    const url = week(club.courts.padel2);
    const made = await book(t, marta, club.courts.padel2, '10:30 - 12:00');
    expect(made.statusCode).toBe(200);
    const guest = await userWithSession(t.database.db, {
      email: 'guest@test.local',
      role: 'guess',
    });
    // Others first, so the shared answer is the one remembered when the booker asks.
    const theirs = await booked(t, url, sofia);
    expect((await booked(t, url, sofia)).headers.etag).toBe(theirs.headers.etag);
    expect((await booked(t, url, marta)).json().bookings[0]).toMatchObject({ isMine: true });
    expect((await booked(t, url, guest)).json().bookings[0]).toMatchObject({
      isMine: false,
      userBooked: { name: null },
    });
    const named = (await booked(t, url, sofia)).json().bookings[0];
    expect(named).toMatchObject({ isMine: false, userBooked: { _id: marta.id } });
    expect(named.userBooked.name).toEqual(expect.any(String));
  });
});

/** Two instances on one PostgreSQL database, each with its schedule in memory. */
describe.skipIf(!pgRun.run)(`the schedule across instances ${pgRun.reason}`, () => {
  let database: DatabaseHandle;
  let second: DatabaseHandle;
  let a: TestApp;
  let b: TestApp;
  let club: Club;
  let sofia: Session;
  let marta: Session;

  beforeAll(async () => {
    database = await createTestDatabase({ engine: 'postgres' });
    second = await openDatabase({ url: database.url! });
    a = await createTestApp({ database, now: () => NOW });
    b = await createTestApp({ database: second, now: () => NOW });
    for (const t of [a, b]) await within(5_000, async () => t.app.realtime.cacheable());
    club = await seedClubCourts(database.db);
    sofia = await userWithSession(database.db, { email: 'sofia@test.local', role: 'user-adult' });
    marta = await userWithSession(database.db, { email: 'marta@test.local', role: 'vip' });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await second?.close();
    await database?.close();
  });

  it('serves B’s schedule from memory: a row written behind its back is not seen', async () => {
    const url = week(club.courts.tennis1);
    expect((await booked(b, url, marta)).json().bookings).toEqual([]);
    await insertBooking(database.db, {
      courtId: club.courts.tennis1,
      userId: sofia.id,
      date: '2026-11-23',
      startsAt: new Date('2026-11-23T10:00:00Z'),
    });
    expect((await booked(b, url, marta)).json().bookings).toEqual([]);
  });

  it('a booking made on instance A is in B’s schedule within a second', async () => {
    const url = week(club.courts.tennis2);
    const before = await booked(b, url, marta);
    expect(before.json().bookings).toEqual([]);
    const made = await book(a, sofia, club.courts.tennis2, '18:00 - 19:00');
    expect(made.statusCode).toBe(200);
    const id = made.json().booking._id as string;
    await within(1_000, async () => {
      const res = await booked(b, url, marta, String(before.headers.etag));
      return (
        res.statusCode === 200 && res.json().bookings.some((x: { _id: string }) => x._id === id)
      );
    });
  });
});
