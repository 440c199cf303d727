import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { NOW, seedClubCourts, userWithSession, type Club } from '#tests/helpers/bookings.ts';
import { courts } from '../../db/schema/index.ts';
import { invalidateCourtCache } from '../courts/index.ts';

/** NOW is Saturday 21 November 2026; the series' first date, Monday the 23rd, is in the week. */
describe("the setting 'series count against the weekly limit'", () => {
  let t: TestApp;
  let club: Club;
  let admin: { id: string; cookie: string };
  let holder: { id: string; cookie: string };

  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW });
    club = await seedClubCourts(t.database.db);
    // One booking a week for members on Pádel 1.
    const caps = { member: 1, nonMember: 1, uca: 1, coach: 1 };
    await t.database.db
      .update(courts)
      .set({ maxBookingsPerWeek: caps })
      .where(eq(courts.id, club.courts.padel1));
    invalidateCourtCache();
    admin = await userWithSession(t.database.db, { email: 'admin@test.local', role: 'admin' });
    holder = await userWithSession(t.database.db, { email: 'h@test.local', role: 'user-adult' });
    const series = await t.app.inject({
      method: 'POST',
      url: '/api/admin/series',
      headers: { cookie: admin.cookie },
      payload: {
        courtId: club.courts.padel1,
        holderId: holder.id,
        weekday: 1,
        startTime: '10:30',
        minutes: 90,
        from: '2026-11-23',
        to: '2026-12-14',
        price: 0,
      },
    });
    expect(series.statusCode).toBe(201);
  });
  afterAll(() => t.close());

  const book = (dateBooked: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/booking',
      headers: { cookie: holder.cookie },
      payload: { courtId: club.courts.padel1, dateBooked, timeBooked: ['12:00 - 13:30'] },
    });

  it('by default a series date does not use up the week', async () => {
    expect((await book('2026-11-24')).statusCode).toBe(200);
  });

  it('when the club says so, it does', async () => {
    const patched = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/settings',
      headers: { cookie: admin.cookie },
      payload: { series: { countAgainstWeeklyLimit: true } },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().settings.series).toEqual({
      countAgainstWeeklyLimit: true,
      memberRoles: [],
    });
    // The week ahead now holds the series' Monday and Tuesday's booking: over the cap of 1.
    const res = await book('2026-11-25');
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.json()).toMatchObject({
      success: false,
      message: 'Has alcanzado el límite de 1 reservas en los próximos 7 días.',
    });
  });
});
