/**
 * Cancelling: the booker (or an admin) while the domain's canCancel allows it. The row stays,
 * cancelled, with its history; its slots are freed in the same transaction.
 */
import { eq } from 'drizzle-orm';
import { canCancel } from '@/domain/cancellation.ts';
import { isAdminRole } from '@/domain/roles.ts';
import type { AppContext } from '../../context.ts';
import { bookings } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { SessionUser } from '../auth/session.ts';
import { publishBookingById } from './events.ts';
import { HISTORY, recordHistory } from './history.ts';
import { BOOKING_NOT_FOUND } from './queries.ts';
import { releaseBookingSlots } from './slot-rows.ts';

export async function cancelBooking(
  ctx: AppContext,
  actor: SessionUser,
  bookingId: string,
): Promise<void> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
    const mayHandle = row && (row.userId === actor.id || isAdminRole(actor.role));
    if (!row || !mayHandle || row.status !== 'active') throw notFound(BOOKING_NOT_FOUND);
    // The server reads no forecast yet: the rain exemption needs one (the detail page's issue).
    const check = canCancel(
      {
        startsAt: row.startsAt,
        paymentStatus: row.paymentStatus,
        isLeagueMatch: row.isLeagueMatch,
        userBooked: { _id: row.userId },
        totalAmount: row.totalCents,
      },
      actor,
      now,
      null,
    );
    if (!check.ok) throw badRequest(check.reason, 'cancelRefused');
    await tx
      .update(bookings)
      .set({ status: 'cancelled', cancelledAt: now, cancelledBy: actor.id, updatedAt: now })
      .where(eq(bookings.id, bookingId));
    await releaseBookingSlots(tx, bookingId);
    const details =
      actor.id === row.userId ? 'Cancelada por el usuario' : `Cancelada por ${actor.name}`;
    await recordHistory(tx, bookingId, actor.id, now, [{ action: HISTORY.cancelled, details }]);
  });
  await publishBookingById(ctx, bookingId, 'cancelled');
}
