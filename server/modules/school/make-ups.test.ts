import type { SpanishWeekday } from '@/domain/courts.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { NOW, seedClubCourts, userWithSession } from '#tests/helpers/bookings.ts';
import {
  schoolAttendance,
  schoolCancelledClasses,
  schoolGroups,
  schoolRequests,
} from '../../db/schema/index.ts';

type Session = { id: string; cookie: string };

/** Saturday 21 November 2026: Ana (Monday's 'Iniciación') missed 2, 9 (called off) and 16 November. */
describe("make-up classes ('recuperación')", () => {
  let t: TestApp;
  let admin: Session;
  let coach: Session;
  let ana: Session;
  let monday: string;
  let thursday: string;
  let advanced: string;

  const group = async (level: string, day: SpanishWeekday, coachId: string, courtId: string) => {
    const [row] = await t.database.db
      .insert(schoolGroups)
      .values({
        level,
        coachId,
        courtId,
        daysOfWeek: [day],
        timeRange: '10:00 - 11:00',
        size: 4,
        hoursPerMonth: 4,
        startDate: '2026-09-01',
        endDate: '2027-06-30',
      })
      .returning({ id: schoolGroups.id });
    return row!.id;
  };

  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW });
    const club = await seedClubCourts(t.database.db);
    admin = await userWithSession(t.database.db, { email: 'admin@test.local', role: 'admin' });
    coach = await userWithSession(t.database.db, { email: 'coach@test.local', role: 'coach' });
    ana = await userWithSession(t.database.db, { email: 'ana@test.local', name: 'Ana' });
    monday = await group('Iniciación', 'Lunes', coach.id, club.courts.tennis1);
    thursday = await group('Iniciación', 'Jueves', coach.id, club.courts.tennis2);
    advanced = await group('Competición', 'Jueves', coach.id, club.courts.tennis1);
    await t.database.db
      .insert(schoolRequests)
      .values({ userId: ana.id, groupId: monday, status: 'placed' });
    await t.database.db.insert(schoolAttendance).values([
      { groupId: monday, userId: ana.id, date: '2026-11-02', present: false },
      { groupId: monday, userId: ana.id, date: '2026-11-16', present: false },
      { groupId: monday, userId: ana.id, date: '2026-11-23', present: true },
    ]);
    await t.database.db
      .insert(schoolCancelledClasses)
      .values({ groupId: monday, date: '2026-11-09', reason: 'Lluvia' });
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    url: string,
    who: Session,
    payload?: object,
  ) =>
    t.app.inject({ method, url, headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) });
  const makeUp = (missedDate: string, groupId: string, date: string) =>
    call('POST', '/api/school/make-ups', ana, { missedDate, groupId, date });

  it('lists the missed classes and the groups of the same level', async () => {
    const res = await call('GET', '/api/school/make-ups', ana);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ limit: 2, used: 0, makeUps: [] });
    expect(body.missed.map((m: { date: string }) => m.date)).toEqual([
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
    ]);
    expect(body.groups.map((g: { _id: string }) => g._id)).toEqual([thursday]);
  });

  it('makes up a missed class in another group of the level; the coach sees the pupil', async () => {
    const res = await makeUp('2026-11-16', thursday, '2026-11-26');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Clase de recuperación reservada.',
      makeUp: { missedDate: '2026-11-16', groupId: thursday, date: '2026-11-26' },
    });
    const list = await call(
      'GET',
      `/api/school/groups/${thursday}/attendance?date=2026-11-26`,
      coach,
    );
    expect(list.json().entries).toEqual([
      expect.objectContaining({ userId: ana.id, name: 'Ana', makeUp: true, present: null }),
    ]);
    const saved = await call('PUT', `/api/school/groups/${thursday}/attendance`, coach, {
      date: '2026-11-26',
      entries: [{ userId: ana.id, present: true }],
    });
    expect(saved.statusCode).toBe(200);
    const again = await makeUp('2026-11-16', thursday, '2026-12-03');
    expect(again.json().message).toBe(
      'Solo puedes recuperar una clase de tu grupo a la que faltaste o que se canceló.',
    );
  });

  it('refuses what the rules do not allow, in Spanish', async () => {
    const message = async (res: Promise<{ json(): { message: string } }>) =>
      (await res).json().message;
    expect(await message(makeUp('2026-11-23', thursday, '2026-12-03'))).toBe(
      'Solo puedes recuperar una clase de tu grupo a la que faltaste o que se canceló.',
    );
    expect(await message(makeUp('2026-11-09', advanced, '2026-12-03'))).toBe(
      'Solo puedes recuperar en un grupo de tu mismo nivel.',
    );
    expect(await message(makeUp('2026-11-09', thursday, '2026-12-02'))).toBe(
      'Ese grupo no tiene clase ese día.',
    );
    expect(await message(makeUp('2026-11-09', monday, '2026-11-30'))).toBe(
      'Elige otro grupo: la recuperación es en un grupo distinto del tuyo.',
    );
    const outsider = await call('POST', '/api/school/make-ups', admin, {
      missedDate: '2026-11-09',
      groupId: thursday,
      date: '2026-12-03',
    });
    expect(outsider.json().message).toBe(
      'Necesitas una plaza en un grupo de la escuela para recuperar una clase.',
    );
  });

  it('stops at the club’s number per season (400), which the admin may raise', async () => {
    expect((await makeUp('2026-11-09', thursday, '2026-12-03')).statusCode).toBe(201);
    const third = await makeUp('2026-11-02', thursday, '2026-12-10');
    expect(third.statusCode).toBe(400);
    expect(third.json()).toEqual({
      success: false,
      message: 'Ya has usado las 2 recuperaciones de esta temporada.',
    });
    const patched = await call('PATCH', '/api/admin/settings', admin, {
      school: { makeUpsPerSeason: 3 },
    });
    expect(patched.json().settings.school).toEqual({ makeUpsPerSeason: 3 });
    expect((await makeUp('2026-11-02', thursday, '2026-12-10')).statusCode).toBe(201);
    const mine = (await call('GET', '/api/school/make-ups', ana)).json();
    expect(mine).toMatchObject({ limit: 3, used: 3, missed: [] });
  });
});
