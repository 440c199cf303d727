import Stripe from 'stripe';
import type { Config } from '../../config.ts';
import { HttpError } from '../../lib/errors.ts';
import {
  createCheckoutSession,
  createSubscription,
  listCards,
  productsOf,
} from './stripe-billing.ts';
import { createPaymentIntent, createSetupIntent } from './stripe-intents.ts';
import { toCheckout, toGatewayEvent, toPayment, toSubscription } from './stripe-mapping.ts';
import type { PaymentGateway } from './types.ts';
import { WebhookSignatureError } from './types.ts';

type StripeSettings = Extract<Config['payments'], { gateway: 'stripe' }>;

async function guard<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeCardError) {
      throw new HttpError(402, error.message || 'Tu tarjeta ha sido rechazada.', 'card_error');
    }
    if (error instanceof Stripe.errors.StripeInvalidRequestError) {
      throw new HttpError(400, 'Solicitud de pago no válida.', error.code);
    }
    if (
      error instanceof Stripe.errors.StripeConnectionError ||
      error instanceof Stripe.errors.StripeAPIError ||
      error instanceof Stripe.errors.StripeRateLimitError
    ) {
      throw new HttpError(502, 'No se pudo contactar con la pasarela de pago. Inténtalo de nuevo.');
    }
    throw error;
  }
}

export function createStripeGateway(settings: StripeSettings): PaymentGateway {
  const stripe = new Stripe(settings.secretKey, {
    host: settings.apiHost,
    port: settings.apiPort,
    protocol: settings.apiProtocol,
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
  });

  const productFor = productsOf(stripe);

  const cancelAtPeriodEnd = async (id: string, cancel: boolean) =>
    toSubscription(await stripe.subscriptions.update(id, { cancel_at_period_end: cancel }));

  return {
    name: 'stripe',
    publishableKey: settings.publishableKey,
    createCustomer: ({ userId, email, name }) =>
      guard(async () => (await stripe.customers.create({ email, name, metadata: { userId } })).id),
    createPaymentIntent: (input) => guard(() => createPaymentIntent(stripe, input)),
    createSetupIntent: (input) => guard(() => createSetupIntent(stripe, input)),
    retrievePaymentIntent: (id) =>
      guard(async () => toPayment(await stripe.paymentIntents.retrieve(id))),
    listCards: (customerId) => guard(() => listCards(stripe, customerId)),
    paymentMethodOwner: (id) =>
      guard(async () => {
        try {
          const method = await stripe.paymentMethods.retrieve(id);
          const customer = method.customer;
          return { customerId: typeof customer === 'string' ? customer : (customer?.id ?? null) };
        } catch (error) {
          if (error instanceof Stripe.errors.StripeInvalidRequestError) return null;
          throw error;
        }
      }),
    createSubscription: (input) =>
      guard(async () =>
        createSubscription(stripe, await productFor(input.type, input.label), input),
      ),
    retrieveSubscription: (id) =>
      guard(async () => toSubscription(await stripe.subscriptions.retrieve(id))),
    cancelSubscription: (id) => guard(() => cancelAtPeriodEnd(id, true)),
    reactivateSubscription: (id) => guard(() => cancelAtPeriodEnd(id, false)),
    createCheckoutSession: (input) => guard(() => createCheckoutSession(stripe, input)),
    retrieveCheckoutSession: (id) =>
      guard(async () => toCheckout(await stripe.checkout.sessions.retrieve(id))),

    parseWebhook(rawBody, signature) {
      if (!signature) throw new WebhookSignatureError('missing Stripe-Signature header');
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
