/**
 * The one writer of new bookings: whoever books a court (a member, an admin for a member, a guest's
 * paid hold, a series' dates, and next events, leagues and lessons) writes the booking, its slot
 * rows, its players and its first history entries through `writeBooking`, in one statement inside
 * the caller's transaction. Nothing written is read back.
 *
 * Why the holder's row version: a booking's caps count the holder's other bookings, so two
 * creations for one holder must not both pass on the same read. A write given the `xmin` it read
 * rewrites the holder's row (the `locked` step), which changes the row's `xmin`; a write whose
 * holder row no longer has the `xmin` it read writes nothing (PostgreSQL re-checks the condition
 * on the newest row after waiting for its lock), and the caller reads again. A writer whose
 * bookings no cap counts (a series) gives no version and leaves the holder's row alone.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Slot } from '@/domain/slots.ts';
import type { Queryable } from '../../../db/client.ts';
import { preparedSql } from '../../../db/prepared.ts';
import {
  bookingHistory,
  bookingPlayers,
  bookingSlots,
  bookings,
} from '../../../db/schema/index.ts';
import { holderUnchanged } from '../../users/index.ts';
import { stored } from '../../../stored-text.ts';
import type { BookingParts } from '../queries.ts';
import { bookingText, HISTORY, historyColumns } from './history.ts';

/** Who books the court; it chooses the history's words (not stored: nothing reads it back). */
export type BookingOrigin = 'member' | 'series' | 'event' | 'league' | 'lesson';

export type NewPlayer = BookingParts['players'][number]['player'];

export interface NewBooking {
  /** Chosen before the write, as the answer and the notification to the other instances name it. */
  id: string;
  origin: BookingOrigin;
  court: { id: string; name: string; type: string };
  /** Club-local date of the first slot. */
  date: string;
  /** Consecutive slots of the court, in order. */
  slots: readonly Pick<Slot, 'label' | 'startsAt' | 'endsAt'>[];
  /** The booker; `version` is their row's `xmin` as read, when caps were checked on that read. */
  holder: { id: string; version?: string };
  /** Who made the booking (an admin for a member, the member themselves). */
  actor: { id: string; name: string };
  /** Every player row, the holder first, each with their share of the price. */
  players: readonly NewPlayer[];
  priceCents: number;
  /** Already paid in full (a guest's card), or nothing to pay. */
  paid: boolean;
  isLeagueMatch?: boolean;
  /** The payment hold whose slots become the booking's, instead of new slot rows. */
  holdId?: string;
  now: Date;
}

export interface WrittenBooking {
  id: string;
  createdAt: Date;
  /** How many slot rows the booking took (with a hold: how many of the hold's were still there). */
  slotsTaken: number;
}

/** A value given at each run of a prepared statement. */
const v = (key: string) => sql.placeholder(key);

/**
 * The holder's step: with a version, their row rewritten only while it is as read; without, the
 * holder as given (nothing locked).
 */
