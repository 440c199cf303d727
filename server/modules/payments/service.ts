import { and, eq, ne } from 'drizzle-orm';
import type { SavedCard } from '@/api/payments.ts';
import { msg } from '@/i18n/message.ts';
import type { GatewayEvent } from '../../adapters/payments/index.ts';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { paymentEvents, payments } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { ensureCustomer, findCustomerId, userIdOfCustomer } from './customers.ts';
import { MEMBERSHIP_PLANS } from '@/domain/subscriptions.ts';
import type { GatewaySubscription } from '../../adapters/payments/index.ts';
import { recordSale } from '../invoicing/index.ts';
import { stored } from '../../stored-text.ts';
import type { PaymentHandler, PaymentRow } from '../../payment-handlers.ts';

/**
 * The one payment service. Other modules pay through these functions, never through a gateway:
 *
 * - `createPaymentIntent(ctx, { userId, amountCents, purpose, description, metadata })` →
 *   `{ clientSecret }` for the browser's card confirmation (Stripe.js or the sandbox form).
 * - `createCheckoutSession(ctx, { userId, amountCents, purpose, description, metadata })` →
 *   `{ id, url }`, a hosted payment page (payment links) that returns to /success or /cancel.
 * - What a payment of a purpose does once it succeeds or fails is registered on
 *   `ctx.paymentHandlers` (handlers.ts); it runs inside the transaction that records the payment
 *   event, so its writes and the "already fulfilled" mark commit together.
 *
 * Fulfilment (`fulfil`) is the same code for a verified Stripe webhook and for the sandbox's
 * confirmations.
 */

export const PAYMENT_NOT_FOUND = msg('errors.paymentNotFound');
export const CARD_NOT_FOUND = msg('errors.cardNotFound');

/**
 * A card given for a payment must be the payer's own (or a fresh one nobody owns yet): another
 * member's saved card is answered like an unknown one, before any intent exists.
 */
async function checkCardOwner(ctx: AppContext, customerId: string, paymentMethodId: string) {
  const owner = await ctx.payments.paymentMethodOwner(paymentMethodId);
  if (!owner || (owner.customerId !== null && owner.customerId !== customerId)) {
    throw notFound(CARD_NOT_FOUND);
  }
}

export async function createPaymentIntent(
  ctx: AppContext,
  input: {
    userId: string;
    amountCents: number;
    purpose: string;
    description: string;
    metadata?: Record<string, string>;
    paymentMethodId?: string | null;
    saveCard?: boolean;
  },
): Promise<{ clientSecret: string; paymentId: string }> {
  const customerId = await ensureCustomer(ctx, input.userId);
  if (input.paymentMethodId) await checkCardOwner(ctx, customerId, input.paymentMethodId);
  const metadata = { ...input.metadata, purpose: input.purpose, userId: input.userId };
  const intent = await ctx.payments.createPaymentIntent({
    customerId,
    amountCents: input.amountCents,
    description: input.description,
    metadata,
    paymentMethodId: input.paymentMethodId ?? undefined,
    saveCard: input.saveCard ?? true,
  });
  const [row] = await ctx.db
    .insert(payments)
    .values({
      userId: input.userId,
      gatewayId: intent.id,
      kind: 'payment_intent',
      purpose: input.purpose,
      amountCents: input.amountCents,
      metadata,
    })
    .returning({ id: payments.id });
  return { clientSecret: intent.clientSecret, paymentId: row!.id };
}

/**
 * A hosted payment page (payment links). `userId` is who asked for it (null for nobody); the
 * payer may be anyone holding the link.
 */
export async function createCheckoutSession(
  ctx: AppContext,
  input: {
    userId: string | null;
    amountCents: number;
    purpose: string;
    description: string;
    metadata?: Record<string, string>;
    customerEmail?: string;
  },
): Promise<{ id: string; url: string }> {
  const metadata = { ...input.metadata, purpose: input.purpose };
  const base = ctx.config.publicUrl;
  const session = await ctx.payments.createCheckoutSession({
    amountCents: input.amountCents,
    description: input.description,
    metadata,
    customerEmail: input.customerEmail,
    successUrl: `${base}/success?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${base}/cancel`,
  });
  // The sandbox's page is served by this server under the API prefix.
  const url = session.url.startsWith('/') ? `${base}/api${session.url}` : session.url;
  await ctx.db.insert(payments).values({
    userId: input.userId,
    gatewayId: session.id,
    kind: 'checkout_session',
    purpose: input.purpose,
    amountCents: input.amountCents,
    metadata,
    url,
  });
  return { id: session.id, url };
}

/**
 * Records a subscription's first charge as the gateway started it, so a second attempt within
 * the gateway's window reuses it (subscriptions/service.ts) and the reconcile job can find it.
 */
export async function recordSubscriptionAttempt(
  ctx: AppContext,
  attempt: {
    userId: string;
    gatewayId: string;
    purpose: string;
    amountCents: number;
    metadata: Record<string, string>;
  },
): Promise<void> {
  await ctx.db.insert(payments).values({ ...attempt, kind: 'subscription' });
}

export async function listSavedCards(ctx: AppContext, userId: string): Promise<SavedCard[]> {
  const customerId = await findCustomerId(ctx.db, userId);
  return customerId ? ctx.payments.listCards(customerId) : [];
}

export async function findPayment(ctx: AppContext, gatewayId: string): Promise<PaymentRow | null> {
  const [row] = await ctx.db.select().from(payments).where(eq(payments.gatewayId, gatewayId));
  return row ?? null;
}

