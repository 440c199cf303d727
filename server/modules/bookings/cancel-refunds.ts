/**
 * DELETE /users/booking/{id}/delete-booking-payments: the detail page's cancel of a paid or partly
 * paid booking (canCancel in 'detail' mode, with the forecast of its start hour). In one
 * transaction with the booking locked: it is marked cancelled, its slots are freed, and every
 * paid part goes back to its payer's wallet through the one refund path (cancel.ts), credited
 * once whatever the number of cancel requests. A repeated request finds the booking cancelled and refunds nothing.
 */
import { CANCEL_MESSAGES } from '@/api/booking-detail.ts';
import { canCancel } from '@/domain/cancellation.ts';
import { centsToEuros } from '@/domain/money.ts';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { bookings } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/errors.ts';
import type { SessionUser } from '../auth/session.ts';
import { publishCancellation, refundBookingPayments } from './cancel.ts';
import { lockVisibleBooking } from './detail-state.ts';
import { forecastAt } from './forecast.ts';
import { HISTORY, recordHistory, type HistoryEntry } from './history.ts';
import { releaseBookingSlots } from './slot-rows.ts';

export interface CancelOutcome {
  message: string;
  refunds: { userId: string; amount: number }[];
}

export async function cancelWithRefunds(
  ctx: AppContext,
  actor: SessionUser,
  bookingId: string,
): Promise<CancelOutcome> {
  const [start] = await ctx.db
    .select({ startsAt: bookings.startsAt })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  const weather = start ? await forecastAt(ctx, start.startsAt) : null;
  const now = ctx.now();
  const outcome = await ctx.db.transaction(async (tx) => {
    const locked = await lockVisibleBooking(tx, actor, bookingId);
    const { row } = locked;
    if (row.status !== 'active') return null;
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
      weather,
      'detail',
    );
    if (!check.ok) throw badRequest(check.reason, 'cancelRefused');
    await tx
      .update(bookings)
      .set({ status: 'cancelled', cancelledAt: now, cancelledBy: actor.id, updatedAt: now })
      .where(eq(bookings.id, bookingId));
    await releaseBookingSlots(tx, bookingId);
    const refunded = await refundBookingPayments(tx, row);
    const history: HistoryEntry[] = [
      {
        action: HISTORY.cancelled,
        details:
          actor.id === row.userId ? 'Cancelada por el usuario' : `Cancelada por ${actor.name}`,
      },
      ...refunded.history,
    ];
    await recordHistory(tx, bookingId, actor.id, now, history);
    return refunded.refunds;
  });
  if (!outcome) return { message: CANCEL_MESSAGES.cancelled, refunds: [] };
  await publishCancellation(ctx, { bookingId, refunds: outcome });
  const refunds = outcome.map(({ userId, cents }) => ({ userId, amount: centsToEuros(cents) }));
  return {
    message: refunds.length ? CANCEL_MESSAGES.refunded : CANCEL_MESSAGES.cancelled,
    refunds,
  };
}
