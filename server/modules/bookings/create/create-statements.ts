/**
 * A member's booking is made with two statements: this one read of everything the rules need (with
 * the booker's row version, `xmin`), and the one write of bookings/core (core/write.ts), which
 * happens only while the booker's row is as it was read. Each is one round trip.
 */
import { sql } from 'drizzle-orm';
import type { ExistingBooking } from '@/domain/booking-rules.ts';
import { DEFAULT_CLUB_SETTINGS } from '@/domain/club-settings.ts';
import type { Queryable } from '../../../db/client.ts';
import { preparedSql } from '../../../db/prepared.ts';
import {
  bookingSlots,
  bookings,
  clubSettings,
  courtSeriesDates,
  users,
} from '../../../db/schema/index.ts';
import { userRefJson } from '../queries.ts';

/** A person as a creation reads them: the answer's reference and what the rules look at. */
export interface PersonRow {
  id: string;
  name: string;
  email: string;
  role: string;
  image: string | null;
  league: boolean;
  dob: string | null;
}

export interface BookingState {
  /** Null when no such user. */
  booker: (PersonRow & { version: string }) | null;
  /** The named members that exist. */
  members: PersonRow[];
  /** The booker's active bookings as the rules read them (activeBookingsOfUser's filter). */
  existing: ExistingBooking[];
  /** Whether any requested start is held or booked now (a payment hold counts until it ends). */
  taken: boolean;
  /** The club's setting: whether series dates count against the weekly limit. */
  seriesCountWeekly: boolean;
}

/** A value given at each run of a prepared statement. */
const v = (key: string) => sql.placeholder(key);

/** A user row `u` as a PersonRow, plus `extra` json_build_object arguments. */
const person = (extra = '') => userRefJson('u', `, 'league', u.league, 'dob', u.dob${extra}`);

interface StateValues extends Record<string, unknown> {
  bookerId: string;
  /** JSON arrays: a prepared statement's values are scalars. */
  memberIds: string;
  courtId: string;
  starts: string;
  today: string;
  now: string;
}

const readState = preparedSql<StateValues, { state: BookingState }>(
  'booking_read_state',
  () => sql`select json_build_object(
      'booker', (select ${person(`, 'version', u.xmin::text`)}
        from ${users} u where u.id = ${v('bookerId')}),
      'members', (select coalesce(json_agg(${person()}), '[]'::json)
        from ${users} u
        where u.id in (select jsonb_array_elements_text(${v('memberIds')}::jsonb)::uuid)),
      'existing', (select coalesce(json_agg(json_build_object('dateBooked', b.date_booked,
          'startsAt', b.starts_at, 'paymentStatus', b.payment_status,
          'series', exists(select 1 from ${courtSeriesDates} d where d.booking_id = b.id))), '[]'::json)
        from ${bookings} b
        where b.user_id = ${v('bookerId')} and b.status = 'active'
          and (b.date_booked >= ${v('today')}
            or (b.starts_at < ${v('now')}::timestamptz and b.payment_status <> 'P'))),
      'taken', exists(select 1 from ${bookingSlots} s
        where s.court_id = ${v('courtId')} and s.active
          and s.starts_at in (select jsonb_array_elements_text(${v('starts')}::jsonb)::timestamptz)
          and (s.expires_at is null or s.expires_at >= ${v('now')}::timestamptz)),
      'seriesCountWeekly', coalesce((select (cs.values->'series'->>'countAgainstWeeklyLimit')::boolean
          from ${clubSettings} cs where cs.id = 'club'),
        ${sql.raw(String(DEFAULT_CLUB_SETTINGS.series.countAgainstWeeklyLimit))})
    ) as state`,
);

/** Everything the rules of one creation read, in one statement. */
export async function readBookingState(
  q: Queryable,
  input: {
    bookerId: string;
    memberIds: string[];
    courtId: string;
    starts: Date[];
    today: string;
    now: Date;
  },
): Promise<BookingState> {
  const [row] = await readState(q, {
    bookerId: input.bookerId,
    memberIds: JSON.stringify(input.memberIds),
    courtId: input.courtId,
    starts: JSON.stringify(input.starts),
    today: input.today,
    now: input.now.toISOString(),
  });
  return row!.state;
}

/**
 * Locks the booker's row for the rest of the caller's transaction (the path that cannot be
 * retried: an admin's audited creation, a paid hold's conversion, or a booker many requests race
 * for).
 */
export async function lockBooker(q: Queryable, bookerId: string): Promise<void> {
  await q.execute(sql`select 1 from ${users} where id = ${bookerId} for update`);
}

const notifyStatement = preparedSql<{ channel: string; payload: string }, unknown>(
  'booking_notify',
  () => sql`select pg_notify(${v('channel')}::text, ${v('payload')}::text)`,
);

/**
 * Tells the other instances of a committed booking, in a statement of its own: a transaction that
 * notifies holds PostgreSQL's one notification lock through its commit's WAL flush, so creations
 * that notified in their write committed one at a time (decision 067).
 */
export async function sendNotice(
  q: Queryable,
  notice: { channel: string; payload: string },
): Promise<void> {
  await notifyStatement(q, notice);
}