/** Moves a payment to `status` once; returns the row only if this call made the move. */
async function settle(
  tx: Tx,
  gatewayId: string,
  status: 'succeeded' | 'failed',
  extra: Partial<Pick<PaymentRow, 'customerName' | 'customerEmail'>> = {},
): Promise<PaymentRow | null> {
  const [row] = await tx
    .update(payments)
    .set({ status, updatedAt: new Date(), ...extra })
    .where(
      and(
        eq(payments.gatewayId, gatewayId),
        // A success is final; a failure may be followed by a success on a retried card.
        ne(payments.status, 'succeeded'),
        ...(status === 'failed' ? [ne(payments.status, 'failed')] : []),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * Applies one gateway event exactly once: the event id is stored in the same transaction as its
 * effect, and a payment's move to 'succeeded' happens once whatever the number of events (webhook
 * retries, browser reports, sandbox confirmations) that report it, in any order.
 */
/**
 * A month of a plan paid (a membership, or a school plan: its classes): its ticket, at the
 * amount the plan was started at (the attempt's payment row, `recordSubscriptionAttempt`).
 */
async function planMonthSold(tx: Tx, sub: GatewaySubscription, eventId: string): Promise<void> {
  const [attempt] = await tx
    .select({ amountCents: payments.amountCents, purpose: payments.purpose })
    .from(payments)
    .where(eq(payments.gatewayId, sub.id));
  const plan = MEMBERSHIP_PLANS.find((p) => p.type === sub.metadata.type);
  const cents = attempt?.amountCents ?? plan?.priceCents;
  const payerId = sub.metadata.userId || (await userIdOfCustomer(tx, sub.customerId));
  if (!cents || !payerId) return;
  const school = (attempt?.purpose ?? sub.metadata.purpose) === 'school';
  await recordSale(tx, {
    source: `subscription-invoice:${eventId}`,
    payerId,
    kind: school ? 'class' : 'membership',
    totalCents: cents,
    description: stored(school ? 'invoices.lineSchoolMonth' : 'invoices.lineMembership'),
    subject: `subscription:${sub.id}`,
  });
}

export async function fulfil(ctx: AppContext, event: GatewayEvent): Promise<void> {
  // Subscription events carry only an id: read the subscription's current state first, so events
  // that arrive late or out of order all converge on what the gateway now holds.
  const subscription =
    'subscriptionId' in event
      ? await ctx.payments.retrieveSubscription(event.subscriptionId)
      : null;
  const after: Array<() => Promise<void> | void> = [];
  const afterCommit = (fn: () => Promise<void> | void) => void after.push(fn);

  await ctx.db.transaction(async (tx) => {
    const fresh = await tx
      .insert(paymentEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing({ target: paymentEvents.id })
      .returning({ id: paymentEvents.id });
    if (fresh.length === 0) return;

    const run = async (payment: PaymentRow | null, pick: 'succeeded' | 'failed') => {
      const handler: PaymentHandler | undefined = payment
        ? ctx.paymentHandlers[pick](payment.purpose)
        : undefined;
      if (payment && handler) await handler({ tx, payment, afterCommit });
    };
    switch (event.type) {
      case 'payment_intent.succeeded':
        await run(await settle(tx, event.payment.id, 'succeeded'), 'succeeded');
        break;
      case 'payment_intent.payment_failed':
        await run(await settle(tx, event.payment.id, 'failed'), 'failed');
        break;
      case 'setup_intent.succeeded':
        await run(await settle(tx, event.setup.id, 'succeeded'), 'succeeded');
        break;
      case 'checkout.session.completed': {
        if (!event.session.paid) break;
        const payment = await settle(tx, event.session.id, 'succeeded', {
          customerName: event.session.customerName,
          customerEmail: event.session.customerEmail,
        });
        await run(payment, 'succeeded');
        break;
      }
      case 'invoice.paid':
        if (subscription) await ctx.paymentHandlers.subscription(tx, subscription, afterCommit);
        if (subscription) await planMonthSold(tx, subscription, event.id);
        break;
      case 'invoice.payment_failed':
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        if (subscription) await ctx.paymentHandlers.subscription(tx, subscription, afterCommit);
        break;
      case 'ignored':
        break;
    }
  });

  for (const fn of after) {
    try {
      await fn();
    } catch {
      // Notifications are best effort: the money is already recorded.
    }
  }
}

export async function fulfilAll(ctx: AppContext, events: GatewayEvent[]): Promise<void> {
  for (const event of events) await fulfil(ctx, event);
}

/**
 * The browser says a payment succeeded: ask the gateway, and fulfil through the same path as the
 * webhook if it agrees. Safe to call any number of times.
 */
export async function reconcilePaymentIntent(ctx: AppContext, gatewayId: string): Promise<string> {
  const payment = await ctx.payments.retrievePaymentIntent(gatewayId);
  if (payment.status === 'succeeded') {
    await fulfil(ctx, {
      id: `reconcile_${payment.id}`,
      type: 'payment_intent.succeeded',
      payment,
    });
  }
  return payment.status;
}

/**
 * Sandbox only: renews (or ends) every subscription whose period is over at ctx.now(), through
 * the same fulfilment as a webhook. Tests and a scheduler call it; on Stripe it does nothing.
 */
export async function renewDueSubscriptions(ctx: AppContext): Promise<number> {
  if (!ctx.payments.sandbox) return 0;
  const events = await ctx.payments.sandbox.renewDue(ctx.now());
  await fulfilAll(ctx, events);
  return events.length;
}
