/**
 * Charging a saved card with nobody present, as Stripe's off-session PaymentIntent with
 * `confirm: true`: the intent is stored already settled (paid, or declined by the card's outcome)
 * so `retrievePaymentIntent`, and with it the reconcile job, sees it like any other.
 */
import { createHash } from 'node:crypto';
import type { Database } from '../../../db/client.ts';
import { sandboxObjects } from '../../../db/schema/index.ts';
import { msg } from '@/i18n/message.ts';
import type { RefusalText } from '../../../lib/errors.ts';
import type { GatewayPayment, PaymentGateway } from '../types.ts';
import { savedCard, savedCardOutcome } from './cards.ts';
import { load, toPayment, type PaymentIntentData } from './store.ts';

type Input = Parameters<PaymentGateway['chargeSavedCard']>[0];

/**
 * The intent's id follows from the idempotency key, so a second call with the same key (even at
 * the same moment, on another instance) finds the first one's intent instead of charging again.
 */
const intentIdOf = (key: string) =>
  `pi_sbx_${createHash('sha256').update(key).digest('hex').slice(0, 24)}`;

export async function chargeSavedCard(
  db: Database,
  input: Input,
  now: Date = new Date(),
): Promise<GatewayPayment & { failureMessage: RefusalText | null }> {
  const id = intentIdOf(input.idempotencyKey);
  const card = await savedCard(db, input.customerId, input.paymentMethodId);
  const outcome = card
    ? savedCardOutcome(card.data, now)
    : { ok: false as const, message: msg('errors.cardNotFound') };
  const data: PaymentIntentData = {
    amountCents: input.amountCents,
    description: input.description,
    status: outcome.ok ? 'succeeded' : 'requires_payment_method',
    metadata: input.metadata,
    saveCard: false,
    paymentMethodId: input.paymentMethodId,
    subscriptionId: null,
    failureMessage: outcome.ok ? null : outcome.message,
  };
  await db
    .insert(sandboxObjects)
    .values({
      id,
      kind: 'payment_intent',
      customerId: input.customerId,
      data: data as unknown as Record<string, unknown>,
    })
    .onConflictDoNothing();
  const stored = await load<PaymentIntentData>(db, 'payment_intent', id);
  if (!stored) throw new Error(`sandbox: no payment_intent ${id}`);
  return {
    ...toPayment(stored.id, stored.customerId, stored.data),
    failureMessage: stored.data.failureMessage ?? null,
  };
}
