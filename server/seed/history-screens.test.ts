/**
 * Issue 41: every admin screen and every member list of the demo club has something real to show,
 * and what the services wrote of its past (history-activity.ts) keeps the money straight.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '#tests/helpers/auth.ts';
import { DEMO_NOW, seedDemoAt } from '#tests/helpers/demo-history.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../modules/admin/index.ts';

type Body = Record<string, unknown>;
type List = (body: Body) => unknown;

/** Each admin screen's list endpoint (src/features/admin/*) and the list it shows. */
const ADMIN_LISTS: Array<[string, List]> = [
  ['/api/admin/users', (b) => b.users],
  ['/api/admin/bookings', (b) => b.bookings],
  ['/api/admin/courts', (b) => b.courts],
  ['/api/admin/access', (b) => b.logs],
  ['/api/admin/blocked-times', (b) => b.blockedTimes],
  ['/api/admin/calendar?year=2026', (b) => b.days],
  [
    '/api/admin/school',
    (b) => (b.groups as Array<{ students: unknown[] }>).flatMap((g) => g.students),
  ],
  ['/api/admin/shop/orders', (b) => b.orders],
  ['/api/admin/shop/products', (b) => b.products],
  ['/api/admin/matches', (b) => b.matches],
  ['/api/admin/packs', (b) => b.packs],
  ['/api/admin/results?status=confirmed', (b) => b.results],
  ['/api/admin/results?status=disputed', (b) => b.results],
  ['/api/admin/waitlists', (b) => b.entries],
  ['/api/admin/series', (b) => b.series],
  ['/api/admin/lights', (b) => b.courts],
  ['/api/admin/lights/log', (b) => b.entries],
  ['/api/admin/lights/stats?month=2026-11', (b) => b.rows],
  ['/api/admin/stats?from=2026-09-25&to=2026-11-20', (b) => b.doorOpenings],
  ['/api/admin/dashboard', (b) => b.courts],
];

/** The members' lists, each for a demo account that has something in it. */
const MEMBER_LISTS: Array<[string, string, List]> = [
  ['socio@club.local', '/api/users/bookings', (b) => b.bookings],
  ['socio@club.local', '/api/users/bookings/past', (b) => b.bookings],
  ['socio@club.local', '/api/users/series', (b) => b.series],
  ['socio@club.local', '/api/users/wallet', (b) => b.transactions],
  ['socio@club.local', '/api/access/me', (b) => b.history],
  ['socio@club.local', '/api/announcements', (b) => b.announcements],
  ['socio@club.local', '/api/matches', (b) => b.matches],
  ['socio@club.local', '/api/shop/orders', (b) => b.orders],
  ['socio@club.local', '/api/levels/me', (b) => b.sports],
  ['joven@club.local', '/api/waitlist/mine', (b) => b.entries],
  ['padel@club.local', '/api/packs', (b) => b.packs],
  ['padel@club.local', '/api/users/series', (b) => b.series],
  ['coach@club.local', '/api/school/coach', (b) => b.groups],
];

