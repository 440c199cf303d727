/** The admin's 'Panel principal': today at a glance, each figure one SQL query. */
import { sql } from 'drizzle-orm';
import type { DashboardResponse } from '@/api/admin.ts';
import { monthToDateComparison, type DateRange } from '@/domain/periods.ts';
import type { Queryable } from '../../../db/client.ts';
import { rowsOf, revenueByMonth } from './stats.ts';

/** Money that came in over club dates within one month, euros. */
async function revenueOver(q: Queryable, days: DateRange, timeZone: string, now: Date) {
  const months = await revenueByMonth(q, { ...days, timeZone, now });
  return months.reduce((sum, m) => sum + m.total, 0);
}

export async function dashboard(
  q: Queryable,
  now: Date,
  timeZone: string,
): Promise<Omit<DashboardResponse, 'success'>> {
  // Like for like: this month so far against the same days of last month (src/domain/periods.ts).
  const { current, previous } = monthToDateComparison(now, timeZone);
  const revenueThisMonth = await revenueOver(q, current, timeZone, now);
  const revenueSameDaysLastMonth = await revenueOver(q, previous, timeZone, now);
  const today = current.to;
  const courts = await rowsOf(
    q,
    sql`select c.id, c.name, c.type, c.opening_time, c.closing_time, c.position,
      coalesce(json_agg(json_build_object('id', b.id, 'slots', b.slots, 'user', u.name,
        'status', b.payment_status, 'league', b.is_league_match) order by b.starts_at)
        filter (where b.id is not null), '[]') as bookings
    from courts c
    left join bookings b on b.court_id = c.id and b.status = 'active' and b.date_booked = ${today}
    left join users u on u.id = b.user_id
    where c.active
    group by c.id order by c.position, c.name`,
  );
  const [plans] = await rowsOf<{ plans: unknown }>(
    q,
    sql`select coalesce(json_agg(json_build_object('plan', type, 'members', n)), '[]') as plans
    from (select type, count(distinct user_id)::int as n from subscriptions
      where type in ('adult', 'youth', 'padel')
        and gateway_status in ('active', 'trialing', 'past_due') group by type) t`,
  );
  const [counts] = await rowsOf(
    q,
    sql`select (select count(*)::int from users where uca_requested_at is not null) as uca,
      (select count(*)::int from access_logs where result = 'opened'
        and (created_at at time zone ${timeZone})::date = ${today}) as door`,
  );
  type TodayBooking = {
    id: string;
    slots: string[];
    user: string;
    status: string;
    league: boolean;
  };
  const parse = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;
  return {
    today,
    courts: courts.map((c) => ({
      courtId: String(c.id),
      courtName: String(c.name),
      type: String(c.type),
      openingTime: String(c.opening_time),
      closingTime: String(c.closing_time),
      bookings: parse<TodayBooking[]>(c.bookings).map((b) => ({
        bookingId: b.id,
        timeBooked: `${(b.slots[0] ?? '').slice(0, 5)} - ${(b.slots.at(-1) ?? '').slice(-5)}`,
        userName: b.user,
        paymentStatus: b.status,
        isLeagueMatch: b.league,
      })),
    })),
    revenueThisMonth,
    revenueSameDaysLastMonth,
    comparedWith: previous,
    membersByPlan: parse<Array<{ plan: string; members: number }>>(plans?.plans ?? []),
    pendingUcaRequests: Number(counts?.uca ?? 0),
    doorOpeningsToday: Number(counts?.door ?? 0),
  };
}
