import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import {
  NOW,
  insertBooking,
  seedClubCourts,
  userWithSession,
  type Club,
} from '#tests/helpers/bookings.ts';
import { createBookingCaches } from './booking-cache.ts';
import { createScheduleCache } from './schedule/schedule-cache.ts';

/**
 * Budgets of the warm read path in counts, not times (issue 29): how many hooks a schedule request
 * runs, and that a warm answer is the one built before (not serialised, not hashed again). A
 * budget may go down, never up.
 */
// onRequest 2: the session check each handler used to call itself is the access hook now
// (decision 084), the same work moved before the body is read.
const HOOKS = { onRequest: 2, preValidation: 1 };

/** The hooks Fastify runs for one route, by phase, read from its route tree. */
function hooksOf(app: TestApp['app'], route: string): Record<string, number> {
  const tree = app.printRoutes({ includeHooks: true, commonPrefix: false });
  const lines = tree.slice(tree.indexOf(route)).split('\n').slice(1);
  const counts: Record<string, number> = {};
  for (const line of lines) {
    const hook = /• \((\w+)\) (\[.*\])/.exec(line);
    if (!hook) break;
    counts[hook[1]!] = (JSON.parse(hook[2]!) as string[]).length;
  }
  return counts;
}

describe("the schedule's warm path, in counts", () => {
  let t: TestApp;
  let club: Club;
  const quiet = { onForget: () => {}, cacheable: () => true };
  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW });
    club = await seedClubCourts(t.database.db);
  });
  afterAll(() => t.close());

  it(`runs ${Object.values(HOOKS).reduce((a, b) => a + b)} hooks on a schedule request`, () => {
    expect(hooksOf(t.app, '/api/users/booked (GET)')).toEqual(HOOKS);
  });

  it('answers a warm schedule with the answer built before: not serialised or hashed again', async () => {
    const cache = createScheduleCache(t.database.db, quiet);
    const viewer = { id: '00000000-0000-4000-8000-0000000000aa', role: 'user-adult' as const };
    const query = { courtId: club.courts.tennis1, startDate: '2026-11-23', endDate: '2026-11-29' };
    const first = await cache.answer(viewer, query);
    expect(await cache.answer(viewer, query)).toBe(first);
    // Another member with no booking in the week shares the same bytes.
    expect(
      await cache.answer({ ...viewer, id: '00000000-0000-4000-8000-0000000000bb' }, query),
    ).toBe(first);
  });

  it("answers a booker's warm schedule with their own answer built before", async () => {
    const cache = createScheduleCache(t.database.db, quiet);
    const lucia = await userWithSession(t.database.db, { email: 'lucia-week@test.local' });
    await insertBooking(t.database.db, {
      courtId: club.courts.tennis2,
      userId: lucia.id,
      date: '2026-11-24',
      startsAt: new Date('2026-11-24T10:00:00Z'),
    });
    const query = { courtId: club.courts.tennis2, startDate: '2026-11-23', endDate: '2026-11-29' };
    const viewer = { id: lucia.id, role: 'user-adult' as const };
    const first = await cache.answer(viewer, query);
    expect(first.body.toString()).toContain('"isMine":true');
    expect(await cache.answer(viewer, query)).toBe(first);
  });

  it("answers a warm 'Mis Reservas' and detail with the answer built before", async () => {
    const sofia = await userWithSession(t.database.db, { email: 'sofia@test.local' });
    const today = () => '2026-11-21';
    const caches = createBookingCaches({ db: t.database.db, realtime: quiet, today });
    const mine = await caches.mine(sofia.id);
    expect(await caches.mine(sofia.id)).toBe(mine);
    const id = await insertBooking(t.database.db, {
      courtId: club.courts.padel1,
      userId: sofia.id,
      date: '2026-11-23',
      startsAt: new Date('2026-11-23T10:00:00Z'),
    });
    const detail = await caches.detail(id);
    expect(detail?.booking._id).toBe(id);
    expect(await caches.detail(id)).toBe(detail);
  });
});
