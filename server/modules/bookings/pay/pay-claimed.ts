/**
 * Paying every unpaid part of a booking with money another module already took in the same
 * transaction (a series' monthly charge from the holder's wallet): the parts are claimed as any
 * payment claims them, so a cancellation later refunds them to `paidBy` like any paid part.
 */
import { eq } from 'drizzle-orm';
import { centsToEuros } from '@/domain/money.ts';
import type { Tx } from '../../../db/client.ts';
import { bookingPlayers, bookings } from '../../../db/schema/index.ts';
import { claimPart, writeStatus } from '../detail/detail-state.ts';
import { HISTORY, recordHistory } from '../history.ts';

/** Claims the booking's unpaid parts for `payerId`; the cents claimed (0 when all were paid). */
export async function payUnpaidPartsInTx(
  tx: Tx,
  payerId: string,
  bookingId: string,
  how: string,
  now: Date,
): Promise<number> {
  const [row] = await tx
    .select({ status: bookings.status })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .for('update');
  if (row?.status !== 'active') return 0;
  const players = await tx
    .select()
    .from(bookingPlayers)
    .where(eq(bookingPlayers.bookingId, bookingId));
  let total = 0;
  for (const p of players) {
    if (p.amountPaidCents < p.amountCents) {
      total += await claimPart(tx, bookingId, p.position, payerId);
    }
  }
  if (total === 0) return 0;
  await writeStatus(tx, bookingId, now);
  await recordHistory(tx, bookingId, payerId, now, [
    { action: HISTORY.payment, details: `${how}: ${centsToEuros(total).toFixed(2)} €` },
  ]);
  return total;
}
