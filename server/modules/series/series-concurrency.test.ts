import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { createTestDatabase, describeOnPostgres } from '#tests/helpers/test-db.ts';
import { NOW, seedClubCourts, userWithSession, type Club } from '#tests/helpers/bookings.ts';
import { weekdayDates } from '@/domain/series.ts';
import { bookingSlots, bookings, courts, courtSeriesDates } from '../../db/schema/index.ts';
import { invalidateCourtCache } from '../courts/index.ts';

const pg = describeOnPostgres();

/** Twenty Mondays at 10:30 on Pádel 1, from 23 November 2026. */
const FROM = '2026-11-23';
const TO = '2027-04-05';
const DATES = weekdayDates({ from: FROM, to: TO, weekday: 1 });

describe.skipIf(!pg.run)(`a series created while members book its dates ${pg.reason}`, () => {
  let t: TestApp;
  let club: Club;
  let admin: { id: string; cookie: string };
  const members: { id: string; cookie: string }[] = [];

  beforeAll(async () => {
    const database = await createTestDatabase({
      engine: 'postgres',
      poolSize: 22,
      connectTimeoutMs: 120_000,
    });
    t = await createTestApp({ database, now: () => NOW });
    const db = t.database.db;
    club = await seedClubCourts(db);
    // Members may book the whole season ahead here, so each can race for one of its dates.
    const limits = { member: 400, nonMember: 400, uca: 400, coach: 400 };
    await db
      .update(courts)
      .set({ maxDaysInAdvance: limits })
      .where(eq(courts.id, club.courts.padel1));
    invalidateCourtCache();
    admin = await userWithSession(db, { email: 'admin@test.local', role: 'admin' });
    const holder = await userWithSession(db, { email: 'holder@test.local', role: 'user-adult' });
    members.push(holder);
    for (let i = 0; i < 20; i++) {
      members.push(await userWithSession(db, { email: `m${i}@test.local`, role: 'user-adult' }));
    }
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await t?.database.close();
  });

  it('books each date exactly once, and skips exactly the dates the members took', async () => {
    expect(DATES).toHaveLength(20);
    const racers = members.slice(1);
    const book = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/booking',
        headers: { cookie: racers[i]!.cookie },
        payload: {
          courtId: club.courts.padel1,
          dateBooked: DATES[i],
          timeBooked: ['10:30 - 12:00'],
        },
      });
    const create = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/series',
        headers: { cookie: admin.cookie },
        payload: {
          courtId: club.courts.padel1,
          weekday: 1,
          startTime: '10:30',
          minutes: 90,
          from: FROM,
          to: TO,
          holderId: members[0]!.id,
          price: 20,
        },
      });
    // The series starts first and the members keep arriving while it writes: some dates are
    // theirs first, some the series'. Which ones varies; the checks below hold for any outcome.
    const series = create();
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const racing = racers.map((_, i) => pause(i * 50).then(() => book(i)));
    const [created, ...answers] = await Promise.all([series, ...racing]);
    expect(created!.statusCode).toBe(201);
    const won = DATES.filter((_, i) => answers[i]!.statusCode === 200);
    const lost = DATES.filter((_, i) => answers[i]!.statusCode === 409);
    expect(won.length + lost.length).toBe(20);
    if (process.env.SHOW_RACE) console.log(`members won ${won.length}, series ${lost.length}`);
    for (const i of DATES.keys()) {
      if (answers[i]!.statusCode === 409) {
        expect(answers[i]!.json().message).toBe('Este horario ya está reservado.');
      }
    }
    const body = created!.json();
    expect(body.skipped.map((d: { date: string }) => d.date)).toEqual(won);
    expect(body.skipped.every((d: { reason: string }) => d.reason === 'taken')).toBe(true);
    expect(body.booked).toBe(lost.length);

    // Each date has exactly one active booking and one active slot row, the series' or a member's.
    const db = t.database.db;
    for (const date of DATES) {
      const active = await db
        .select({ userId: bookings.userId })
        .from(bookings)
        .where(
          and(
            eq(bookings.courtId, club.courts.padel1),
            eq(bookings.dateBooked, date),
            eq(bookings.status, 'active'),
          ),
        );
      expect(active).toHaveLength(1);
      expect(active[0]!.userId === members[0]!.id).toBe(lost.includes(date));
    }
    const slots = await db
      .select()
      .from(bookingSlots)
      .where(and(eq(bookingSlots.courtId, club.courts.padel1), eq(bookingSlots.active, true)));
    expect(slots).toHaveLength(20);
    const stored = await db
      .select()
      .from(courtSeriesDates)
      .where(eq(courtSeriesDates.seriesId, body.series._id));
    expect(
      stored
        .filter((d) => d.status === 'skipped')
        .map((d) => d.date)
        .sort(),
    ).toEqual(won);
  }, 120_000);
});