describe("the demo club's screens", () => {
  let t: TestApp;
  let db: Database;
  const cookies = new Map<string, string>();

  async function get(email: string, url: string): Promise<Body> {
    if (!cookies.has(email)) cookies.set(email, await loginAs(t.app, email));
    const res = await t.app.inject({
      method: 'GET',
      url,
      headers: { cookie: cookies.get(email)! },
    });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json();
  }

  beforeAll(async () => {
    t = await createTestApp({ now: () => DEMO_NOW });
    db = t.database.db;
    // With the coming open matches the server's own seed adds, for 'Partidos abiertos'.
    await seedDemoAt(db, { openMatches: true });
  });
  afterAll(() => t.close());

  it('gives every admin screen a list that is not empty', async () => {
    for (const [url, list] of ADMIN_LISTS) {
      const rows = list(await get('admin@club.local', url));
      expect(Array.isArray(rows) ? rows.length : 0, url).toBeGreaterThan(0);
    }
    const { users } = await get('admin@club.local', '/api/admin/users?q=socio@club.local');
    const socio = (users as Array<{ _id: string; email: string }>).find(
      (u) => u.email === 'socio@club.local',
    );
    const detail = await get('admin@club.local', `/api/admin/users/${socio!._id}`);
    for (const key of ['subscriptions', 'bookings', 'accessLogs']) {
      expect((detail[key] as unknown[] | undefined)?.length ?? 0, key).toBeGreaterThan(0);
    }
  });

  it('gives every member list a demo account with something in it', async () => {
    for (const [email, url, list] of MEMBER_LISTS) {
      const rows = list(await get(email, url));
      expect(Array.isArray(rows) ? rows.length : 0, `${email} ${url}`).toBeGreaterThan(0);
    }
  });

  it("gives the admin's dashboard and statistics real series", async () => {
    const cookie = await loginAs(t.app, 'admin@club.local');
    const get = async (url: string) => {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const today = await get('/api/admin/dashboard');
    const bookedToday = today.courts.flatMap((c: { bookings: unknown[] }) => c.bookings);
    expect(bookedToday.length).toBeGreaterThan(0);
    expect(today.revenueThisMonth).toBeGreaterThan(0);
    expect(today.revenueSameDaysLastMonth).toBeGreaterThan(0);
    expect(today.doorOpeningsToday).toBeGreaterThan(0);

    const stats = await get('/api/admin/stats?from=2026-09-25&to=2026-11-20');
    // The history's, not the one socio@ made for tomorrow above.
    const [active] = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from bookings
        where status = 'active' and date_booked <= '2026-11-20'`,
    );
    const perHour = stats.occupancyByHour as Array<{ bookings: number }>;
    expect(perHour.reduce((n, c) => n + c.bookings, 0)).toBe(active!.n);
    expect(stats.occupancyByCourt.every((c: { rate: number }) => c.rate > 0)).toBe(true);
    expect(stats.revenueByMonth.map((m: { month: string }) => m.month)).toEqual([
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
    for (const month of stats.revenueByMonth.slice(1))
      expect(month.total, month.month).toBeGreaterThan(0);
    // The four demo memberships (55 + 30 + 30 + 55 €) were paid in each month of the history.
    expect(stats.revenueByMonth.map((m: { memberships: number }) => m.memberships)).toEqual([
      0, 170, 170,
    ]);
    expect(stats.doorOpenings.length).toBeGreaterThan(50);
    expect(stats.unpaidBookings.length).toBeGreaterThan(0);
    expect(
      stats.membersByPlan.find(
        (m: { month: string; plan: string }) => m.month === '2026-10' && m.plan === 'adult',
      )?.members,
    ).toBe(2);
  });

  it("gives the admin's 'Resultados' real results: confirmed ones moved levels, some disputed, some waiting", async () => {
    const cookie = await loginAs(t.app, 'admin@club.local');
    const results = async (status: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/results?status=${status}`,
        headers: { cookie },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().results as {
        sport: string;
        sets: number[][];
        disputeReason: string | null;
      }[];
    };
    const [confirmed, disputed, pending] = await Promise.all([
      results('confirmed'),
      results('disputed'),
      results('pending'),
    ]);
    expect(confirmed.length).toBeGreaterThanOrEqual(5);
    expect(disputed.length).toBeGreaterThanOrEqual(2);
    expect(disputed.every((r) => (r.disputeReason ?? '').length > 0)).toBe(true);
    expect(pending.length).toBe(2);
    const [moved] = await rowsOf<{ n: number; members: number }>(
      db,
      sql`select count(*)::int as n, count(distinct user_id)::int as members from level_changes
        where kind = 'resultado'`,
    );
    // Every player of every confirmed result: 2 or 4 a match.
    expect(moved!.n).toBeGreaterThanOrEqual(confirmed.length * 2);
    expect(moved!.members).toBeGreaterThan(4);
  });

  it('has abonos: two active into the coming weeks, one ended, the monthly one charged', async () => {
    type Series = {
      holder: { name: string };
      status: string;
      billing: string;
      dates: Array<{ date: string; status: string }>;
      charges: Array<{ status: string }>;
    };
    const { series } = (await get('admin@club.local', '/api/admin/series')) as {
      series: Series[];
    };
    const summary = series
      .map((s) => ({
        holder: s.holder.name,
        status: s.status,
        billing: s.billing,
        comingDates: s.dates.some((d) => d.status === 'booked' && d.date > '2026-11-20'),
        released: s.dates.filter((d) => d.status === 'released').length,
        ended: s.dates.filter((d) => d.status === 'ended').length > 0,
        charges: s.charges.map((c) => c.status),
      }))
      .sort((a, b) => a.holder.localeCompare(b.holder));
    expect(summary).toEqual([
      {
        holder: 'Lucía Martín',
        status: 'ended',
        billing: 'session',
        comingDates: false,
        released: 0,
        ended: true,
        charges: [],
      },
      {
        holder: 'Pablo Pádel',
        status: 'active',
        billing: 'session',
        comingDates: true,
        released: 0,
        ended: false,
        charges: [],
      },
      {
        holder: 'Sofía Socia',
        status: 'active',
        billing: 'monthly',
        comingDates: true,
        released: 1,
        ended: false,
        charges: ['paid', 'paid'],
      },
    ]);
  });

  it('has waitlists: people waiting now, one promoted and booked, one expired, one who left', async () => {
    const rows = await rowsOf<{ status: string; n: number; booked: number }>(
      db,
      sql`select status, count(*)::int as n, count(booking_id)::int as booked
        from waitlist_entries group by status order by status`,
    );
    expect(rows).toEqual([
      { status: 'booked', n: 1, booked: 1 },
      { status: 'expired', n: 1, booked: 0 },
      { status: 'left', n: 1, booked: 0 },
      { status: 'waiting', n: 3, booked: 0 },
    ]);
  });

  it('has bonos: sold from the wallet and at the desk, with uses on bookings', async () => {
    const { packs, stats } = (await get('admin@club.local', '/api/admin/packs')) as {
      packs: Array<{ method: string; usesLeft: number; uses: number }>;
      stats: { sold: number; usesConsumed: number };
    };
    expect(packs.map((p) => p.method).sort()).toEqual(['card_terminal', 'cash', 'wallet']);
    expect(stats.sold).toBe(3);
    expect(stats.usesConsumed).toBeGreaterThanOrEqual(5);
    const [uses] = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from pack_uses where booking_id is not null`,
    );
    expect(uses!.n).toBe(stats.usesConsumed);
  });

  it('has past open matches: a full one settled, its players with a result, one auto-cancelled', async () => {
    const { matches } = (await get('admin@club.local', '/api/admin/matches')) as {
      matches: Array<{ status: string; startsAt: string; bookingId: string }>;
    };
    const past = matches.filter((m) => new Date(m.startsAt) < DEMO_NOW);
    expect(past.map((m) => m.status).sort()).toEqual(['cancelled', 'closed']);
    const full = past.find((m) => m.status === 'closed')!;
    const [players] = await rowsOf<{ n: number; results: number }>(
      db,
      sql`select (select count(*) from booking_players where booking_id = ${full.bookingId})::int
          as n,
        (select count(*) from match_results where booking_id = ${full.bookingId})::int as results`,
    );
    expect(players).toEqual({ n: 4, results: 1 });
  });

  it("has the lights' log: switched on and off for bookings, once by hand", async () => {
    const rows = await rowsOf<{ reason: string; on: boolean }>(
      db,
      sql`select distinct reason, "on" from light_switches where ok order by reason, "on"`,
    );
    expect(rows.some((r) => r.on && r.reason === 'manualOn')).toBe(true);
    expect(rows.some((r) => r.on && r.reason !== 'manualOn')).toBe(true);
    expect(rows.some((r) => !r.on)).toBe(true);
  });

  it('pays each sale once, on one path: packs, monthly charges, seats and desk top-ups', async () => {
    const [money] = await rowsOf<Record<string, number>>(
      db,
      sql`select
        (select count(*) from member_packs m where (m.method = 'wallet') <> exists (select 1
          from wallet_entries e where e.reference = 'pack:' || m.id
            and e.type = 'debit' and e.amount_cents = m.price_cents))::int as packs_off,
        -- A month whose dates were all taken before the series charges nothing, and debits nothing.
        (select count(*) from court_series_charges c where c.status = 'paid'
          and (c.amount_cents > 0) <> exists (select 1 from wallet_entries e
            where e.reference = 'series:' || c.series_id || ':' || c.month
              and e.amount_cents = c.amount_cents))::int as charges_off,
        (select count(*) from open_match_seats s where s.paid_with = 'wallet' and not exists (
          select 1 from wallet_entries e where e.reference = 'match-seat:' || s.id
            and e.amount_cents = s.amount_cents))::int as seats_off,
        (select count(*) from wallet_entries where reference like 'admin-adjustment:%')::int
          as top_ups,
        (select count(*) from admin_audit_log where action = 'wallet.adjust')::int as audited`,
    );
    expect(money).toMatchObject({ packs_off: 0, charges_off: 0, seats_off: 0 });
    expect(money!.top_ups).toBeGreaterThan(0);
    expect(money!.audited).toBe(money!.top_ups);
  });
});
