/** Memberships in the sandbox: created, cancelled, reactivated, activated and renewed monthly. */
import { eq } from 'drizzle-orm';
import type { Database, Tx } from '../../../db/client.ts';
import { sandboxObjects } from '../../../db/schema/index.ts';
import type {
  GatewayEvent,
  GatewaySubscription,
  GatewaySubscriptionStart,
  PaymentGateway,
} from '../types.ts';
import { savedCard, savedCardOutcome } from './cards.ts';
import { createPaymentIntent, createSetupIntent } from './intents.ts';
import {
  addMonth,
  eventId,
  insert,
  load,
  mustLoad,
  newId,
  save,
  toSubscription,
  type SubscriptionData,
} from './store.ts';

const RUNNING = ['active', 'trialing', 'past_due'];

/**
 * Starts incomplete with a payment intent for the first month, or trialing with a setup intent
 * when the member already paid until a later date (`trialEnd`).
 */
export async function createSubscription(
  db: Database,
  input: Parameters<PaymentGateway['createSubscription']>[0],
): Promise<GatewaySubscriptionStart> {
  const id = newId('sub');
  const trial = input.trialEnd && input.trialEnd > input.now ? input.trialEnd : null;
  const data: SubscriptionData = {
    type: input.type,
    amountCents: input.amountCents,
    status: trial ? 'trialing' : 'incomplete',
    currentPeriodEnd: (trial ?? addMonth(input.now)).toISOString(),
    cancelAtPeriodEnd: false,
    metadata: input.metadata,
    defaultPaymentMethodId: null,
  };
  await insert(db, 'subscription', id, data, { customerId: input.customerId });
  const metadata = { ...input.metadata, subscriptionId: id };
  const intent = trial
    ? await createSetupIntent(db, { customerId: input.customerId, metadata }, id)
    : await createPaymentIntent(
        db,
        {
          customerId: input.customerId,
          amountCents: input.amountCents,
          description: input.label,
          metadata,
          saveCard: true,
        },
        id,
      );
  return {
    ...toSubscription(id, input.customerId, data),
    clientSecret: intent.clientSecret,
    intentType: trial ? 'setup_intent' : 'payment_intent',
    nextChargeAt: trial,
  };
}

export async function retrieveSubscription(db: Database, id: string): Promise<GatewaySubscription> {
  const row = await mustLoad<SubscriptionData>(db, 'subscription', id);
  return toSubscription(row.id, row.customerId ?? '', row.data);
}

/** Cancels at period end (true) or undoes that (false). */
export async function setCancelAtPeriodEnd(
  db: Database,
  id: string,
  cancelAtPeriodEnd: boolean,
): Promise<GatewaySubscription> {
  const row = await mustLoad<SubscriptionData>(db, 'subscription', id);
  const data = { ...row.data, cancelAtPeriodEnd };
  await save(db, id, data);
  return toSubscription(id, row.customerId ?? '', data);
}

/** A card saved by a setup intent becomes the subscription's card for its renewals. */
export async function setSubscriptionCard(
  tx: Tx,
  subscriptionId: string,
  paymentMethodId: string | null,
): Promise<GatewayEvent[]> {
  const sub = await load<SubscriptionData>(tx, 'subscription', subscriptionId);
  if (!sub) return [];
  await save(tx, sub.id, { ...sub.data, defaultPaymentMethodId: paymentMethodId });
  return [{ id: eventId(), type: 'customer.subscription.updated', subscriptionId: sub.id }];
}

/** The first month is paid: the subscription runs for a month from `now`. */
export async function activateSubscription(
  tx: Tx,
  subscriptionId: string,
  paymentMethodId: string | null,
  now: Date,
): Promise<GatewayEvent[]> {
  const sub = await load<SubscriptionData>(tx, 'subscription', subscriptionId, true);
  if (!sub) return [];
  await save(tx, sub.id, {
    ...sub.data,
    status: 'active',
    currentPeriodEnd: addMonth(now).toISOString(),
    defaultPaymentMethodId: paymentMethodId ?? sub.data.defaultPaymentMethodId,
  });
  return [
    { id: eventId(), type: 'invoice.paid', subscriptionId: sub.id },
    { id: eventId(), type: 'customer.subscription.updated', subscriptionId: sub.id },
  ];
}

/**
 * Renews every subscription whose period has ended by `now`: charges its saved card, or ends it
 * when it was set to cancel; returns the events to fulfil.
 */
export async function renewDue(db: Database, now: Date): Promise<GatewayEvent[]> {
  const rows = await db
    .select()
    .from(sandboxObjects)
    .where(eq(sandboxObjects.kind, 'subscription'));
  const events: GatewayEvent[] = [];
  for (const row of rows) {
    const data = row.data as unknown as SubscriptionData;
    const end = new Date(data.currentPeriodEnd);
    if (!RUNNING.includes(data.status) || end > now) continue;
    if (data.cancelAtPeriodEnd) {
      await save(db, row.id, { ...data, status: 'canceled' });
      events.push({ id: eventId(), type: 'customer.subscription.deleted', subscriptionId: row.id });
      continue;
    }
    const card = data.defaultPaymentMethodId
      ? await savedCard(db, row.customerId, data.defaultPaymentMethodId)
      : null;
    if (card && savedCardOutcome(card.data, now).ok) {
      await save(db, row.id, {
        ...data,
        status: 'active',
        currentPeriodEnd: addMonth(end).toISOString(),
      });
      events.push({ id: eventId(), type: 'invoice.paid', subscriptionId: row.id });
    } else {
      await save(db, row.id, { ...data, status: 'past_due' });
      events.push({ id: eventId(), type: 'invoice.payment_failed', subscriptionId: row.id });
    }
    events.push({ id: eventId(), type: 'customer.subscription.updated', subscriptionId: row.id });
  }
  return events;
}
