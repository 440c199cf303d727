/**
 * Statistics, computed by SQL in the database (each table one aggregate query; nothing loads the
 * rows into Node): occupancy by court and by weekday × hour, revenue per month by source, members
 * per plan per month, unpaid past bookings, door openings per day. Dates are the club's.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { StatsResponse } from '@/api/admin.ts';
import { DEFAULT_SCHOOL_PRICES_CENTS } from '@/domain/school.ts';
import { MEMBERSHIP_PLANS } from '@/domain/subscriptions.ts';
import type { Queryable } from '../../../db/client.ts';
import { packSales, seriesOccupancy } from './series-packs.ts';
import { rowsOf, type StatsRange } from './stats-sql.ts';

export { rowsOf, type StatsRange } from './stats-sql.ts';

const num = (v: unknown) => Number(v ?? 0);
const euros = (cents: unknown) => Math.round(num(cents)) / 100;

/** Gateway statuses during which a membership runs (as the subscriptions module). */
const RUNNING = sql`('active', 'trialing', 'past_due')`;
const PLAN_PRICES = sql.join(
  MEMBERSHIP_PLANS.map((p) => sql`(${p.type}::text, ${p.priceCents}::int)`),
  sql`, `,
);
const SCHOOL_DEFAULTS = sql.join(
  Object.entries(DEFAULT_SCHOOL_PRICES_CENTS).map(([t, c]) => sql`(${t}::text, ${c}::int)`),
  sql`, `,
);
/**
 * Every plan a subscription can hold with its monthly price: the memberships' fixed prices and
 * the school plans' (the admin's price, else the seeded one). School plans are not memberships,
 * but they are the club's monthly fees all the same.
 */
const PLAN_PRICE_TABLE = sql`(select * from (values ${PLAN_PRICES}) as m(type, price)
  union all
  select d.type, coalesce(sp.price_cents, d.price)
  from (values ${SCHOOL_DEFAULTS}) as d(type, price)
  left join school_prices sp on sp.type = d.type)`;
/** Wallet debits that are spending (bookings), not an admin's correction. */
const WALLET_SPENDING = sql`type = 'debit' and reference not like 'admin-adjustment:%'`;

export async function occupancyByCourt(q: Queryable, r: StatsRange) {
  const rows = await rowsOf(
    q,
    sql`select c.id, c.name,
      count(b.id)::int as bookings,
      coalesce(sum(extract(epoch from (b.ends_at - b.starts_at)) / 60), 0)::int as booked,
      (extract(epoch from (c.closing_time::time - c.opening_time::time)) / 60
        * (${r.to}::date - ${r.from}::date + 1))::int as open
    from courts c
    left join bookings b on b.court_id = c.id and b.status = 'active'
      and b.date_booked between ${r.from} and ${r.to}
    where c.active or b.id is not null
    group by c.id, c.name, c.position, c.opening_time, c.closing_time
    order by c.position, c.name`,
  );
  return rows.map((row) => ({
    courtId: String(row.id),
    courtName: String(row.name),
    bookings: num(row.bookings),
    bookedMinutes: num(row.booked),
    openMinutes: num(row.open),
    rate: num(row.open) > 0 ? Math.round((num(row.booked) / num(row.open)) * 1000) / 1000 : 0,
  }));
}

export async function occupancyByHour(q: Queryable, r: StatsRange) {
  const rows = await rowsOf(
    q,
    // Counted per start first: the courts share their hours, so the zone's arithmetic runs once
    // per start, not once per booking (a large club's year: 5,000 starts, 110,000 bookings).
    sql`select extract(dow from starts_at at time zone ${r.timeZone})::int as weekday,
      extract(hour from starts_at at time zone ${r.timeZone})::int as hour,
      sum(n)::int as bookings
    from (select starts_at, count(*) as n from bookings
      where status = 'active' and date_booked between ${r.from} and ${r.to}
      group by starts_at) as starts
    group by 1, 2 order by 1, 2`,
  );
  return rows.map((row) => ({
    weekday: num(row.weekday),
    hour: num(row.hour),
    bookings: num(row.bookings),
  }));
}

/** Sum of `amount_cents` per club-local month of `column`, for the CTEs of revenueByMonth. */
function monthly(table: SQL, column: SQL, where: SQL, r: StatsRange): SQL {
  return sql`select to_char(${column} at time zone ${r.timeZone}, 'YYYY-MM') as month,
      sum(amount_cents)::bigint as cents
    from ${table}
    where ${where} and (${column} at time zone ${r.timeZone})::date between ${r.from} and ${r.to}
    group by 1`;
}

