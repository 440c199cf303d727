/**
 * A payment's effects on a locked booking in one statement: the claimed parts (and any player
 * status the claim changes), the booking's status and the history entry. The booking's row lock
 * makes the locked read exact, so the new values are worked out in memory; each row is still
 * written only while it holds what was read, and the caller checks that every one was.
 */
import { bookingStatus, playerStatus } from '@/domain/booking-payments.ts';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { preparedSql } from '../../../db/prepared.ts';
import { bookingHistory, bookingPlayers, bookings } from '../../../db/schema/index.ts';
import type { LockedBooking, PlayerRow } from './lock.ts';
import { historyColumns, type HistoryEntry } from './history.ts';

/** A value given at each run of a prepared statement. */
const v = (key: string) => sql.placeholder(key);

interface ClaimValues extends Record<string, unknown> {
  bookingId: string;
  /** JSON: each changed player's position, new values and the paid cents it was read with. */
  players: string;
  status: string;
  now: string;
  /** JSON: the entry's columns (history.ts). */
  history: string;
  actorId: string | null;
}

const claimStatement = preparedSql<ClaimValues, { changed: number }>(
  'booking_claim_parts',
  () => sql`with changed as (
      update ${bookingPlayers} p set amount_paid_cents = c."amountPaidCents",
        payment_status = c."paymentStatus", paid_by = c."paidBy"
      from jsonb_to_recordset(${v('players')}::jsonb) as c("position" int,
        "amountPaidCents" int, "paymentStatus" text, "paidBy" uuid, "before" int)
      where p.booking_id = ${v('bookingId')} and p.position = c."position"
        and p.amount_paid_cents = c."before"
      returning p.position),
    status as (
      update ${bookings} set payment_status = ${v('status')}, updated_at = ${v('now')}::timestamptz
      where id = ${v('bookingId')}),
    history as (
      insert into ${bookingHistory} (booking_id, action, details, action_message,
        details_message, performed_by, created_at)
      select ${v('bookingId')}, h.action, h.details, h."actionMessage", h."detailsMessage",
        ${v('actorId')}, ${v('now')}::timestamptz
      from jsonb_to_record(${v('history')}::jsonb) as h(action text, details text,
        "actionMessage" jsonb, "detailsMessage" jsonb))
    select count(*)::int as changed from changed`,
);

/** The parts of `positions` still owed, as the locked booking holds them. */
export function owedParts(locked: LockedBooking, positions: readonly number[]): PlayerRow[] {
  return locked.players.filter(
    (p) => positions.includes(p.position) && p.amountPaidCents < p.amountCents,
  );
}

/** The players and the booking's status as a claim wrote them. */
export interface Claimed {
  players: PlayerRow[];
  status: LockedBooking['row']['paymentStatus'];
}

/**
 * Claims `owed` for `paidBy` and writes the statuses and the history entry: what it wrote, or
 * null (nothing written that the caller's rollback would not undo) when a player's row was not
 * as read.
 */
export async function claimOwedParts(
  tx: Tx,
  locked: LockedBooking,
  owed: readonly PlayerRow[],
  /** Null when nobody signed in paid (a guest's payment link). */
  paidBy: string | null,
  entry: HistoryEntry,
  now: Date,
): Promise<Claimed | null> {
  const claimed = new Set(owed.map((p) => p.position));
  const after = locked.players.map((p) => {
    const paid = claimed.has(p.position) ? p.amountCents : p.amountPaidCents;
    const status = playerStatus(
      { amountCents: p.amountCents, amountPaidCents: paid },
      p.paymentStatus === 'F',
    );
    return {
      ...p,
      amountPaidCents: paid,
      paymentStatus: status,
      paidBy: claimed.has(p.position) ? paidBy : p.paidBy,
    };
  });
  const changed = after
    .map((p, i) => ({ ...p, before: locked.players[i]!.amountPaidCents }))
    .filter(
      (p, i) => claimed.has(p.position) || p.paymentStatus !== locked.players[i]!.paymentStatus,
    );
  const status = bookingStatus(after);
  const [row] = await claimStatement(tx, {
    bookingId: locked.row.id,
    players: JSON.stringify(changed),
    status,
    now: now.toISOString(),
    history: JSON.stringify(historyColumns(entry)),
    actorId: paidBy,
  });
  return row!.changed === changed.length ? { players: after, status } : null;
}