function holderStep(versioned: boolean): SQL {
  if (!versioned) return sql`locked as (select ${v('bookerId')}::uuid as id)`;
  return sql`locked as (${holderUnchanged(v('bookerId'), v('version'))})`;
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

interface Variant {
  hold: boolean;
  versioned: boolean;
}

const writeStatement = ({ hold, versioned }: Variant) => sql`with ${holderStep(versioned)},
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
      insert into ${bookingHistory} (booking_id, action, details, action_message,
        details_message, performed_by, created_at)
      select booking.id, h.action, h.details, h."actionMessage", h."detailsMessage",
        ${v('actorId')}, h."createdAt"
      from booking, jsonb_to_recordset(${v('history')}::jsonb)
        as h(action text, details text, "actionMessage" jsonb, "detailsMessage" jsonb,
          "createdAt" timestamptz))
    select booking.id, (extract(epoch from booking.created_at) * 1000)::float8 as created_ms,
      (select count(*) from taken)::int as slots_taken
    from booking`;

interface WriteValues extends Record<string, unknown> {
  id: string;
  bookerId: string;
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
  /** Only when versioned. */
  version?: string;
  /** Only with a hold. */
  holdId?: string;
  /** Only without a hold. */
  starts?: string;
  now?: string;
}
type WrittenRow = { id: string; created_ms: number; slots_taken: number };

// One named statement per shape: PostgreSQL parses and plans each once per connection.
const writeNew = preparedSql<WriteValues, WrittenRow>('booking_write', () =>
  writeStatement({ hold: false, versioned: true }),
);
const writeHold = preparedSql<WriteValues, WrittenRow>('booking_write_hold', () =>
  writeStatement({ hold: true, versioned: true }),
);
const writeUnversioned = preparedSql<WriteValues, WrittenRow>('booking_write_unversioned', () =>
  writeStatement({ hold: false, versioned: false }),
);
const writeHoldUnversioned = preparedSql<WriteValues, WrittenRow>(
  'booking_write_hold_unversioned',
  () => writeStatement({ hold: true, versioned: false }),
);

/** The history's first entries; a millisecond apart each keeps their order when sorted by time. */
function creationHistory(b: NewBooking) {
  const byActor = b.origin === 'member' && b.actor.id !== b.holder.id;
  const booking = bookingText(b.court, b.date, b.slots.map((s) => s.label).join(', '));
  const created = stored('bookings.historyCreatedDetails', {
    booking,
    origin: byActor ? 'byActor' : b.origin,
    name: b.actor.name,
  });
  let confirmed = stored('bookings.historyPendingPayment');
  if (b.paid && b.origin === 'member') {
    confirmed = stored('bookings.historyPaidByCard', { amount: { cents: b.priceCents } });
  } else if (b.paid) confirmed = stored('bookings.historyFreeByOrigin', { origin: b.origin });
  else if (b.isLeagueMatch) confirmed = stored('bookings.historyLeagueMatch');
  return [
    { action: HISTORY.created, details: created },
    { action: HISTORY.confirmed, details: confirmed },
  ].map((entry, i) => ({ ...historyColumns(entry), createdAt: new Date(b.now.getTime() + i) }));
}

/**
 * Writes the booking, its slot rows (or its hold's), its players and its first history entries
 * in one statement, in the caller's transaction (or on its own). Null, with nothing written, when
 * the holder's row changed since `holder.version` was read. A slot someone else holds fails it on
 * the unique index: the caller answers 409, or skips the date in its savepoint.
 */
export async function writeBooking(q: Queryable, b: NewBooking): Promise<WrittenBooking | null> {
  const values: WriteValues = {
    id: b.id,
    bookerId: b.holder.id,
    courtId: b.court.id,
    dateBooked: b.date,
    startsAt: b.slots[0]!.startsAt.toISOString(),
    endsAt: b.slots[b.slots.length - 1]!.endsAt.toISOString(),
    labels: JSON.stringify(b.slots.map((s) => s.label)),
    paymentStatus: b.paid ? 'P' : 'C',
    totalCents: b.priceCents,
    isLeagueMatch: b.isLeagueMatch ?? false,
    actorId: b.actor.id,
    players: JSON.stringify(b.players),
    history: JSON.stringify(creationHistory(b)),
  };
  const versioned = b.holder.version !== undefined;
  if (versioned) values.version = b.holder.version;
  if (b.holdId) values.holdId = b.holdId;
  else {
    values.starts = JSON.stringify(b.slots.map((s) => s.startsAt));
    values.now = b.now.toISOString();
  }
  let write = b.holdId ? writeHoldUnversioned : writeUnversioned;
  if (versioned) write = b.holdId ? writeHold : writeNew;
  const [row] = await write(q, values);
  if (!row) return null;
  return { id: row.id, createdAt: new Date(row.created_ms), slotsTaken: row.slots_taken };
}
