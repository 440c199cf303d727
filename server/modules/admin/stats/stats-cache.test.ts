import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOW, insertBooking, seedClubCourts, userWithSession } from '#tests/helpers/bookings.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import type { ForgetListener } from '../../../realtime.ts';
import { SCHEDULE_TOPIC } from '../../bookings/index.ts';
import { createStatsCache } from './stats-cache.ts';

/** A bus that delivers `forget` to this instance only, as the real one does to every instance. */
function localBus() {
  const listeners = new Map<string, ForgetListener[]>();
  return {
    onForget: (topic: string, listener: ForgetListener) => {
      listeners.set(topic, [...(listeners.get(topic) ?? []), listener]);
    },
    cacheable: () => true,
    forget: (topic: string, keys: readonly string[]) =>
      listeners.get(topic)?.forEach((listener) => listener(keys)),
  };
}

describe("a range's statistics, cached", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW });
  });
  afterAll(() => t.close());

  it('answers a range again from memory until a booking changes', async () => {
    const db = t.database.db;
    const club = await seedClubCourts(db);
    const sofia = await userWithSession(db, { email: 'sofia@test.local' });
    const bus = localBus();
    const stats = createStatsCache({ db, realtime: bus, now: () => NOW, config: t.config });
    const range = { from: '2026-11-01', to: '2026-11-30' };
    // One computation for both: two would make two answers.
    const [first, same] = await Promise.all([stats.get(range), stats.get(range)]);
    expect(same).toBe(first);
    expect(await stats.get(range)).toBe(first);
    expect(await stats.get({ ...range, from: '2026-11-02' })).not.toBe(first);

    await insertBooking(db, {
      courtId: club.courts.tennis1,
      userId: sofia.id,
      date: '2026-11-20',
      startsAt: new Date('2026-11-20T09:00:00Z'),
    });
    expect(await stats.get(range)).toBe(first); // not told yet
    bus.forget(SCHEDULE_TOPIC, ['any']);
    const after = await stats.get(range);
    const booked = (s: typeof first) =>
      s.stats.occupancyByCourt.reduce((n, c) => n + c.bookings, 0);
    expect(booked(after)).toBe(booked(first) + 1);
  });
});
