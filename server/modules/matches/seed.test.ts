import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOW, seedClubCourts } from '#tests/helpers/bookings.ts';
import { player } from '#tests/helpers/matches.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { createUser } from '#tests/helpers/auth.ts';
import { seedOpenMatches } from './seed.ts';

describe('the demo open matches', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW });
    await seedClubCourts(t.database.db);
    await createUser(t.database.db, { email: 'socio@club.local', role: 'user-adult' });
    await createUser(t.database.db, { email: 'padel@club.local', role: 'user-padel' });
  });
  afterAll(() => t.close());

  it('lists two matches of the coming days, one for every level and one for a range', async () => {
    await seedOpenMatches(t.database.db, NOW);
    const viewer = await player(t.database.db, 'Vera');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/matches',
      headers: { cookie: viewer.cookie },
    });
    const matches = res.json().matches;
    expect(
      matches.map((m: { dateBooked: string; seatsLeft: number; levelMin: number | null }) => [
        m.dateBooked,
        m.seatsLeft,
        m.levelMin,
      ]),
    ).toEqual([
      ['2026-11-24', 3, null],
      ['2026-11-25', 2, 2.5],
    ]);
    expect(matches[0].seatPrice).toBe(4);
  });
});
