/**
 * The server's own look at payments nobody reported. A charge can succeed at the gateway while
 * this server never hears of it (it died between the charge and the credit, the webhook was lost,
 * the browser closed before its reconcile call). Every payment still pending after a few minutes
 * is asked about at the gateway and, when the gateway has settled it, fulfilled or failed through
 * `fulfil`, the one path webhooks and browsers use: the same event ids as the browser's report,
 * so whichever comes first applies it and the others do nothing.
 */
import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { payments } from '../../db/schema/index.ts';
import type { PaymentRow } from '../../payment-handlers.ts';
import { fulfil } from './service.ts';

/** A payment this young may still be in the payer's hands (3-D Secure, a slow card form). */
export const RECONCILE_AFTER_MS = 3 * 60_000;
/** Older attempts were abandoned; asking about them forever would only load the gateway. */
export const RECONCILE_WITHIN_MS = 3 * 24 * 3_600_000;
const BATCH = 200;

export interface ReconcileReport {
  checked: number;
  settled: number;
  failed: number;
}

/** Asks the gateway about one pending payment; returns what it found. */
async function reconcileOne(
  ctx: AppContext,
  row: PaymentRow,
): Promise<'settled' | 'failed' | 'open'> {
  switch (row.kind) {
    case 'payment_intent': {
      const payment = await ctx.payments.retrievePaymentIntent(row.gatewayId);
      if (payment.status === 'succeeded') {
        await fulfil(ctx, {
          id: `reconcile_${payment.id}`,
          type: 'payment_intent.succeeded',
          payment,
        });
        return 'settled';
      }
      // 'requires_payment_method' after a decline is still open: the payer may try another card.
      if (payment.status === 'canceled') {
        await fulfil(ctx, {
          id: `reconcile_failed_${payment.id}`,
          type: 'payment_intent.payment_failed',
          payment,
        });
        return 'failed';
      }
      return 'open';
    }
    case 'checkout_session': {
      const session = await ctx.payments.retrieveCheckoutSession(row.gatewayId);
      if (!session.paid) return 'open';
      await fulfil(ctx, {
        id: `reconcile_${session.id}`,
        type: 'checkout.session.completed',
        session,
      });
      return 'settled';
    }
    case 'subscription': {
      // fulfil reads the subscription's current state itself; the id names that state, so a
      // later change (paid, then cancelled) is applied again and the same state only once.
      const sub = await ctx.payments.retrieveSubscription(row.gatewayId);
      if (sub.status === 'incomplete') return 'open';
      const state = `${sub.status}_${sub.currentPeriodEnd?.getTime() ?? 0}_${sub.cancelAtPeriodEnd}`;
      await fulfil(ctx, {
        id: `reconcile_${sub.id}_${state}`,
        type: 'customer.subscription.updated',
        subscriptionId: sub.id,
      });
      return 'settled';
    }
    default:
      // A saved card (setup intent) moves no money.
      return 'open';
  }
}

/**
 * Reconciles every payment pending for longer than RECONCILE_AFTER_MS (and younger than
 * RECONCILE_WITHIN_MS). Idempotent and safe to run on every instance at once.
 */
export async function reconcilePendingPayments(ctx: AppContext): Promise<ReconcileReport> {
  // The database's clock, the one that stamped created_at (ctx.now may be a test's fixed day).
  const age = (ms: number) => sql`now() - make_interval(secs => ${ms / 1000})`;
  const rows = await ctx.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.status, 'pending'),
        lt(payments.createdAt, age(RECONCILE_AFTER_MS)),
        gt(payments.createdAt, age(RECONCILE_WITHIN_MS)),
      ),
    )
    .orderBy(asc(payments.createdAt))
    .limit(BATCH);
  const report: ReconcileReport = { checked: 0, settled: 0, failed: 0 };
  const errors: unknown[] = [];
  for (const row of rows) {
    report.checked++;
    // One payment the gateway cannot answer for must not stop the others; the job's log names
    // the failures once all were tried.
    const outcome = await reconcileOne(ctx, row).catch((error: unknown) => {
      errors.push(error);
      return 'open' as const;
    });
    if (outcome === 'settled') report.settled++;
    if (outcome === 'failed') report.failed++;
  }
  if (errors.length > 0) {
    throw new AggregateError(errors, `${errors.length} of ${rows.length} payments not reconciled`);
  }
  return report;
}
