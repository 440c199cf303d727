/**
 * Paying every unpaid part of a booking with money another module already took in the same
 * transaction (a series' monthly charge from the holder's wallet): the parts are claimed as any
 * payment claims them (core/claim.ts), so a cancellation later refunds them to `paidBy` like
 * any paid part.
 */
import { totalDueCents } from '@/domain/booking-payments.ts';
import type { Tx } from '../../../db/client.ts';
import { stored, type StoredValue } from '../../../stored-text.ts';
import { lockBooking } from '../core/lock.ts';
import { HISTORY } from '../core/history.ts';
import { claimOwedParts, owedParts } from '../core/claim.ts';

/** Claims the booking's unpaid parts for `payerId`; the cents claimed (0 when all were paid). */
export async function payUnpaidPartsInTx(
  tx: Tx,
  payerId: string,
  bookingId: string,
  /** How it was paid, as the history names it (the caller's words or message). */
  how: StoredValue,
  now: Date,
): Promise<number> {
  const locked = await lockBooking(tx, bookingId);
  if (locked?.row.status !== 'active') return 0;
  const owed = owedParts(
    locked,
    locked.players.map((p) => p.position),
  );
  const total = totalDueCents(owed);
  if (total === 0) return 0;
  const details = stored('bookings.historyPaidHow', { how, amount: { cents: total } });
  const entry = { action: HISTORY.payment, details };
  // Under the booking's lock every part is as read.
  if (!(await claimOwedParts(tx, locked, owed, payerId, entry, now))) {
    throw new Error(`booking ${bookingId}: parts changed under its lock`);
  }
  return total;
}
