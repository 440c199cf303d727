/**
 * Confirming a payment or setup intent with a card, as Stripe.js would: the outcome follows
 * Stripe's test cards, and is reported as the events a Stripe webhook would bring.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { msg, type Message } from '@/i18n/message.ts';
import type { Database, Tx } from '../../../db/client.ts';
import { sandboxObjects } from '../../../db/schema/index.ts';
import { cardOutcome, type CardOutcome } from '../sandbox-cards.ts';
import type { GatewayEvent, SandboxConfirmResult, SandboxControls } from '../types.ts';
import { saveCard, savedCard, savedCardOutcome } from './cards.ts';
import { eventId, save, toPayment, type PaymentIntentData, type SetupIntentData } from './store.ts';
import { activateSubscription, setSubscriptionCard } from './subscriptions.ts';

type ConfirmInput = Parameters<SandboxControls['confirm']>[0];
type IntentRow = typeof sandboxObjects.$inferSelect;

const refused = (message: Message): SandboxConfirmResult => ({ ok: false, message, events: [] });

export function confirmIntent(db: Database, input: ConfirmInput): Promise<SandboxConfirmResult> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select()
      .from(sandboxObjects)
      .where(
        and(
          eq(sandboxObjects.clientSecret, input.clientSecret),
          inArray(sandboxObjects.kind, ['payment_intent', 'setup_intent']),
        ),
      )
      .for('update');
    if (!found) return refused(msg('errors.paymentNotFound'));
    let outcome: CardOutcome;
    let usedMethod: string | null = null;
    if (input.paymentMethodId) {
      const card = await savedCard(tx, found.customerId, input.paymentMethodId);
      if (!card) return refused(msg('errors.cardNotFound'));
      outcome = savedCardOutcome(card.data, input.now);
      usedMethod = card.id;
    } else if (input.card) {
      outcome = cardOutcome(input.card, input.now);
    } else {
      return refused(msg('errors.cardMissing'));
    }
    const confirm = found.kind === 'setup_intent' ? confirmSetup : confirmPayment;
    return confirm(tx, found, input, outcome, usedMethod);
  });
}

/** Confirms the intent `found` with the card whose outcome is known (a saved one: usedMethod). */
type Confirm = (
  tx: Tx,
  found: IntentRow,
  input: ConfirmInput,
  outcome: CardOutcome,
  usedMethod: string | null,
) => Promise<SandboxConfirmResult>;

const confirmSetup: Confirm = async (tx, found, input, outcome, usedMethod) => {
  const data = found.data as unknown as SetupIntentData;
  if (data.status === 'succeeded') return { ok: true, events: [] };
  if (!outcome.ok) return refused(outcome.message);
  const customerId = found.customerId;
  const method =
    usedMethod ?? (input.card && customerId ? await saveCard(tx, customerId, input.card) : null);
  await save(tx, found.id, { ...data, status: 'succeeded', paymentMethodId: method });
  const events: GatewayEvent[] = [
    {
      id: eventId(),
      type: 'setup_intent.succeeded',
      setup: { id: found.id, customerId, paymentMethodId: method, metadata: data.metadata },
    },
  ];
  if (data.subscriptionId) {
    events.push(...(await setSubscriptionCard(tx, data.subscriptionId, method)));
  }
  return { ok: true, events };
};

const confirmPayment: Confirm = async (tx, found, input, outcome, usedMethod) => {
  const data = found.data as unknown as PaymentIntentData;
  const customerId = found.customerId;
  // Confirming a paid intent again is harmless and reports success, as Stripe.js does.
  if (data.status === 'succeeded') return { ok: true, events: [] };
  if (!outcome.ok) {
    const failed = { ...data, status: 'requires_payment_method' };
    await save(tx, found.id, failed);
    const payment = { ...toPayment(found.id, customerId, failed), failureMessage: outcome.message };
    const events: GatewayEvent[] = [
      { id: eventId(), type: 'payment_intent.payment_failed', payment },
    ];
    if (data.subscriptionId) {
      events.push({
        id: eventId(),
        type: 'invoice.payment_failed',
        subscriptionId: data.subscriptionId,
      });
    }
    return { ok: false, message: outcome.message, events };
  }
  const keepCard = input.saveCard ?? data.saveCard;
  const method =
    usedMethod ??
    (input.card && customerId && keepCard ? await saveCard(tx, customerId, input.card) : null);
  const paid = { ...data, status: 'succeeded', paymentMethodId: method };
  await save(tx, found.id, paid);
  const events: GatewayEvent[] = [
    {
      id: eventId(),
      type: 'payment_intent.succeeded',
      payment: toPayment(found.id, customerId, paid),
    },
  ];
  if (data.subscriptionId) {
    events.push(...(await activateSubscription(tx, data.subscriptionId, method, input.now)));
  }
  return { ok: true, events };
};
