/**
 * The taken-slot rows: one per slot, with a partial unique index over the active ones, so the
 * database itself refuses a second booking (or hold) of a slot.
 */
import { and, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Slot } from '@/domain/slots.ts';
import type { Queryable, Tx } from '../../db/client.ts';
import { bookingSlots } from '../../db/schema/index.ts';
import { conflict } from '../../lib/errors.ts';
import { BOOKING_MESSAGES } from '@/domain/booking-rules.ts';

/** Whether any of these starts is held or booked at `now` (a payment hold counts until it ends). */
export async function anySlotTaken(
  q: Queryable,
  courtId: string,
  starts: Date[],
  now: Date,
): Promise<boolean> {
  const rows = await q
    .select({ id: bookingSlots.id })
    .from(bookingSlots)
    .where(
      and(
        eq(bookingSlots.courtId, courtId),
        inArray(bookingSlots.startsAt, starts),
        eq(bookingSlots.active, true),
        or(isNull(bookingSlots.expiresAt), gte(bookingSlots.expiresAt, now)),
      ),
    )
    .limit(1);
  return rows.length > 0;
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

/**
 * Takes the booking's slots: the rows of its payment hold when there is one (all of them must
 * still be there), new rows otherwise. A slot someone else holds makes the insert fail on the
 * unique index, which the caller answers with 409.
 */
export async function claimSlots(
  tx: Tx,
  input: { courtId: string; slots: Slot[]; bookingId: string; holdId?: string; now: Date },
): Promise<void> {
  if (input.holdId) {
    const held = await tx
      .update(bookingSlots)
      .set({ bookingId: input.bookingId, expiresAt: null })
      .where(and(eq(bookingSlots.holdId, input.holdId), eq(bookingSlots.active, true)))
      .returning({ id: bookingSlots.id });
    if (held.length !== input.slots.length) {
      throw conflict(BOOKING_MESSAGES.slotTaken, 'slotTaken');
    }
    return;
  }
  const starts = input.slots.map((s) => s.startsAt);
  await freeExpiredHolds(tx, input.courtId, starts, input.now);
  await tx
    .insert(bookingSlots)
    .values(
      starts.map((startsAt) => ({ courtId: input.courtId, startsAt, bookingId: input.bookingId })),
    );
}

/** Frees a cancelled booking's slots at once, for everyone. */
export async function releaseBookingSlots(tx: Tx, bookingId: string): Promise<void> {
  await tx
    .update(bookingSlots)
    .set({ active: false })
    .where(and(eq(bookingSlots.bookingId, bookingId), eq(bookingSlots.active, true)));
}
