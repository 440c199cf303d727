import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '#tests/helpers/auth.ts';
import { createTestDatabase } from '#tests/helpers/test-db.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { DEMO_NOW as NOW, DEMO_TZ as TZ, seedDemoAt } from '#tests/helpers/demo-history.ts';
import { ConfigError, loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { seedDemoClub } from './index.ts';
import { wordStored, type StoredText } from '../stored-text.ts';
import { rowsOf } from '../modules/admin/index.ts';
import { DEMO_HISTORY_SEED, HISTORY_DAYS } from './history.ts';

const seedAt = (db: Database, seed = DEMO_HISTORY_SEED) => seedDemoAt(db, { seed });

type Totals = Record<string, number>;

async function totals(db: Database): Promise<Totals> {
  const [row] = await rowsOf<Totals>(
    db,
    sql`select
      (select count(*) from bookings)::int as bookings,
      (select count(*) from bookings where status = 'cancelled')::int as cancelled,
      (select count(*) from bookings where status = 'active' and payment_status <> 'P')::int as owing,
      (select count(*) from wallet_entries where reference like 'booking-refund:%')::int as refunds,
      (select coalesce(sum(case type when 'credit' then amount_cents else -amount_cents end), 0)
        from wallet_entries)::int as ledger,
      (select count(*) from payments where purpose = 'wallet_topup')::int as top_ups,
      (select count(*) from access_logs where result = 'opened')::int as opened,
      (select count(*) from access_logs where result = 'refused')::int as refused,
      (select count(*) from shop_orders)::int as orders,
      (select count(*) from school_attendance)::int as attendance,
      (select count(*) from desk_payments)::int as desk`,
  );
  return row!;
}

/**
 * Every booking of the past, in one comparable list: by what it is, not by its id (the services'
 * bookings, history-activity.ts, get ids of their own on every run).
 */
async function fingerprint(db: Database) {
  return rowsOf(
    db,
    sql`select c.name as court, b.starts_at::text, b.status, b.payment_status, b.total_cents,
      u.email as booker,
      (select string_agg(coalesce(p.non_member_name, pu.email) || ':' || p.amount_paid_cents, ','
        order by p.position) from booking_players p left join users pu on pu.id = p.user_id
        where p.booking_id = b.id) as players
    from bookings b join courts c on c.id = b.court_id join users u on u.id = b.user_id
    order by 1, 2, 3, 6, 7`,
  );
}

describe('the demo club with its past', () => {
  let t: TestApp;
  let db: Database;

  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW });
    db = t.database.db;
    await seedAt(db);
  });
  afterAll(() => t.close());

  it('writes the known past of the seed value', async () => {
    expect(await totals(db)).toEqual({
      // The bulk history's 678, and the services' 30 (history-activity.ts): the series' dates,
      // the open matches, the promoted waitlist place.
      bookings: 708,
      // 70, and the ended series' coming dates, the released date, the cancelled match.
      cancelled: 77,
      // 24, and the series' coming dates and a seeded member's unpaid parts.
      owing: 36,
      refunds: 17,
      // The history's top-ups less what was spent, the two demo welcome balances (65 €), and the
      // desk's top-ups less the series' charges, the pack bought and the seats paid.
      ledger: 33_840,
      top_ups: 159,
      opened: 1_062,
      refused: 70,
      orders: 28,
      attendance: 96,
      desk: 465,
    });
  });

  // Seeds the whole club twice more (history, levels, results): minutes on a loaded machine.
  it(
    'writes the same rows for the same seed value, and another past for another',
    { timeout: 120_000 },
    async () => {
      const again = await createTestDatabase();
      const other = await createTestDatabase();
      try {
        await seedAt(again.db);
        expect(await totals(again.db)).toEqual(await totals(db));
        expect(await fingerprint(again.db)).toEqual(await fingerprint(db));
        await seedAt(other.db, DEMO_HISTORY_SEED + 1);
        expect(await fingerprint(other.db)).not.toEqual(await fingerprint(db));
      } finally {
        await again.close();
        await other.close();
      }
    },
  );

  it('keeps every wallet at the sum of its ledger, never below zero', async () => {
    const rows = await rowsOf<{ email: string; balance: number; ledger: number }>(
      db,
      sql`select u.email, coalesce(w.balance_cents, 0)::int as balance,
        coalesce((select sum(case e.type when 'credit' then e.amount_cents else -e.amount_cents end)
          from wallet_entries e where e.user_id = u.id), 0)::int as ledger
      from users u left join wallets w on w.user_id = u.id order by u.email`,
    );
    // The eight demo accounts and the sixteen seeded members.
    expect(rows).toHaveLength(24);
    for (const row of rows) {
      expect(row.balance, row.email).toBe(row.ledger);
      expect(row.balance, row.email).toBeGreaterThanOrEqual(0);
    }
    expect(rows.filter((r) => r.balance > 0).length).toBeGreaterThan(15);
  });

  it('keeps every wallet line as its message too, for each reader to read in their language', async () => {
    const [unworded] = await rowsOf<{ count: number }>(
      db,
      sql`select count(*)::int as count from wallet_entries where description_message is null`,
    );
    expect(unworded!.count).toBe(0);
    const [line] = await rowsOf<{ description: string; message: StoredText }>(
      db,
      sql`select description, description_message as message from wallet_entries
        where reference like 'booking-pay:%' order by created_at limit 1`,
    );
    expect(line!.description).toMatch(/^Pago de reserva (PADEL|TENIS) - /);
    expect(wordStored('es', line!.message)).toBe(line!.description);
    expect(wordStored('en', line!.message)).toMatch(/^Booking payment /);
  });

  it('never holds a court slot twice, and books both sports within opening hours, before now', async () => {
    const [check] = await rowsOf<Totals>(
      db,
      sql`select
        (select count(*) from bookings a join bookings b on a.court_id = b.court_id and a.id < b.id
          and a.status = 'active' and b.status = 'active'
          and a.starts_at < b.ends_at and b.starts_at < a.ends_at)::int as overlaps,
        (select count(*) from bookings b where (select count(*) from booking_slots s
          where s.booking_id = b.id and s.active) <> case b.status when 'active'
          then jsonb_array_length(b.slots) else 0 end)::int as wrong_slot_rows,
        (select count(*) from bookings b join courts c on c.id = b.court_id
          where (b.starts_at at time zone ${TZ})::time < c.opening_time::time
            or (b.ends_at at time zone ${TZ})::time > c.closing_time::time)::int as outside_hours,
        (select count(*) from bookings b where ends_at > ${NOW.toISOString()}::timestamptz
          and not exists (select 1 from court_series_dates d where d.booking_id = b.id))::int as future,
        (select count(distinct c.type) from bookings b join courts c on c.id = b.court_id)::int as sports,
        (select min(date_booked) - ${NOW.toISOString()}::date from bookings)::int as first_day`,
    );
    expect(check).toEqual({
      overlaps: 0,
      wrong_slot_rows: 0,
      outside_hours: 0,
      future: 0,
      sports: 2,
      first_day: -HISTORY_DAYS,
    });
  });

  it('is busier on weekday evenings than at midday, and on weekend mornings than weekday ones', async () => {
    type Shape = 'evenings' | 'middays' | 'weekend_mornings' | 'weekday_mornings';
    const [shape] = await rowsOf<Record<Shape, number>>(
      db,
      sql`with b as (select extract(isodow from starts_at at time zone ${TZ})::int as dow,
          extract(hour from starts_at at time zone ${TZ})::int as hour
        from bookings where status = 'active')
      select count(*) filter (where dow <= 5 and hour between 18 and 20)::int as evenings,
        count(*) filter (where dow <= 5 and hour between 11 and 13)::int as middays,
        count(*) filter (where dow >= 6 and hour between 9 and 12)::int as weekend_mornings,
        count(*) filter (where dow <= 5 and hour between 9 and 12)::int as weekday_mornings
      from b`,
    );
    expect(shape!.evenings).toBeGreaterThan(2 * shape!.middays);
    // Two weekend days against five weekdays, and still more bookings.
    expect(shape!.weekend_mornings).toBeGreaterThan(shape!.weekday_mornings);
  });

  it('prices each booking from its court and booker (a series at its own), and every cent paid came in once', async () => {
    type Money = 'mispriced' | 'parts_not_adding_up' | 'paid_but_owing' | 'paid' | 'received';
    const [money] = await rowsOf<Record<Money, number>>(
      db,
      sql`select
        (select count(*) from bookings b join courts c on c.id = b.court_id
          join users u on u.id = b.user_id
          where not exists (select 1 from court_series_dates d where d.booking_id = b.id)
            and b.price_cents <> (case when u.role = 'guess' then c.cost_non_member_cents
            else c.cost_uca_cents end) * (case c.type when 'padel' then 4 else 2 end)
            * jsonb_array_length(b.slots))::int as mispriced,
        (select count(*) from bookings b where b.total_cents <> (select sum(amount_cents)
          from booking_players p where p.booking_id = b.id))::int as parts_not_adding_up,
        (select count(*) from bookings b where b.payment_status = 'P' and exists (select 1
          from booking_players p where p.booking_id = b.id
            and p.amount_paid_cents < p.amount_cents))::int as paid_but_owing,
        (select sum(amount_paid_cents) from booking_players)::int as paid,
        -- One path each: the wallet (a part, an open match's seat, a series' month), the desk,
        -- the card, or a pack's use.
        ((select sum(amount_cents) from wallet_entries where reference like 'booking-pay:%'
            or reference like 'match-seat:%' or reference like 'series:%')
          + (select sum(amount_cents) from desk_payments)
          + (select coalesce(sum(p.amount_paid_cents), 0) from pack_uses u
            join booking_players p on p.booking_id = u.booking_id
              and u.positions @> to_jsonb(p.position) where u.returned_at is null)
          + (select sum(amount_cents) from payments
            where purpose in ('booking_part', 'booking_link', 'guest_booking')))::int as received`,
    );
    expect(money!.mispriced).toBe(0);
    expect(money!.parts_not_adding_up).toBe(0);
    expect(money!.paid_but_owing).toBe(0);
    expect(money!.paid).toBeGreaterThan(0);
    expect(money!.received).toBe(money!.paid);
  });

  it('refunds exactly the paid parts of cancelled bookings, to the wallet of who paid', async () => {
    const refunds = await rowsOf<{
      status: string;
      refunded: number;
      paid: number;
      right: boolean;
    }>(
      db,
      sql`select b.status, e.amount_cents::int as refunded, p.amount_paid_cents::int as paid,
        e.user_id = coalesce(p.paid_by, p.user_id, b.user_id) as right
      from wallet_entries e
      join bookings b on b.id = split_part(e.reference, ':', 2)::uuid
      join booking_players p on p.booking_id = b.id
        and p.position = split_part(e.reference, ':', 3)::int
      where e.reference like 'booking-refund:%'`,
    );
    const [paidCancelled] = await rowsOf<Totals>(
      db,
      sql`select count(*)::int as parts from booking_players p join bookings b on b.id = p.booking_id
        where b.status = 'cancelled' and p.amount_paid_cents > 0`,
    );
    expect(refunds.length).toBe(paidCancelled!.parts);
    expect(refunds.length).toBeGreaterThan(0);
    for (const r of refunds)
      expect(r).toEqual({ status: 'cancelled', refunded: r.paid, paid: r.paid, right: true });
  });

  it('leaves the demo accounts nothing owing and nothing today, so they book as before', async () => {
    const [demo] = await rowsOf<Totals>(
      db,
      sql`select count(*) filter (where b.status = 'active' and b.payment_status <> 'P'
          and b.starts_at < ${NOW.toISOString()}::timestamptz)::int as owing,
        count(*) filter (where b.date_booked = ${NOW.toISOString()}::date)::int as today
      from bookings b join users u on u.id = b.user_id
      where u.email in ('socio@club.local', 'joven@club.local', 'padel@club.local',
        'vip@club.local', 'uca@club.local', 'nosocio@club.local')`,
    );
    expect(demo).toEqual({ owing: 0, today: 0 });
    const cookie = await loginAs(t.app, 'socio@club.local');
    const courts = await t.app.inject({ method: 'GET', url: '/api/courts', headers: { cookie } });
    const padel = (courts.json().courts as Array<{ _id: string; name: string }>).find(
      (c) => c.name === 'Pádel 1',
    )!;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/booking',
      headers: { cookie },
      payload: {
        courtId: padel._id,
        dateBooked: '2026-11-21',
        timeBooked: ['10:30 - 12:00'],
        players: [],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('SEED_DEMO', () => {
  it("reads 'true' (the default) as the club with its past, 'empty' as the bare club, and refuses other values", () => {
    expect(loadConfig({}).seedDemo).toBe('history');
    expect(loadConfig({ SEED_DEMO: 'true' }).seedDemo).toBe('history');
    expect(loadConfig({ SEED_DEMO: 'empty' }).seedDemo).toBe('empty');
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(() => loadConfig({ SEED_DEMO: 'maybe' })).toThrow(ConfigError);
    expect(() => loadConfig({ SEED_DEMO: 'maybe' })).toThrow(
      "SEED_DEMO: must be 'true' (demo club with eight weeks of history), 'empty' (demo club without history) or 'false' (no demo club)",
    );
  });

  it('without the history, seeds the bare demo club of before', async () => {
    const bare = await createTestDatabase();
    try {
      await seedDemoClub(bare.db);
      const [row] = await rowsOf<Totals>(
        bare.db,
        sql`select (select count(*) from users)::int as users,
          (select count(*) from bookings)::int as bookings,
          (select count(*) from access_logs)::int as door,
          (select count(*) from wallet_entries)::int as ledger,
          (select count(*) from shop_orders)::int as orders`,
      );
      expect(row).toEqual({ users: 8, bookings: 0, door: 0, ledger: 2, orders: 0 });
    } finally {
      await bare.close();
    }
  });
});