export async function revenueByMonth(q: Queryable, r: StatsRange) {
  const paid = (purpose: SQL) =>
    monthly(sql`payments`, sql`updated_at`, sql`status = 'succeeded' and ${purpose}`, r);
  const rows = await rowsOf(
    q,
    sql`with months as (
      select to_char(m, 'YYYY-MM') as month
      from generate_series(date_trunc('month', ${r.from}::date), date_trunc('month', ${r.to}::date),
        interval '1 month') m
    ),
    bk as (select to_char(day, 'YYYY-MM') as month, sum(n)::int as n
      from (select date_booked as day, count(*) as n from bookings
        where status = 'active' and date_booked between ${r.from} and ${r.to} group by 1) days
      group by 1),
    wl as (${monthly(sql`wallet_entries`, sql`created_at`, WALLET_SPENDING, r)}),
    cd as (${paid(sql`kind in ('payment_intent', 'checkout_session') and purpose not in ('membership', 'wallet_topup')`)}),
    tu as (${paid(sql`purpose = 'wallet_topup'`)}),
    dk as (${monthly(sql`desk_payments`, sql`created_at`, sql`true`, r)}),
    ms as (
      select to_char(charge, 'YYYY-MM') as month, sum(p.price)::bigint as cents
      from subscriptions s
      join ${PLAN_PRICE_TABLE} as p on p.type = s.type
      cross join lateral generate_series(s.created_at at time zone ${r.timeZone},
        coalesce(s.current_period_end, ${r.now}::timestamptz) at time zone ${r.timeZone}
          - interval '1 second', interval '1 month') as charge
      where s.gateway_status not in ('incomplete', 'incomplete_expired')
        and charge <= ${r.now}::timestamptz at time zone ${r.timeZone}
        and charge::date between ${r.from} and ${r.to}
      group by 1
    )
    select months.month, coalesce(bk.n, 0) as bookings, coalesce(wl.cents, 0) as wallet,
      coalesce(cd.cents, 0) as card, coalesce(dk.cents, 0) as desk,
      coalesce(ms.cents, 0) as memberships, coalesce(tu.cents, 0) as top_ups
    from months
    left join bk using (month) left join wl using (month) left join cd using (month)
    left join tu using (month) left join dk using (month) left join ms using (month)
    order by months.month`,
  );
  return rows.map((row) => {
    const total = num(row.card) + num(row.desk) + num(row.memberships) + num(row.top_ups);
    return {
      month: String(row.month),
      bookings: num(row.bookings),
      wallet: euros(row.wallet),
      card: euros(row.card),
      desk: euros(row.desk),
      memberships: euros(row.memberships),
      topUps: euros(row.top_ups),
      total: euros(total),
    };
  });
}

export async function membersByPlan(q: Queryable, r: StatsRange) {
  const rows = await rowsOf(
    q,
    sql`with months as (
      select m::date as start, (m + interval '1 month')::date as next
      from generate_series(date_trunc('month', ${r.from}::date), date_trunc('month', ${r.to}::date),
        interval '1 month') m
    )
    select to_char(months.start, 'YYYY-MM') as month, p.type as plan,
      count(distinct s.user_id)::int as members
    from months
    cross join (values ${PLAN_PRICES}) as p(type, price)
    left join subscriptions s on s.type = p.type
      and (s.created_at at time zone ${r.timeZone})::date < months.next
      and (s.gateway_status in ${RUNNING}
        or (coalesce(s.current_period_end, s.updated_at) at time zone ${r.timeZone})::date >= months.start)
      and s.gateway_status not in ('incomplete', 'incomplete_expired')
    group by months.start, p.type
    order by months.start, p.type`,
  );
  return rows.map((row) => ({
    month: String(row.month),
    plan: String(row.plan),
    members: num(row.members),
  }));
}

export async function unpaidBookings(q: Queryable, r: StatsRange) {
  const rows = await rowsOf(
    q,
    sql`select b.id, b.date_booked::text as date, b.slots, c.name as court, u.id as user_id,
      u.name as user_name, u.email, b.payment_status,
      greatest(b.total_cents - coalesce((select sum(amount_paid_cents) from booking_players p
        where p.booking_id = b.id), 0), 0)::int as due
    from bookings b
    join courts c on c.id = b.court_id
    join users u on u.id = b.user_id
    where b.status = 'active' and b.payment_status <> 'P' and b.ends_at < ${r.now}::timestamptz
      and b.date_booked between ${r.from} and ${r.to}
    order by b.starts_at`,
  );
  return rows.map((row) => {
    const slots = (typeof row.slots === 'string' ? JSON.parse(row.slots) : row.slots) as string[];
    return {
      bookingId: String(row.id),
      dateBooked: String(row.date),
      timeBooked: `${(slots[0] ?? '').slice(0, 5)} - ${(slots.at(-1) ?? '').slice(-5)}`,
      courtName: String(row.court),
      userId: String(row.user_id),
      userName: String(row.user_name),
      userEmail: String(row.email),
      paymentStatus: String(row.payment_status),
      due: euros(row.due),
    };
  });
}

export async function doorOpenings(q: Queryable, r: StatsRange) {
  const rows = await rowsOf(
    q,
    sql`select to_char(created_at at time zone ${r.timeZone}, 'YYYY-MM-DD') as date,
      count(*) filter (where result = 'opened')::int as opened,
      count(*) filter (where result = 'refused')::int as refused
    from access_logs
    where (created_at at time zone ${r.timeZone})::date between ${r.from} and ${r.to}
    group by 1 order by 1`,
  );
  return rows.map((row) => ({
    date: String(row.date),
    opened: num(row.opened),
    refused: num(row.refused),
  }));
}

export async function statistics(
  q: Queryable,
  r: StatsRange,
): Promise<Omit<StatsResponse, 'success'>> {
  return {
    from: r.from,
    to: r.to,
    occupancyByCourt: await occupancyByCourt(q, r),
    occupancyByHour: await occupancyByHour(q, r),
    revenueByMonth: await revenueByMonth(q, r),
    membersByPlan: await membersByPlan(q, r),
    unpaidBookings: await unpaidBookings(q, r),
    doorOpenings: await doorOpenings(q, r),
    seriesOccupancy: await seriesOccupancy(q, r),
    packSales: await packSales(q, r),
  };
}
