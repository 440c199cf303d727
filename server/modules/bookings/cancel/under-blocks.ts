/**
 * The bookings under a court's blocked time: which ones a block would take, and their cancel with
 * full refunds. The courts module blocks time through this (modules/index.ts hands it over),
 * since bookings build on courts and not the other way round.
 */
import { and, asc, eq, gt, gte, inArray, lte } from 'drizzle-orm';
import type { Booking } from '@/api/bookings.ts';
import { blockCoversBooking } from '@/domain/admin.ts';
import type { Queryable } from '../../../db/client.ts';
import { bookings } from '../../../db/schema/index.ts';
import type { BlockFields, BookingsUnderBlocks } from '../../courts/index.ts';
import { cancelBookingInTx, publishCancellation } from './cancel.ts';
import { loadBookings } from '../queries.ts';
import { promoteUnderLiftedBlock } from '../waitlist/promote.ts';
import { publishPromotions } from '../waitlist/publish.ts';

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
      override: { refund: true, reason: why.reason || 'Horario bloqueado' },
      promote: false,
      club: why,
    }),
  publish: publishCancellation,
  lifted: async (ctx, tx, courtId, block) => {
    const promotions = await promoteUnderLiftedBlock(ctx, tx, courtId, block);
    return () => publishPromotions(ctx, promotions);
  },
};
