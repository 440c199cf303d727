/**
 * An admin books for a member (the member's rules apply: the bookings module's create) or cancels
 * any booking through the member's cancel path, with refunds unless the admin keeps the money.
 * Both are audited.
 */
import type { z } from 'zod';
import type { adminCancelBookingBodySchema, adminCreateBookingSchema } from '@/api/admin.ts';
import type { Booking } from '@/api/bookings.ts';
import type { AppContext } from '../../../context.ts';
import type { SessionUser } from '../../../sessions.ts';
import { cancelBookingInTx, publishCancellation } from '../cancel/cancel.ts';
import { createBooking } from '../create/create.ts';
import { loadBookings } from '../queries.ts';
import { recordAudit } from '../../../services/audit.ts';

export async function createForMember(
  ctx: AppContext,
  admin: SessionUser,
  body: z.infer<typeof adminCreateBookingSchema>,
): Promise<Booking> {
  // Audited in the booking's own transaction: the booking and its audit row exist together.
  return createBooking(ctx, admin, body, {
    alsoInTx: (tx, bookingId) =>
      recordAudit(tx, admin, {
        action: 'booking.create',
        entityType: 'booking',
        entityId: bookingId,
        before: null,
        after: {
          courtId: body.courtId,
          dateBooked: body.dateBooked,
          timeBooked: body.timeBooked,
          userBooked: body.userBooked,
          isLeagueMatch: body.isLeagueMatch,
        },
      }),
  });
}

/** Cents refunded in total. */
export async function cancelAsAdmin(
  ctx: AppContext,
  admin: SessionUser,
  bookingId: string,
  body: z.infer<typeof adminCancelBookingBodySchema>,
): Promise<number> {
  const { refund } = body;
  const outcome = await ctx.db.transaction(async (tx) => {
    const [before] = await loadBookings(tx, [bookingId]);
    const result = await cancelBookingInTx(ctx, tx, admin, bookingId, {
      override: { refund, reason: body.reason },
      club: { cause: 'admin', reason: body.reason },
    });
    const cents = result.refunds.reduce((sum, r) => sum + r.cents, 0);
    await recordAudit(tx, admin, {
      action: 'booking.cancel',
      entityType: 'booking',
      entityId: bookingId,
      before: before
        ? { status: before.status, paymentStatus: before.paymentStatus, paid: paidOf(before) }
        : null,
      after: { status: 'cancelled', refund, refunded: cents / 100, reason: body.reason ?? null },
    });
    return result;
  });
  await publishCancellation(ctx, outcome);
  return outcome.refunds.reduce((sum, r) => sum + r.cents, 0);
}

function paidOf(booking: Booking): number {
  return booking.players.reduce((sum, p) => sum + p.amountPaid, 0);
}
