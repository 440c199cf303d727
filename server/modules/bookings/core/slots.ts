/**
 * The taken-slot rows: one per slot, with a partial unique index over the active ones, so the
 * database itself refuses a second booking (or hold) of a slot. A booking's own rows are written
 * by its creation's one statement (write.ts); a payment hold's, here.
 */
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { bookingSlots } from '../../../db/schema/index.ts';

/**
 * Takes the slots for a payment hold (a guest's card payment, a waiting member's turn) until
 * `expiresAt`; a slot someone else holds fails it on the unique index.
 */
export async function takeSlotsForHold(
  tx: Tx,
  hold: { courtId: string; starts: readonly Date[]; holdId: string; expiresAt: Date },
): Promise<void> {
  const { courtId, holdId, expiresAt } = hold;
  await tx
    .insert(bookingSlots)
    .values(hold.starts.map((startsAt) => ({ courtId, startsAt, holdId, expiresAt })));
}

/** A guest's hold that ran out no longer protects its slots. */
export async function freeExpiredHolds(
  tx: Tx,
  courtId: string,
  starts: Date[],
  now: Date,
): Promise<void> {
  await tx
    .update(bookingSlots)
    .set({ active: false })
    .where(
      and(
        eq(bookingSlots.courtId, courtId),
        inArray(bookingSlots.startsAt, starts),
        eq(bookingSlots.active, true),
        sql`${bookingSlots.holdId} is not null`,
        sql`${bookingSlots.bookingId} is null`,
        lt(bookingSlots.expiresAt, now),
      ),
    );
}

/** Frees the slots of holds that did not become bookings. */
export async function releaseHeldSlots(tx: Tx, holdIds: string[]): Promise<void> {
  if (holdIds.length === 0) return;
  await tx
    .update(bookingSlots)
    .set({ active: false })
    .where(and(inArray(bookingSlots.holdId, holdIds), sql`${bookingSlots.bookingId} is null`));
}

/** Frees a cancelled booking's slots at once, for everyone. */
export async function releaseBookingSlots(tx: Tx, bookingId: string): Promise<void> {
  await tx
    .update(bookingSlots)
    .set({ active: false })
    .where(and(eq(bookingSlots.bookingId, bookingId), eq(bookingSlots.active, true)));
}
