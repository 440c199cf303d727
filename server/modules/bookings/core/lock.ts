/**
 * The booking's lock: every change to an existing booking (a payment, its players, a cancellation,
 * an open match) starts from the booking locked for the rest of the transaction, so changes to
 * one booking happen one at a time, with its players and who may see it read in the same
 * statement.
 */
import { eq, sql } from 'drizzle-orm';
import type { Booking } from '@/api/bookings.ts';
import type { DetailBooking } from '@/domain/booking-payments.ts';
import { isAdminRole } from '@/domain/roles.ts';
import type { Tx } from '../../../db/client.ts';
import {
  bookingPlayers,
  bookings,
  courtSeriesDates,
  courts,
  users,
} from '../../../db/schema/index.ts';
import { notFound } from '../../../lib/errors.ts';
import type { SessionUser } from '../../../sessions.ts';
import { stored, wordStored, type StoredText } from '../../../stored-text.ts';
import { BOOKING_NOT_FOUND, toBooking, userRefJson, type BookingParts } from '../queries.ts';
import { bookingText, slotSpan } from './history.ts';

export type BookingRow = typeof bookings.$inferSelect;
export type PlayerRow = typeof bookingPlayers.$inferSelect;
type CourtRow = typeof courts.$inferSelect;

export interface LockedBooking {
  row: BookingRow;
  court: { name: string; type: CourtRow['type'] };
  players: PlayerRow[];
  /** The booker and every member among the players, as the answer names them. */
  people: BookingParts['booker'][];
  /** Whether the booking is a date of a series. */
  series: boolean;
}

/**
 * The booking locked FOR UPDATE for the rest of the transaction, in one statement: its court, its
 * players (in order) and what the answer shows of its people, so a change answers without reading
 * the booking again. Null when there is no such booking.
 */
export async function lockBooking(tx: Tx, bookingId: string): Promise<LockedBooking | null> {
  const [found] = await tx
    .select({
      row: bookings,
      court: { name: courts.name, type: courts.type },
      players: sql<PlayerRow[]>`(select coalesce(json_agg(json_build_object(
          'bookingId', p.booking_id, 'position', p.position, 'userId', p.user_id,
          'isMember', p.is_member, 'nonMemberName', p.non_member_name,
          'nonMemberEmail', p.non_member_email, 'usedInvitation', p.used_invitation,
          'isUca', p.is_uca, 'amountCents', p.amount_cents,
          'amountPaidCents', p.amount_paid_cents, 'paymentStatus', p.payment_status,
          'paymentLinkUrl', p.payment_link_url, 'paymentLinkId', p.payment_link_id,
          'paidBy', p.paid_by, 'familyRelation', p.family_relation) order by p.position), '[]'::json)
        from ${bookingPlayers} p where p.booking_id = ${bookings.id})`,
      people: sql<
        BookingParts['booker'][]
      >`(select coalesce(json_agg(${userRefJson('u')}), '[]'::json)
        from ${users} u where u.id = ${bookings.userId} or u.id in
          (select p.user_id from ${bookingPlayers} p where p.booking_id = ${bookings.id}))`,
      series: sql<boolean>`exists(select 1 from ${courtSeriesDates} d
        where d.booking_id = ${bookings.id})`,
    })
    .from(bookings)
    .innerJoin(courts, eq(courts.id, bookings.courtId))
    .where(eq(bookings.id, sql.placeholder('id')))
    .for('update', { of: bookings })
    // Named: PostgreSQL parses and plans it once per connection, not at every payment.
    .prepare('booking_lock')
    .execute({ id: bookingId });
  return found ?? null;
}

/**
 * The booking locked (lockBooking) for someone who may see it: its booker, a member among its
 * players or an admin. Anyone else gets the same 404 as for an id that does not exist, so ids
 * reveal nothing.
 */
export async function lockVisibleBooking(
  tx: Tx,
  actor: SessionUser,
  bookingId: string,
): Promise<LockedBooking> {
  const found = await lockBooking(tx, bookingId);
  if (!found) throw notFound(BOOKING_NOT_FOUND);
  const { row, players } = found;
  const sees =
    isAdminRole(actor.role) ||
    row.userId === actor.id ||
    players.some((p) => p.userId === actor.id);
  if (!sees) throw notFound(BOOKING_NOT_FOUND);
  return found;
}

/**
 * The locked booking's answer once `players` and `paymentStatus` are what the transaction wrote:
 * the same shape as `loadBookings` reads, built without reading it again.
 */
export function lockedAnswer(
  locked: LockedBooking,
  players: readonly PlayerRow[],
  paymentStatus: BookingRow['paymentStatus'],
): Booking {
  const { row, court } = locked;
  const people = new Map(locked.people.map((u) => [u.id, u]));
  return toBooking(
    { ...row, paymentStatus, series: locked.series },
    { id: row.courtId, type: court.type, name: court.name },
    people.get(row.userId)!,
    players.map((player) => ({ player, member: people.get(player.userId ?? '') ?? null })),
  );
}

/** The booking as the domain's permission rules read it. */
export function detailOf(b: LockedBooking): DetailBooking {
  return {
    startsAt: b.row.startsAt,
    bookerId: b.row.userId,
    isLeagueMatch: b.row.isLeagueMatch,
    cancelled: b.row.status !== 'active',
    players: b.players.map((p) => ({
      memberId: p.userId,
      isMember: p.isMember,
      amountCents: p.amountCents,
      amountPaidCents: p.amountPaidCents,
      paymentStatus: p.paymentStatus,
    })),
  };
}

/** A player's name as history and ledger texts show it ('Jugador' worded per reader). */
export function playerLabel(
  p: Pick<PlayerRow, 'nonMemberName' | 'nonMemberEmail'>,
  memberName?: string | null,
): string | StoredText {
  return (
    memberName ?? p.nonMemberName ?? p.nonMemberEmail ?? stored('bookings.historyUnnamedPlayer')
  );
}

/** 'PADEL - Pádel 1, 21/11/2026 10:00 - 11:30' for ledger and history texts, per reader. */
export function bookingLabel(b: Pick<LockedBooking, 'row' | 'court'>): StoredText {
  return bookingText(b.court, b.row.dateBooked, slotSpan(b.row.slots));
}

/**
 * The label in Spanish, for texts worded once for everyone: a card payment's description at the
 * gateway, a mail line's argument.
 */
export function spanishBookingLabel(b: LockedBooking): string {
  return wordStored('es', bookingLabel(b));
}
