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
import type { Queryable } from '../../db/client.ts';
import {
  bookingHistory,
  bookingPlayers,
  bookingSlots,
  bookings,
  users,
} from '../../db/schema/index.ts';
import type { BookingParts } from './queries.ts';

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
}

/** node-postgres answers `{ rows }`; both drivers parse json columns. */
async function rowsOf<T>(q: Queryable, query: SQL): Promise<T[]> {
  const result = (await q.execute(query)) as unknown as { rows?: T[] } | T[];
  return Array.isArray(result) ? result : (result.rows ?? []);
}

/** A user row `u` as a PersonRow, plus `extra` json_build_object arguments. */
const person = (extra = '') =>
  sql.raw(`json_build_object('id', u.id, 'name', u.name, 'email', u.email, 'role', u.role,
    'image', u.image, 'league', u.league, 'dob', u.dob${extra})`);

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
  const now = input.now.toISOString();
  const [row] = await rowsOf<{ state: BookingState }>(
    q,
    sql`select json_build_object(
      'booker', (select ${person(`, 'version', u.xmin::text`)}
        from ${users} u where u.id = ${input.bookerId}),
      'members', (select coalesce(json_agg(${person()}), '[]'::json)
        from ${users} u
        where u.id in (select jsonb_array_elements_text(${JSON.stringify(input.memberIds)}::jsonb)::uuid)),
      'existing', (select coalesce(json_agg(json_build_object('dateBooked', b.date_booked,
          'startsAt', b.starts_at, 'paymentStatus', b.payment_status)), '[]'::json)
        from ${bookings} b
        where b.user_id = ${input.bookerId} and b.status = 'active'
          and (b.date_booked >= ${input.today}
            or (b.starts_at < ${now}::timestamptz and b.payment_status <> 'P'))),
      'taken', exists(select 1 from ${bookingSlots} s
        where s.court_id = ${input.courtId} and s.active
          and s.starts_at in (select jsonb_array_elements_text(${JSON.stringify(input.starts)}::jsonb)::timestamptz)
          and (s.expires_at is null or s.expires_at >= ${now}::timestamptz))
    ) as state`,
  );
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
  /** Chosen before the write, so the notification inside it can name the booking. */
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
  /** A notification to the other instances, sent by the same statement (PostgreSQL). */
  notice: { channel: string; payload: string } | null;
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
function slotSteps(w: BookingWrite): SQL {
  if (w.holdId) {
    return sql`taken as (
      update ${bookingSlots} s set booking_id = booking.id, expires_at = null
      from booking where s.hold_id = ${w.holdId} and s.active
      returning s.id)`;
  }
  const starts = JSON.stringify(w.starts);
  return sql`freed as (
      update ${bookingSlots} s set active = false
      where exists (select 1 from locked) and s.court_id = ${w.courtId} and s.active
        and s.starts_at in (select jsonb_array_elements_text(${starts}::jsonb)::timestamptz)
        and s.hold_id is not null and s.booking_id is null
        and s.expires_at < ${w.now.toISOString()}::timestamptz
      returning s.id),
    taken as (
      insert into ${bookingSlots} (court_id, starts_at, booking_id)
      select ${w.courtId}, t.starts_at, booking.id
      from booking, (select jsonb_array_elements_text(${starts}::jsonb)::timestamptz as starts_at) t
      where (select count(*) from freed) >= 0
      returning id)`;
}

/**
 * Writes the booking in one statement, or nothing (null) when the booker's row changed since it
 * was read. A slot someone else holds fails it on the unique index (the caller answers 409).
 */
export async function writeBooking(q: Queryable, w: BookingWrite): Promise<WrittenBooking | null> {
  const players = JSON.stringify(w.players);
  const history = JSON.stringify(w.history);
  const [row] = await rowsOf<{ id: string; created_ms: number; slots_taken: number }>(
    q,
    sql`with locked as (
      update ${users} set league = league
      where id = ${w.bookerId} and xmin = ${w.version}::xid
      returning id),
    booking as (
      insert into ${bookings} (id, court_id, user_id, date_booked, starts_at, ends_at, slots,
        payment_status, total_cents, price_cents, is_league_match, created_by)
      select ${w.id}, ${w.courtId}, locked.id, ${w.dateBooked}, ${w.starts[0]!.toISOString()}::timestamptz,
        ${w.endsAt.toISOString()}::timestamptz, ${JSON.stringify(w.labels)}::jsonb,
        ${w.paid ? 'P' : 'C'}, ${w.totalCents}, ${w.totalCents}, ${w.isLeagueMatch}, ${w.actorId}
      from locked
      returning id, created_at),
    ${slotSteps(w)},
    players as (
      insert into ${bookingPlayers} (booking_id, position, user_id, is_member, non_member_name,
        non_member_email, used_invitation, is_uca, amount_cents, amount_paid_cents,
        payment_status, payment_link_url, family_relation)
      select booking.id, p."position", p."userId", p."isMember", p."nonMemberName",
        p."nonMemberEmail", p."usedInvitation", p."isUca", p."amountCents", p."amountPaidCents",
        p."paymentStatus", p."paymentLinkUrl", p."familyRelation"
      from booking, jsonb_to_recordset(${players}::jsonb) as p("position" int, "userId" uuid,
        "isMember" boolean, "nonMemberName" text, "nonMemberEmail" text,
        "usedInvitation" boolean, "isUca" boolean, "amountCents" int, "amountPaidCents" int,
        "paymentStatus" text, "paymentLinkUrl" text, "familyRelation" text)),
    history as (
      insert into ${bookingHistory} (booking_id, action, details, performed_by, created_at)
      select booking.id, h.action, h.details, ${w.actorId}, h."createdAt"
      from booking, jsonb_to_recordset(${history}::jsonb)
        as h(action text, details text, "createdAt" timestamptz)),
    notified as (
      select ${w.notice ? sql`pg_notify(${w.notice.channel}, ${w.notice.payload})` : sql`null`}
      from booking)
    select booking.id, (extract(epoch from booking.created_at) * 1000)::float8 as created_ms,
      (select count(*) from taken)::int as slots_taken,
      (select count(*) from notified)::int as notified
    from booking`,
  );
  if (!row) return null;
  return { id: row.id, createdAt: new Date(row.created_ms), slotsTaken: row.slots_taken };
}
