/** Payment and setup intents on Stripe: what the browser confirms with Stripe.js. */
import type Stripe from 'stripe';
import { DECLINED_MESSAGE as DECLINED } from './sandbox-cards.ts';
import { toPayment } from './stripe-mapping.ts';
import type { GatewayIntent, GatewayPayment, PaymentGateway } from './types.ts';
import type { RefusalText } from '../../lib/errors.ts';

type Input<K extends 'createPaymentIntent' | 'createSetupIntent'> = Parameters<
  PaymentGateway[K]
>[0];

export async function createPaymentIntent(
  stripe: Stripe,
  input: Input<'createPaymentIntent'>,
): Promise<GatewayIntent> {
  const pi = await stripe.paymentIntents.create({
    amount: input.amountCents,
    currency: 'eur',
    customer: input.customerId,
    description: input.description,
    metadata: input.metadata,
    allowed_payment_method_types: ['card'],
    ...(input.paymentMethodId ? { payment_method: input.paymentMethodId } : {}),
    ...(input.saveCard ? { setup_future_usage: 'off_session' as const } : {}),
  });
  if (!pi.client_secret) throw new Error('Stripe returned a PaymentIntent without secret');
  return { id: pi.id, clientSecret: pi.client_secret };
}

export async function createSetupIntent(
  stripe: Stripe,
  input: Input<'createSetupIntent'>,
): Promise<GatewayIntent> {
  const si = await stripe.setupIntents.create({
    customer: input.customerId,
    allowed_payment_method_types: ['card'],
    usage: 'off_session',
    metadata: input.metadata,
  });
  if (!si.client_secret) throw new Error('Stripe returned a SetupIntent without secret');
  return { id: si.id, clientSecret: si.client_secret };
}

/**
 * An off-session charge of a saved card. Stripe answers a decline with a card error that carries
 * the intent it left unpaid; that intent is the answer (its status and message), as a webhook
 * would report it. The idempotency key makes a repeated call (a second instance, a retry after a
 * timeout) answer the same intent instead of charging again.
 */
export async function chargeSavedCard(
  stripe: Stripe,
  input: Parameters<PaymentGateway['chargeSavedCard']>[0],
): Promise<GatewayPayment & { failureMessage: RefusalText | null }> {
  try {
    const pi = await stripe.paymentIntents.create(
      {
        amount: input.amountCents,
        currency: 'eur',
        customer: input.customerId,
        payment_method: input.paymentMethodId,
        description: input.description,
        metadata: input.metadata,
        off_session: true,
        confirm: true,
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return { ...toPayment(pi), failureMessage: pi.last_payment_error?.message ?? null };
  } catch (error) {
    const pi = error instanceof stripe.errors.StripeCardError ? error.payment_intent : undefined;
    if (!pi) throw error;
    const message = error instanceof Error && error.message ? error.message : DECLINED;
    return { ...toPayment(pi), failureMessage: message };
  }
}
