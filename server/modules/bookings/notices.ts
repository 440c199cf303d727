/** What the bookings tell their members as notifications (module notifications' outbox). */
import { eq } from 'drizzle-orm';
import { msg } from '@/i18n/message.ts';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { eurosIn, translator } from '../../i18n.ts';
import { notify } from '../notifications/index.ts';

/**
 * Someone paid parts of a booking (a player from their wallet or card, a guest through a payment
 * link): its booker hears it, unless the booker paid. `reference` names the payment once.
 */
export async function noticePartPaid(
  ctx: AppContext,
  tx: Tx,
  paid: {
    bookingId: string;
    bookerId: string;
    payerId: string | null;
    cents: number;
    /** The payer's name when the caller has it (the signed-in payer): not read again. */
    payerName?: string;
  },
  reference: string,
): Promise<void> {
  if (paid.payerId === paid.bookerId) return;
  const [payer] =
    paid.payerName !== undefined
      ? [{ name: paid.payerName }]
      : paid.payerId
        ? await tx.select({ name: users.name }).from(users).where(eq(users.id, paid.payerId))
        : [];
  await notify(
    { ctx, tx },
    {
      kind: 'payment',
      subject: reference,
      userId: paid.bookerId,
      title: payer ? msg('push.partPaidTitle', { name: payer.name }) : msg('push.linkPaidTitle'),
      body: (language) =>
        translator(language)(payer ? 'push.partPaidBody' : 'push.linkPaidBody', {
          amount: eurosIn(language, paid.cents),
        }),
      url: `/bookings/${paid.bookingId}`,
      tag: `payment-${paid.bookingId}`,
    },
  );
}

/** Money back to a member's wallet for a booking (a cancellation, an overpayment). */
export async function noticeRefund(
  ctx: AppContext,
  tx: Tx,
  refund: { bookingId: string; userId: string; cents: number; why: 'cancelled' | 'overpaid' },
  reference: string,
): Promise<void> {
  await notify(
    { ctx, tx },
    {
      kind: 'payment',
      subject: reference,
      userId: refund.userId,
      title: msg('push.refundTitle'),
      body: (language) =>
        translator(language)(
          refund.why === 'cancelled' ? 'push.refundCancelled' : 'push.refundOverpaid',
          { amount: eurosIn(language, refund.cents) },
        ),
      url: '/profile?tab=monedero',
      tag: `refund-${refund.bookingId}`,
    },
  );
}
