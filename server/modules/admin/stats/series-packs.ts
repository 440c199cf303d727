/**
 * Two statistics of the season: how much of each court's booked time abonos (court series) hold,
 * and packs ('bonos') sold and used, per club-local month. One aggregate query each, as stats.ts.
 */
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { rowsOf, type StatsRange } from './stats-sql.ts';

const num = (v: unknown) => Number(v ?? 0);

export async function seriesOccupancy(q: Queryable, r: StatsRange) {
  const rows = await rowsOf(
    q,
    // One join with the series' booked dates instead of a lookup per booking, and the month's
    // text made per court and day, not per booking (a large club's year: 110,000 bookings).
    sql`with bk as (
      select b.court_id, to_char(b.date_booked, 'YYYY-MM') as month, b.minutes, b.recurring
      from (
        select b.court_id, b.date_booked, d.booking_id is not null as recurring,
          sum(extract(epoch from (b.ends_at - b.starts_at)) / 60) as minutes
        from bookings b
        left join (select distinct booking_id from court_series_dates where status = 'booked') d
          on d.booking_id = b.id
        where b.status = 'active' and b.date_booked between ${r.from} and ${r.to}
        group by 1, 2, 3) b
    )
    select bk.month, c.id, c.name,
      coalesce(sum(bk.minutes) filter (where bk.recurring), 0)::int as series,
      sum(bk.minutes)::int as booked
    from bk join courts c on c.id = bk.court_id
    group by bk.month, c.id, c.name, c.position
    order by bk.month, c.position, c.name`,
  );
  return rows.map((row) => ({
    month: String(row.month),
    courtId: String(row.id),
    courtName: String(row.name),
    seriesMinutes: num(row.series),
    bookedMinutes: num(row.booked),
    share: num(row.booked) > 0 ? Math.round((num(row.series) / num(row.booked)) * 1000) / 1000 : 0,
  }));
}

/** The club-local month and day of a timestamp column, for the CTEs below. */
const monthOf = (column: string, r: StatsRange) =>
  sql`to_char(${sql.raw(column)} at time zone ${r.timeZone}, 'YYYY-MM')`;
const within = (column: string, r: StatsRange) =>
  sql`(${sql.raw(column)} at time zone ${r.timeZone})::date between ${r.from} and ${r.to}`;

export async function packSales(q: Queryable, r: StatsRange) {
  const rows = await rowsOf(
    q,
    sql`with months as (
      select to_char(m, 'YYYY-MM') as month
      from generate_series(date_trunc('month', ${r.from}::date), date_trunc('month', ${r.to}::date),
        interval '1 month') m
    ),
    sold as (select ${monthOf('purchased_at', r)} as month, count(*)::int as n,
        sum(price_cents)::bigint as cents
      from member_packs
      where status in ('active', 'expired', 'refunded') and ${within('purchased_at', r)}
      group by 1),
    used as (select ${monthOf('used_at', r)} as month, count(*)::int as n
      from pack_uses where returned_at is null and ${within('used_at', r)} group by 1),
    lapsed as (select ${monthOf('expires_at', r)} as month, sum(unused_at_end)::int as n
      from member_packs where status = 'expired' and ${within('expires_at', r)} group by 1)
    select months.month, coalesce(sold.n, 0) as sold, coalesce(sold.cents, 0) as cents,
      coalesce(used.n, 0) as used, coalesce(lapsed.n, 0) as lapsed
    from months
    left join sold using (month) left join used using (month) left join lapsed using (month)
    order by months.month`,
  );
  return rows.map((row) => ({
    month: String(row.month),
    sold: num(row.sold),
    revenueCents: num(row.cents),
    usesConsumed: num(row.used),
    usesExpiredUnused: num(row.lapsed),
  }));
}
