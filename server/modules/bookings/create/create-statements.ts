/**
 * The two statements a booking is made with: one read of everything the rules need, and one write
 * of the booking, its slots, players and history that happens only while the booker's row is as
 * it was read. Each is one round trip; nothing written is read back.
 *
 * Why the row version: a booking's caps count the booker's other bookings, so two creations for
 * one booker must not both pass on the same read. Every creation rewrites the booker's row in its
 * write (the `locked` step), which changes the row's `xmin`; a write whose booker row no longer has
 * the `xmin` it read writes nothing (PostgreSQL re-checks the condition on the newest row after
 * waiting for its lock), and the caller reads again.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { ExistingBooking } from '@/domain/booking-rules.ts';
import { DEFAULT_CLUB_SETTINGS } from '@/domain/club-settings.ts';
import type { Queryable } from '../../../db/client.ts';
import { preparedSql } from '../../../db/prepared.ts';
import {
  bookingHistory,
  bookingPlayers,
  bookingSlots,
  bookings,
  clubSettings,
  courtSeriesDates,
  users,
} from '../../../db/schema/index.ts';
import { userRefJson, type BookingParts } from '../queries.ts';

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

export type NewPlayer = BookingParts['players'][number]['player'];

export interface BookingWrite {
  /** Chosen before the write, as the answer and the notification to the other instances name it. */
  id: string;
  bookerId: string;
  /** The booker row's `xmin` as read. */
  version: string;
  courtId: string;
  actorId: string;
  dateBooked: string;
  starts: Date[];
  endsAt: Date;
  labels: string[];
  paid: boolean;
  totalCents: number;
  isLeagueMatch: boolean;
  /** The payment hold whose slots become the booking's, instead of new slot rows. */
  holdId?: string;
  players: NewPlayer[];
  history: { action: string; details: string; createdAt: Date }[];
  now: Date;
}

export interface WrittenBooking {
  id: string;
  createdAt: Date;
  /** How many slot rows the booking took (with a hold: how many of the hold's were still there). */
  slotsTaken: number;
}

/**
 * The slots' step: a hold's rows converted, or expired holds freed and new rows inserted. The
 * insert reads `freed` so the expired rows are out of the unique index before it runs.
 */
function slotSteps(hold: boolean): SQL {
  if (hold) {
    return sql`taken as (
      update ${bookingSlots} s set booking_id = booking.id, expires_at = null
      from booking where s.hold_id = ${v('holdId')} and s.active
      returning s.id)`;
  }
  return sql`freed as (
      update ${bookingSlots} s set active = false
      where exists (select 1 from locked) and s.court_id = ${v('courtId')} and s.active
        and s.starts_at in (select jsonb_array_elements_text(${v('starts')}::jsonb)::timestamptz)
        and s.hold_id is not null and s.booking_id is null
        and s.expires_at < ${v('now')}::timestamptz
      returning s.id),
    taken as (
      insert into ${bookingSlots} (court_id, starts_at, booking_id)
      select ${v('courtId')}, t.starts_at, booking.id
      from booking, (select jsonb_array_elements_text(${v('starts')}::jsonb)::timestamptz as starts_at) t
      where (select count(*) from freed) >= 0
      returning id)`;
}

/** The write, for new slots or a hold's. */
const writeStatement = (hold: boolean) => sql`with locked as (
      update ${users} set league = league
      where id = ${v('bookerId')} and xmin = ${v('version')}::xid
      returning id),
    booking as (
      insert into ${bookings} (id, court_id, user_id, date_booked, starts_at, ends_at, slots,
        payment_status, total_cents, price_cents, is_league_match, created_by)
      select ${v('id')}, ${v('courtId')}, locked.id, ${v('dateBooked')}, ${v('startsAt')}::timestamptz,
        ${v('endsAt')}::timestamptz, ${v('labels')}::jsonb,
        ${v('paymentStatus')}, ${v('totalCents')}, ${v('totalCents')}, ${v('isLeagueMatch')}, ${v('actorId')}
      from locked
      returning id, created_at),
    ${slotSteps(hold)},
    players as (
      insert into ${bookingPlayers} (booking_id, position, user_id, is_member, non_member_name,
        non_member_email, used_invitation, is_uca, amount_cents, amount_paid_cents,
        payment_status, payment_link_url, family_relation)
      select booking.id, p."position", p."userId", p."isMember", p."nonMemberName",
        p."nonMemberEmail", p."usedInvitation", p."isUca", p."amountCents", p."amountPaidCents",
        p."paymentStatus", p."paymentLinkUrl", p."familyRelation"
      from booking, jsonb_to_recordset(${v('players')}::jsonb) as p("position" int, "userId" uuid,
        "isMember" boolean, "nonMemberName" text, "nonMemberEmail" text,
        "usedInvitation" boolean, "isUca" boolean, "amountCents" int, "amountPaidCents" int,
        "paymentStatus" text, "paymentLinkUrl" text, "familyRelation" text)),
    history as (
      insert into ${bookingHistory} (booking_id, action, details, performed_by, created_at)
      select booking.id, h.action, h.details, ${v('actorId')}, h."createdAt"
      from booking, jsonb_to_recordset(${v('history')}::jsonb)
        as h(action text, details text, "createdAt" timestamptz))
    select booking.id, (extract(epoch from booking.created_at) * 1000)::float8 as created_ms,
      (select count(*) from taken)::int as slots_taken
    from booking`;

interface WriteValues extends Record<string, unknown> {
  id: string;
  bookerId: string;
  version: string;
  courtId: string;
  dateBooked: string;
  startsAt: string;
  endsAt: string;
  labels: string;
  paymentStatus: 'P' | 'C';
  totalCents: number;
  isLeagueMatch: boolean;
  actorId: string;
  players: string;
  history: string;
}
type WrittenRow = { id: string; created_ms: number; slots_taken: number };
const writeNew = preparedSql<WriteValues & { starts: string; now: string }, WrittenRow>(
  'booking_write',
  () => writeStatement(false),
);
const writeHold = preparedSql<WriteValues & { holdId: string }, WrittenRow>(
  'booking_write_hold',
  () => writeStatement(true),
);

/**
 * Writes the booking in one statement, or nothing (null) when the booker's row changed since it
 * was read. A slot someone else holds fails it on the unique index (the caller answers 409).
 */
export async function writeBooking(q: Queryable, w: BookingWrite): Promise<WrittenBooking | null> {
  const values: WriteValues = {
    id: w.id,
    bookerId: w.bookerId,
    version: w.version,
    courtId: w.courtId,
    dateBooked: w.dateBooked,
    startsAt: w.starts[0]!.toISOString(),
    endsAt: w.endsAt.toISOString(),
    labels: JSON.stringify(w.labels),
    paymentStatus: w.paid ? 'P' : 'C',
    totalCents: w.totalCents,
    isLeagueMatch: w.isLeagueMatch,
    actorId: w.actorId,
    players: JSON.stringify(w.players),
    history: JSON.stringify(w.history),
  };
  const [row] = w.holdId
    ? await writeHold(q, { ...values, holdId: w.holdId })
    : await writeNew(q, { ...values, starts: JSON.stringify(w.starts), now: w.now.toISOString() });
  if (!row) return null;
  return { id: row.id, createdAt: new Date(row.created_ms), slotsTaken: row.slots_taken };
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
