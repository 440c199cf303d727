import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOW, userWithSession } from '#tests/helpers/bookings.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { addDays, clubDate } from '@/domain/club-time.ts';
import { createSession } from '../modules/auth/index.ts';
import { rowsOf } from '../modules/admin/index.ts';
import { sql } from 'drizzle-orm';
import { LARGE_CLUB, largeClubAt, seedLargeClub } from './large-club.ts';

const TZ = 'Europe/Madrid';

/**
 * The bench's large club (issue 29) at 1/100 of its members and days, so the code never rots:
 * the counts it promises, a booking's players, and the reads the bench measures on it.
 */
describe('the large club at 1/100', () => {
  let t: TestApp;
  const size = largeClubAt(100);
  const firstDay = addDays(clubDate(NOW, TZ), 7 - size.days);
  const count = async (query: ReturnType<typeof sql>) =>
    (await rowsOf<{ n: number }>(t.database.db, query))[0]!.n;

  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW });
  });
  afterAll(() => t.close());

  it('writes the members, the courts and every hour booked, a third also cancelled', async () => {
    expect(size).toEqual({ members: 50, courts: LARGE_CLUB.courts, days: 7 });
    const counts = await seedLargeClub(t.database.db, size, {
      now: NOW,
      timeZone: TZ,
      passwordHash: 'x',
    });
    expect(counts).toEqual({ members: 50, courts: 20, active: 20 * 7 * 15, cancelled: 20 * 7 * 5 });
    // The full size: about 300,000 bookings.
    expect(LARGE_CLUB.courts * LARGE_CLUB.days * 20).toBe(292_000);
    // Booker first; four players on padel, two on tennis, all different members.
    const players = await rowsOf<{ type: string; n: number; distinct: number; booker: boolean }>(
      t.database.db,
      sql`select c.type, count(*)::int as n, count(distinct p.user_id)::int as distinct,
            bool_and(exists (select 1 from booking_players f where f.booking_id = b.id
              and f.position = 0 and f.user_id = b.user_id)) as booker
          from bookings b join courts c on c.id = b.court_id
          join booking_players p on p.booking_id = b.id
          where c.name like 'Grande %' and b.status = 'active'
          group by b.id, c.type limit 40`,
    );
    for (const row of players) {
      expect(row.n).toBe(row.type === 'padel' ? 4 : 2);
      expect(row.distinct).toBe(row.n);
      expect(row.booker).toBe(true);
    }
    // One active taker per court and hour.
    expect(await count(sql`select count(*)::int as n from booking_slots`)).toBe(20 * 7 * 15);
  });

  it("answers the reads the bench measures: the schedule, 'Mis Reservas', the admin's list", async () => {
    const [member] = await rowsOf<{ id: string }>(
      t.database.db,
      sql`select id from users where email = 'socio1@grande.club'`,
    );
    const cookie = `club_session=${await createSession(t.database.db, member!.id)}`;
    const admin = await userWithSession(t.database.db, { email: 'jefa@test.local', role: 'admin' });
    const [court] = await rowsOf<{ id: string }>(
      t.database.db,
      sql`select id from courts where name = 'Grande 01'`,
    );
    const get = (url: string, who = cookie) =>
      t.app.inject({ method: 'GET', url, headers: { cookie: who } });

    const week = await get(
      `/api/users/booked?courtId=${court!.id}&startDate=${firstDay}&endDate=${addDays(firstDay, 6)}`,
    );
    expect(week.statusCode).toBe(200);
    expect(week.json().bookings).toHaveLength(7 * 15);

    const mine = await get('/api/users/bookings');
    const expected = await count(
      sql`select count(distinct b.id)::int as n from bookings b
          join booking_players p on p.booking_id = b.id
          where b.status = 'active' and p.user_id = ${member!.id}`,
    );
    expect(expected).toBeGreaterThan(0);
    expect(mine.json().bookings).toHaveLength(expected);

    const paid = await get(
      `/api/admin/bookings?courtId=${court!.id}&from=${firstDay}&to=${addDays(firstDay, 6)}&paymentStatus=P&pageSize=10`,
      admin.cookie,
    );
    expect(paid.statusCode).toBe(200);
    const past = await count(
      sql`select count(*)::int as n from bookings where court_id = ${court!.id}
          and status = 'active' and payment_status = 'P'`,
    );
    expect(paid.json()).toMatchObject({ total: past, page: 1, pageSize: 10 });
    const stats = await get(
      `/api/admin/stats?from=${firstDay}&to=${clubDate(NOW, TZ)}`,
      admin.cookie,
    );
    expect(stats.statusCode).toBe(200);
  });
});
