import type Stripe from 'stripe';
import { msg } from '@/i18n/message.ts';
import type { Config } from '../../config.ts';
import { HttpError } from '../../lib/errors.ts';
import { lazy } from '../../lib/lazy.ts';
import {
  createCheckoutSession,
  createSubscription,
  listCards,
  productsOf,
} from './stripe-billing.ts';
import { chargeSavedCard, createPaymentIntent, createSetupIntent } from './stripe-intents.ts';
import { toCheckout, toGatewayEvent, toPayment, toSubscription } from './stripe-mapping.ts';
import type { PaymentGateway } from './types.ts';
import { WebhookSignatureError } from './types.ts';

type StripeSettings = Extract<Config['payments'], { gateway: 'stripe' }>;

/** Stripe's failures as the app's errors; any other error as it came. */
function asAppError(error: unknown, errors: Stripe['errors']): unknown {
  if (error instanceof errors.StripeCardError) {
    return new HttpError(402, error.message || msg('errors.cardDeclined'), 'card_error');
  }
  if (error instanceof errors.StripeInvalidRequestError) {
    return new HttpError(400, msg('errors.paymentRequestInvalid'), error.code);
  }
  if (
    error instanceof errors.StripeConnectionError ||
    error instanceof errors.StripeAPIError ||
    error instanceof errors.StripeRateLimitError
  ) {
    return new HttpError(502, msg('errors.gatewayUnreachable'));
  }
  return error;
}

export function createStripeGateway(settings: StripeSettings): PaymentGateway {
  const client = lazy(async () => {
    const { default: StripeClient } = await import('stripe');
    return new StripeClient(settings.secretKey, {
      host: settings.apiHost,
      port: settings.apiPort,
      protocol: settings.apiProtocol,
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
    });
  });
  /** One call with the client, its failures as the app's errors. */
  const guard = async <T>(call: (stripe: Stripe) => Promise<T>): Promise<T> => {
    const stripe = await client();
    try {
      return await call(stripe);
    } catch (error) {
      throw asAppError(error, stripe.errors);
    }
  };

  const productFor = productsOf();

  const cancelAtPeriodEnd = (id: string, cancel: boolean) =>
    guard(async (stripe) =>
      toSubscription(await stripe.subscriptions.update(id, { cancel_at_period_end: cancel })),
    );

  return {
    name: 'stripe',
    publishableKey: settings.publishableKey,
    createCustomer: ({ userId, email, name }) =>
      guard(
        async (stripe) => (await stripe.customers.create({ email, name, metadata: { userId } })).id,
      ),
    createPaymentIntent: (input) => guard((stripe) => createPaymentIntent(stripe, input)),
    createSetupIntent: (input) => guard((stripe) => createSetupIntent(stripe, input)),
    chargeSavedCard: (input) => guard((stripe) => chargeSavedCard(stripe, input)),
    retrievePaymentIntent: (id) =>
      guard(async (stripe) => toPayment(await stripe.paymentIntents.retrieve(id))),
    listCards: (customerId) => guard((stripe) => listCards(stripe, customerId)),
    paymentMethodOwner: (id) =>
      guard(async (stripe) => {
        try {
          const method = await stripe.paymentMethods.retrieve(id);
          const customer = method.customer;
          return { customerId: typeof customer === 'string' ? customer : (customer?.id ?? null) };
        } catch (error) {
          if (error instanceof stripe.errors.StripeInvalidRequestError) return null;
          throw error;
        }
      }),
    createSubscription: (input) =>
      guard(async (stripe) =>
        createSubscription(stripe, await productFor(stripe, input.type, input.label), input),
      ),
    retrieveSubscription: (id) =>
      guard(async (stripe) => toSubscription(await stripe.subscriptions.retrieve(id))),
    cancelSubscription: (id) => cancelAtPeriodEnd(id, true),
    reactivateSubscription: (id) => cancelAtPeriodEnd(id, false),
    createCheckoutSession: (input) => guard((stripe) => createCheckoutSession(stripe, input)),
    retrieveCheckoutSession: (id) =>
      guard(async (stripe) => toCheckout(await stripe.checkout.sessions.retrieve(id))),

    async parseWebhook(rawBody, signature) {
      if (!signature) throw new WebhookSignatureError('missing Stripe-Signature header');
      const stripe = await client();
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : 'bad signature');
      }
      return toGatewayEvent(event);
    },
  };
}
