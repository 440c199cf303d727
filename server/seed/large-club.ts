/**
 * A large club (issue 29): 5,000 members, 20 courts and two years of bookings (every hour of
 * every court booked, and a cancelled booking for one hour in three: about 300,000), written by a
 * few set-based statements so that it takes seconds, not hours. The bench measures the reads a
 * club's size could slow (the schedule, 'Mis Reservas', the admin's list, a year's statistics)
 * on it beside the demo club; the suite runs the same code at 1/100 of the members and days.
 * Deterministic: who plays when follows from the numbers, not from chance.
 */
import { sql } from 'drizzle-orm';
import { addDays, clubDate } from '@/domain/club-time.ts';
import type { Database } from '../db/client.ts';
import { courts } from '../db/schema/index.ts';
import { rowsOf } from '../modules/admin/index.ts';

export interface LargeClubSize {
  members: number;
  courts: number;
  /** Days of bookings, ending a week after `now` (so members have some to come). */
  days: number;
}

export const LARGE_CLUB: LargeClubSize = { members: 5_000, courts: 20, days: 730 };

/** The same club at 1/divisor of its members and days; the courts stay. */
export function largeClubAt(divisor: number): LargeClubSize {
  return {
    members: Math.max(8, Math.round(LARGE_CLUB.members / divisor)),
    courts: LARGE_CLUB.courts,
    days: Math.max(2, Math.round(LARGE_CLUB.days / divisor)),
  };
}

/** Their e-mails end so; the bench signs some of them in. */
export const LARGE_CLUB_DOMAIN = '@grande.club';
const COURT_PREFIX = 'Grande ';
const FIRST_HOUR = 8;
/** Hours 08:00 to 22:00 start a booking: 15 a day per court. */
const HOURS = 15;

export interface LargeClubCounts {
  members: number;
  courts: number;
  active: number;
  cancelled: number;
}

export async function seedLargeClub(
  db: Database,
  size: LargeClubSize,
  options: { now: Date; timeZone: string; passwordHash: string },
): Promise<LargeClubCounts> {
  const { timeZone } = options;
  const firstDay = addDays(clubDate(options.now, timeZone), 7 - size.days);
  await db.insert(courts).values(
    Array.from({ length: size.courts }, (_, k) => ({
      name: `${COURT_PREFIX}${String(k + 1).padStart(2, '0')}`,
      type: k % 2 === 0 ? ('padel' as const) : ('tennis' as const),
      costNonMemberCents: 800,
      costUcaCents: 400,
      maxDaysInAdvance: { member: 7, nonMember: 2, uca: null, coach: null },
      maxBookingsPerWeek: { member: 4, nonMember: 1, uca: null, coach: null },
      openingTime: `${String(FIRST_HOUR).padStart(2, '0')}:00`,
      closingTime: `${String(FIRST_HOUR + HOURS).padStart(2, '0')}:00`,
      slotMinutes: 60,
      position: 100 + k,
    })),
  );
  await db.execute(sql`
    insert into users (email, name, role, password_hash, email_verified_at)
    select 'socio' || g || ${LARGE_CLUB_DOMAIN}, 'Socio ' || g, 'user-adult', ${options.passwordHash}, now()
    from generate_series(1, ${size.members}::int) g`);
  // Fresh statistics before each join over the new rows: planned with the empty club's, the
  // players' insert joined 5,000 members to 5,000 by nested loops and ran for many minutes.
  await db.execute(sql`analyze users, courts`);
  await insertBookings(db, size, firstDay, clubDate(options.now, timeZone), timeZone);
  const [counts] = await rowsOf<{ active: number; cancelled: number }>(
    db,
    sql`
      select count(*) filter (where b.status = 'active')::int as active,
             count(*) filter (where b.status = 'cancelled')::int as cancelled
      from bookings b join courts c on c.id = b.court_id
      where c.name like ${`${COURT_PREFIX}%`}`,
  );
  return { members: size.members, courts: size.courts, ...counts! };
}

/**
 * Every court's every hour of every day booked by one member (the booker, at position 0) with
 * three other members on padel or one on tennis, paid when past; and one hour in three also
 * holds a cancelled booking. Then the active ones' slots.
 */
async function insertBookings(
  db: Database,
  size: LargeClubSize,
  firstDay: string,
  today: string,
  timeZone: string,
) {
  const hours = sql`generate_series(${FIRST_HOUR}::int, ${FIRST_HOUR + HOURS - 1}::int)`;
  await db.execute(sql`
    with m as (
      select id, (row_number() over (order by id) - 1)::int as n from users
      where email like ${`%${LARGE_CLUB_DOMAIN}`}),
    c as (
      select id, type, (row_number() over (order by name) - 1)::int as k from courts
      where name like ${`${COURT_PREFIX}%`}),
    s as (
      select c.id as court_id, c.type, c.k, d, h, copy,
        (${firstDay}::date + d) as day
      from c cross join generate_series(0, ${size.days - 1}::int) d cross join ${hours} h
        cross join generate_series(0, 1) copy
      where copy = 0 or h % 3 = 0)
    insert into bookings (court_id, user_id, date_booked, starts_at, ends_at, slots, status,
      payment_status, total_cents, price_cents, cancelled_at, created_at)
    select s.court_id, m.id, s.day,
      (s.day + make_time(s.h, 0, 0)) at time zone ${timeZone},
      (s.day + make_time(s.h, 0, 0)) at time zone ${timeZone} + interval '1 hour',
      jsonb_build_array(lpad(s.h::text, 2, '0') || ':00 - ' || lpad((s.h + 1)::text, 2, '0') || ':00'),
      case when s.copy = 0 then 'active' else 'cancelled' end,
      case when s.day < ${today}::date and s.copy = 0 then 'P' else 'C' end,
      2000, 2000,
      case when s.copy = 1 then (s.day + make_time(s.h, 0, 0)) at time zone ${timeZone} - interval '1 day' end,
      (s.day + make_time(s.h, 0, 0)) at time zone ${timeZone} - interval '3 days'
    from s join m on m.n = (s.d * 131 + s.k * 17 + s.h * 7 + s.copy * 3) % ${size.members}::int`);
  await db.execute(sql`analyze bookings`);
  await db.execute(sql`
    with m as (
      select id, (row_number() over (order by id) - 1)::int as n from users
      where email like ${`%${LARGE_CLUB_DOMAIN}`}),
    b as (
      select b.id, b.payment_status, c.type, booker.n
      from bookings b join courts c on c.id = b.court_id join m booker on booker.id = b.user_id
      where c.name like ${`${COURT_PREFIX}%`})
    insert into booking_players (booking_id, position, user_id, is_member, amount_cents,
      amount_paid_cents, payment_status)
    select b.id, p, player.id, true,
      case when b.type = 'padel' then 500 else 1000 end,
      case when b.payment_status = 'P' then (case when b.type = 'padel' then 500 else 1000 end) else 0 end,
      b.payment_status
    from b cross join generate_series(0, 3) p
      join m player on player.n = (b.n + p * 37) % ${size.members}::int
    where p = 0 or p <= case when b.type = 'padel' then 3 else 1 end`);
  await db.execute(sql`
    insert into booking_slots (court_id, starts_at, booking_id)
    select b.court_id, b.starts_at, b.id from bookings b join courts c on c.id = b.court_id
    where c.name like ${`${COURT_PREFIX}%`} and b.status = 'active'`);
}
