/**
 * DELETE /users/booking/{id}/delete-booking-payments: the detail page's cancel of a paid or partly
 * paid booking, the one cancellation of cancel.ts in its `detail` mode (the forecast of its start
 * hour lets the booker cancel late; every paid part goes back to its payer's wallet, once). A
 * repeated request finds the booking cancelled and refunds nothing.
 */
import { CANCEL_MESSAGES } from '@/api/booking-detail.ts';
import { centsToEuros } from '@/domain/money.ts';
import { PACK_MESSAGES } from '@/domain/packs.ts';
import type { AppContext } from '../../../context.ts';
import type { SessionUser } from '../../../sessions.ts';
import { cancelBooking } from './cancel.ts';
import type { RefusalText } from '../../../lib/errors.ts';

export interface CancelWithRefundsAnswer {
  /** Worded per asker by the route. */
  message: RefusalText;
  refunds: { userId: string; amount: number }[];
}

export async function cancelWithRefunds(
  ctx: AppContext,
  actor: SessionUser,
  bookingId: string,
): Promise<CancelWithRefundsAnswer> {
  const outcome = await cancelBooking(ctx, actor, bookingId, { detail: true });
  const refunds = outcome.refunds.map(({ userId, cents }) => ({
    userId,
    amount: centsToEuros(cents),
  }));
  let message: RefusalText = refunds.length ? CANCEL_MESSAGES.refunded : CANCEL_MESSAGES.cancelled;
  if (!refunds.length && outcome.packOwners?.length) message = PACK_MESSAGES.useReturned;
  return { message, refunds };
}
