/**
 * The bookings under a court's blocked time: which ones a block would take, and their cancel with
 * full refunds. The calendar module's closed days and blocked times go through this: bookings
 * build on courts, and the calendar on both.
 */
import { and, asc, eq, gt, gte, inArray, lte } from 'drizzle-orm';
import type { Booking } from '@/api/bookings.ts';
import { blockCoversBooking } from '@/domain/admin.ts';
import type { AppContext } from '../../../context.ts';
import type { Queryable, Tx } from '../../../db/client.ts';
import type { SessionUser } from '../../../sessions.ts';
import { bookings } from '../../../db/schema/index.ts';
import { stored } from '../../../stored-text.ts';
import type { BlockFields } from '../../courts/index.ts';
import { cancelBookingInTx, publishCancellation } from './cancel.ts';
import { loadBookings } from '../queries.ts';
import { promoteUnderLiftedBlock } from '../waitlist/promote.ts';
import { publishPromotions } from '../waitlist/publish.ts';

/** A booking cancelled under a block: who got how many cents back. */
export interface CancelledBooking {
  bookingId: string;
  refunds: { userId: string; cents: number }[];
}

/**
 * What a block does to the bookings under it: the calendar module's closed days and blocked times
 * (which build on both courts and bookings) use it.
 */
interface BookingsUnderBlocks {
  /** Active, not yet ended bookings of the courts that the block would take. */
  covered(q: Queryable, courtIds: string[], block: BlockFields, now: Date): Promise<Booking[]>;
  /**
   * Cancels one with full refunds, in the block's transaction, and tells its members why: a
   * closed day (its name) or a blocked time (its reason, maybe empty).
   */
  cancel(
    ctx: AppContext,
    tx: Tx,
    admin: SessionUser,
    bookingId: string,
    why: { cause: 'closure' | 'block'; reason: string },
  ): Promise<CancelledBooking>;
  /** After the commit: the booking's schedule and the refunded wallets are told. */
  publish(ctx: AppContext, cancelled: CancelledBooking): Promise<void>;
  /**
   * A block lifted (deleted, or moved away) in the block's transaction: the slots it freed go to
   * their waitlists; what it returns tells the promoted members once committed.
   */
  lifted(
    ctx: AppContext,
    tx: Tx,
    courtId: string,
    block: BlockFields,
  ): Promise<() => Promise<void>>;
}

/** Active, not yet ended bookings of the courts that the block would take. */
export async function coveredBookings(
  q: Queryable,
  courtIds: string[],
  block: BlockFields,
  now: Date,
): Promise<Booking[]> {
  const candidates = await q
    .select({ id: bookings.id, dateBooked: bookings.dateBooked, slots: bookings.slots })
    .from(bookings)
    .where(
      and(
        inArray(bookings.courtId, courtIds),
        eq(bookings.status, 'active'),
        gte(bookings.dateBooked, block.startDate),
        lte(bookings.dateBooked, block.endDate),
        gt(bookings.endsAt, now),
      ),
    )
    .orderBy(asc(bookings.startsAt));
  const covered = candidates.filter((b) => blockCoversBooking(block, b));
  return loadBookings(
    q,
    covered.map((b) => b.id),
  );
}

export const bookingsUnderBlocks: BookingsUnderBlocks = {
  covered: coveredBookings,
  cancel: (ctx, tx, admin, bookingId, why) =>
    cancelBookingInTx(ctx, tx, admin, bookingId, {
      override: { refund: true, reason: why.reason || stored('bookings.cancelReasonBlocked') },
      promote: false,
      club: why,
    }),
  publish: publishCancellation,
  lifted: async (ctx, tx, courtId, block) => {
    const promotions = await promoteUnderLiftedBlock(ctx, tx, courtId, block);
    return () => publishPromotions(ctx, promotions);
  },
};
