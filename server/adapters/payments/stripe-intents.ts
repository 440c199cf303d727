/** Payment and setup intents on Stripe: what the browser confirms with Stripe.js. */
import type Stripe from 'stripe';
import type { GatewayIntent, PaymentGateway } from './types.ts';

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
