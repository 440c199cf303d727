/**
 * What a payment of booking parts starts from, by card or from the wallet: the booking locked,
 * the rule that the actor may pay what was asked checked, and the parts it covers with what they
 * cost now.
 */
import { canPayPart, canPayTotal } from '@/domain/booking-payments.ts';
import type { Tx } from '../../../db/client.ts';
import type { SessionUser } from '../../../sessions.ts';
import type { StoredText } from '../../../stored-text.ts';
import { bookingLabel, detailOf, lockVisibleBooking, type LockedBooking } from '../core/lock.ts';
import { refuseUnless } from '../core/refusals.ts';

export interface Parts {
  positions: number[];
  cents: number;
  /** The booking as ledger texts name it. */
  label: StoredText;
}

/** The parts a payment covers and what they cost now: one player's, or every unpaid one. */
export function partsOf(locked: LockedBooking, playerIndex: number | null): Parts {
  const unpaid = locked.players.filter((p) => p.amountPaidCents < p.amountCents);
  const picked = playerIndex === null ? unpaid : [locked.players[playerIndex]!];
  return {
    positions: picked.map((p) => p.position),
    cents: picked.reduce((sum, p) => sum + (p.amountCents - p.amountPaidCents), 0),
    label: bookingLabel(locked),
  };
}

/** The booking locked and its parts, once the actor may pay one player's part (or, null, all). */
export async function lockPayableParts(
  tx: Tx,
  actor: SessionUser,
  bookingId: string,
  playerIndex: number | null,
  now: Date,
): Promise<{ locked: LockedBooking; parts: Parts }> {
  const locked = await lockVisibleBooking(tx, actor, bookingId);
  const detail = detailOf(locked);
  refuseUnless(
    playerIndex === null
      ? canPayTotal(detail, actor, now)
      : canPayPart(detail, actor, playerIndex, now),
  );
  return { locked, parts: partsOf(locked, playerIndex) };
}
