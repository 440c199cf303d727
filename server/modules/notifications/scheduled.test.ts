import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBooking, seedClubCourts, userWithSession } from '#tests/helpers/bookings.ts';
import { serviceContext } from '#tests/helpers/payments.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { RAIN_CANCEL_ACTION } from '@/domain/notifications.ts';
import type { WeatherEntry } from '@/domain/weather.ts';
import { bookingPlayers, notifications } from '../../db/schema/index.ts';
import { queueRainNotices, queueReminders } from './scheduled.ts';

// Friday 11 December 2026, 15:00 in Madrid.
const NOW = new Date('2026-12-11T14:00:00Z');

function forecast(hours: Record<string, number>): WeatherEntry[] {
  return Object.entries(hours).map(([startTime, chance]) => ({
    startTime,
    values: { temperature: 12, precipitationProbability: chance, windSpeed: 1, humidity: 50 },
  }));
}

describe('notifications: the reminder and rain jobs', () => {
  let t: TestApp;
  let club: Awaited<ReturnType<typeof seedClubCourts>>;
  const ctx = (now = NOW) => {
    const c = serviceContext(t, () => now);
    c.weather = {
      hourly: async () =>
        forecast({ '2026-12-11T17:00:00.000Z': 80, '2026-12-11T18:00:00.000Z': 5 }),
    };
    return c;
  };
  const rowsOf = (kind: 'rain' | 'reminder') =>
    t.database.db.select().from(notifications).where(eq(notifications.kind, kind));

  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW });
    club = await seedClubCourts(t.database.db);
  });
  afterAll(() => t.close());

  it('tells the booker of an outdoor booking forecast wet, once, with the cancel action', async () => {
    const booker = await userWithSession(t.database.db, { email: 'lluvia@example.com' });
    const wet = await insertBooking(t.database.db, {
      courtId: club.courts.padel1,
      userId: booker.id,
      date: '2026-12-11',
      startsAt: new Date('2026-12-11T17:00:00Z'),
    });
    // Covered court, and a dry hour: no notice.
    await insertBooking(t.database.db, {
      courtId: club.courts.padel2,
      userId: booker.id,
      date: '2026-12-11',
      startsAt: new Date('2026-12-11T17:00:00Z'),
    });
    await insertBooking(t.database.db, {
      courtId: club.courts.tennis1,
      userId: booker.id,
      date: '2026-12-11',
      startsAt: new Date('2026-12-11T18:00:00Z'),
    });
    expect(await queueRainNotices(ctx())).toBe(1);
    expect(await queueRainNotices(ctx())).toBe(0);
    const rows = await rowsOf('rain');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ subject: wet, userId: booker.id, status: 'pending' });
    expect(rows[0]!.payload).toMatchObject({
      url: `/bookings/${wet}`,
      tag: `rain-${wet}`,
      body: expect.stringContaining('Pádel 1 · hoy a las 18:00'),
      actions: [
        {
          action: RAIN_CANCEL_ACTION,
          title: 'Cancelar sin coste',
          url: `/bookings/${wet}?cancel=1`,
        },
      ],
    });
  });

  it("reminds the booker and each member player at each one's own advance", async () => {
    const booker = await userWithSession(t.database.db, { email: 'anfitrion@example.com' });
    const player = await userWithSession(t.database.db, { email: 'jugadora@example.com' });
    const startsAt = new Date('2026-12-12T10:00:00Z');
    const bookingId = await insertBooking(t.database.db, {
      courtId: club.courts.tennis2,
      userId: booker.id,
      date: '2026-12-12',
      startsAt,
    });
    await t.database.db.insert(bookingPlayers).values([
      { bookingId, position: 0, userId: booker.id, isMember: true },
      { bookingId, position: 1, userId: player.id, isMember: true },
      { bookingId, position: 2, isMember: false, nonMemberName: 'Invitado' },
    ]);
    const cookie = player.cookie;
    await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: { cookie },
      payload: {
        kinds: {
          reminder: true,
          payment: true,
          match: true,
          rain: true,
          school: true,
          renewal: true,
          cancellation: true,
        },
        reminderMinutes: 120,
        quietStart: '23:00',
        quietEnd: '08:00',
      },
    });
    const at = (iso: string) => queueReminders(ctx(new Date(iso)));
    expect(await at('2026-12-12T07:59:00Z')).toBe(0);
    expect(await at('2026-12-12T08:00:00Z')).toBe(1); // the player's 120 minutes
    expect(await at('2026-12-12T09:00:00Z')).toBe(1); // the booker's 60
    expect(await at('2026-12-12T09:30:00Z')).toBe(0);
    expect(await at('2026-12-12T10:00:00Z')).toBe(0); // started: none
    const rows = (await rowsOf('reminder')).filter((r) => r.subject === bookingId);
    expect(rows.map((r) => r.userId).sort()).toEqual([booker.id, player.id].sort());
    expect(rows[0]!.payload.body).toBe('Tenis 2 · hoy a las 11:00');
  });
});
