/**
 * Charging a member's saved card with nobody present (a series' monthly charge). The gateway
 * settles the intent at once; the answer is then applied through `fulfil` with the same event ids
 * the reconcile job and a browser's report use, so a webhook, the reconcile job and this call may
 * all report it and its purpose's handler runs once.
 */
import type { AppContext } from '../../context.ts';
import { payments } from '../../db/schema/index.ts';
import { notFound, type RefusalText } from '../../lib/errors.ts';
import { ensureCustomer } from './customers.ts';
import { CARD_NOT_FOUND, fulfil } from './service.ts';

export interface SavedCardCharge {
  status: 'succeeded' | 'failed' | 'pending';
  gatewayId: string;
  failureMessage: RefusalText | null;
}

export async function chargeSavedCard(
  ctx: AppContext,
  input: {
    userId: string;
    paymentMethodId: string;
    amountCents: number;
    purpose: string;
    description: string;
    metadata: Record<string, string>;
    /** The same key charges once, whoever calls and however often. */
    idempotencyKey: string;
  },
): Promise<SavedCardCharge> {
  const customerId = await ensureCustomer(ctx, input.userId);
  const owner = await ctx.payments.paymentMethodOwner(input.paymentMethodId);
  if (!owner || owner.customerId !== customerId) throw notFound(CARD_NOT_FOUND);
  const metadata = { ...input.metadata, purpose: input.purpose, userId: input.userId };
  const payment = await ctx.payments.chargeSavedCard({
    customerId,
    paymentMethodId: input.paymentMethodId,
    amountCents: input.amountCents,
    description: input.description,
    metadata,
    idempotencyKey: input.idempotencyKey,
  });
  // Recorded before it is applied: if this process dies here, the reconcile job finds it pending.
  await ctx.db
    .insert(payments)
    .values({
      userId: input.userId,
      gatewayId: payment.id,
      kind: 'payment_intent',
      purpose: input.purpose,
      amountCents: payment.amountCents,
      metadata,
    })
    .onConflictDoNothing({ target: payments.gatewayId });
  if (payment.status === 'succeeded') {
    await fulfil(ctx, { id: `reconcile_${payment.id}`, type: 'payment_intent.succeeded', payment });
    return { status: 'succeeded', gatewayId: payment.id, failureMessage: null };
  }
  if (payment.status === 'requires_payment_method' || payment.status === 'canceled') {
    await fulfil(ctx, {
      id: `reconcile_failed_${payment.id}`,
      type: 'payment_intent.payment_failed',
      payment,
    });
    return { status: 'failed', gatewayId: payment.id, failureMessage: payment.failureMessage };
  }
  // 'processing' or 'requires_action' (a bank asking for the holder): the webhook settles it.
  return { status: 'pending', gatewayId: payment.id, failureMessage: null };
}
