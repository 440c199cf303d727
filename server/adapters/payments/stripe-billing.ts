/**
 * The Stripe calls with most to say: memberships as Subscriptions (one Product per plan), hosted
 * Checkout Sessions for payment links, and saved cards. stripe.ts maps the gateway onto them.
 */
import type Stripe from 'stripe';
import type { SavedCard } from '@/api/payments.ts';
import { periodEnd, toSubscription } from './stripe-mapping.ts';
import type { GatewaySubscriptionStart, PaymentGateway } from './types.ts';

type Input<K extends keyof PaymentGateway> = PaymentGateway[K] extends (input: infer I) => unknown
  ? I
  : never;

/** One Product per plan, with a fixed id, created the first time it is needed. */
export function productsOf(): (stripe: Stripe, type: string, name: string) => Promise<string> {
  const products = new Map<string, Promise<string>>();
  return (stripe, type, name) => {
    const id = `club_membership_${type}`;
    let pending = products.get(id);
    if (!pending) {
      pending = stripe.products
        .retrieve(id)
        .then((p) => p.id)
        .catch(async (error: unknown) => {
          if (
            error instanceof stripe.errors.StripeInvalidRequestError &&
            error.statusCode === 404
          ) {
            return (await stripe.products.create({ id, name })).id;
          }
          throw error;
        });
      pending.catch(() => products.delete(id));
      products.set(id, pending);
    }
    return pending;
  };
}

/**
 * `payment_behavior: 'default_incomplete'`: the browser confirms the first invoice's
 * confirmation secret, or (a member already paid until `trialEnd`) the pending setup intent.
 */
export async function createSubscription(
  stripe: Stripe,
  product: string,
  input: Input<'createSubscription'>,
): Promise<GatewaySubscriptionStart> {
  const trialEnd =
    input.trialEnd && input.trialEnd > input.now
      ? Math.floor(input.trialEnd.getTime() / 1000)
      : undefined;
  const sub = await stripe.subscriptions.create({
    customer: input.customerId,
    items: [
      {
        price_data: {
          currency: 'eur',
          product,
          unit_amount: input.amountCents,
          recurring: { interval: 'month' },
        },
      },
    ],
    payment_behavior: 'default_incomplete',
    payment_settings: {
      save_default_payment_method: 'on_subscription',
      payment_method_types: ['card'],
    },
    metadata: input.metadata,
    ...(trialEnd ? { trial_end: trialEnd } : {}),
    expand: ['latest_invoice.confirmation_secret', 'pending_setup_intent'],
  });
  const setup = sub.pending_setup_intent;
  if (setup && typeof setup !== 'string' && setup.client_secret) {
    return {
      ...toSubscription(sub),
      clientSecret: setup.client_secret,
      intentType: 'setup_intent',
      nextChargeAt: trialEnd ? new Date(trialEnd * 1000) : periodEnd(sub),
    };
  }
  const invoice = sub.latest_invoice;
  const secret =
    invoice && typeof invoice !== 'string' ? invoice.confirmation_secret?.client_secret : null;
  if (!secret) throw new Error('Stripe returned a subscription without a client secret');
  return {
    ...toSubscription(sub),
    clientSecret: secret,
    intentType: 'payment_intent',
    nextChargeAt: null,
  };
}

export async function createCheckoutSession(
  stripe: Stripe,
  input: Input<'createCheckoutSession'>,
): Promise<{ id: string; url: string }> {
  const session = await stripe.checkout.sessions.create({
    mode: 'payment',
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: 'eur',
          unit_amount: input.amountCents,
          product_data: { name: input.description },
        },
      },
    ],
    metadata: input.metadata,
    payment_intent_data: { metadata: input.metadata },
    ...(input.customerEmail ? { customer_email: input.customerEmail } : {}),
    success_url: input.successUrl,
    cancel_url: input.cancelUrl,
  });
  if (!session.url) throw new Error('Stripe returned a checkout session without URL');
  return { id: session.id, url: session.url };
}

export async function listCards(stripe: Stripe, customerId: string): Promise<SavedCard[]> {
  const list = await stripe.customers.listPaymentMethods(customerId, { type: 'card', limit: 100 });
  return list.data
    .filter((pm) => pm.card)
    .map((pm) => ({
      id: pm.id,
      brand: pm.card!.brand,
      last4: pm.card!.last4,
      expMonth: pm.card!.exp_month,
      expYear: pm.card!.exp_year,
    }));
}
