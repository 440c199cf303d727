import Stripe from 'stripe';
import type { Config } from '../../config.ts';
import { HttpError } from '../../lib/errors.ts';
import type {
  GatewayCheckoutSession,
  GatewayEvent,
  GatewayPayment,
  GatewaySubscription,
  PaymentGateway,
} from './types.ts';
import { WebhookSignatureError } from './types.ts';

type StripeSettings = Extract<Config['payments'], { gateway: 'stripe' }>;

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

function metadataOf(value: Stripe.Metadata | null | undefined): Record<string, string> {
  return { ...(value ?? {}) };
}

function toPayment(pi: Stripe.PaymentIntent): GatewayPayment {
  return {
    id: pi.id,
    status: pi.status,
    amountCents: pi.amount,
    customerId: idOf(pi.customer),
    paymentMethodId: idOf(pi.payment_method),
    metadata: metadataOf(pi.metadata),
  };
}

function periodEnd(sub: Stripe.Subscription): Date | null {
  // Since API 2025-03-31 the period lives on the items; one item per membership here.
  const itemEnd = sub.items?.data?.[0]?.current_period_end;
  const end = itemEnd ?? sub.trial_end ?? null;
  return end ? new Date(end * 1000) : null;
}

function toSubscription(sub: Stripe.Subscription): GatewaySubscription {
  return {
    id: sub.id,
    customerId: idOf(sub.customer) ?? '',
    status: sub.status,
    currentPeriodEnd: periodEnd(sub),
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    metadata: metadataOf(sub.metadata),
  };
}

function toCheckout(s: Stripe.Checkout.Session): GatewayCheckoutSession {
  return {
    id: s.id,
    status: s.status === 'complete' ? 'complete' : s.status === 'expired' ? 'expired' : 'open',
    paid: s.payment_status === 'paid',
    amountCents: s.amount_total ?? 0,
    customerName: s.customer_details?.name ?? null,
    customerEmail: s.customer_details?.email ?? s.customer_email ?? null,
    paymentIntentId: idOf(s.payment_intent),
    metadata: metadataOf(s.metadata),
  };
}

function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  const fromParent = idOf(invoice.parent?.subscription_details?.subscription);
  if (fromParent) return fromParent;
  // Older API versions put it on the invoice itself.
  const legacy = (invoice as unknown as { subscription?: string | { id: string } }).subscription;
  return idOf(legacy);
}

/** A verified Stripe event reduced to what fulfilment reads. */
export function toGatewayEvent(event: Stripe.Event): GatewayEvent {
  switch (event.type) {
    case 'payment_intent.succeeded':
    case 'payment_intent.payment_failed': {
      const pi = event.data.object;
      return {
        id: event.id,
        type: event.type,
        payment: { ...toPayment(pi), failureMessage: pi.last_payment_error?.message ?? null },
      };
    }
    case 'setup_intent.succeeded': {
      const si = event.data.object;
      return {
        id: event.id,
        type: event.type,
        setup: {
          id: si.id,
          customerId: idOf(si.customer),
          paymentMethodId: idOf(si.payment_method),
          metadata: metadataOf(si.metadata),
        },
      };
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const subscriptionId = invoiceSubscriptionId(event.data.object);
      return subscriptionId
        ? { id: event.id, type: event.type, subscriptionId }
        : { id: event.id, type: 'ignored', originalType: event.type };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return { id: event.id, type: event.type, subscriptionId: event.data.object.id };
    case 'checkout.session.completed':
      return { id: event.id, type: event.type, session: toCheckout(event.data.object) };
    default:
      return { id: event.id, type: 'ignored', originalType: event.type };
  }
}

/**
 * Stripe's refusals become answers a member can read; anything Stripe says about the request
 * itself (an unknown or foreign card id, …) is the client's problem, not a server error.
 */
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

  /** One Product per plan, with a fixed id, created the first time it is needed. */
  const products = new Map<string, Promise<string>>();
  function ensureProduct(type: string, name: string): Promise<string> {
    const id = `club_membership_${type}`;
    let pending = products.get(id);
    if (!pending) {
      pending = stripe.products
        .retrieve(id)
        .then((p) => p.id)
        .catch(async (error: unknown) => {
          if (
            error instanceof Stripe.errors.StripeInvalidRequestError &&
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
  }

  return {
    name: 'stripe',
    publishableKey: settings.publishableKey,

    async createCustomer({ userId, email, name }) {
      return guard(async () => {
        const customer = await stripe.customers.create({ email, name, metadata: { userId } });
        return customer.id;
      });
    },

    async createPaymentIntent(input) {
      return guard(async () => {
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
      });
    },

    async createSetupIntent(input) {
      return guard(async () => {
        const si = await stripe.setupIntents.create({
          customer: input.customerId,
          allowed_payment_method_types: ['card'],
          usage: 'off_session',
          metadata: input.metadata,
        });
        if (!si.client_secret) throw new Error('Stripe returned a SetupIntent without secret');
        return { id: si.id, clientSecret: si.client_secret };
      });
    },

    async retrievePaymentIntent(id) {
      return guard(async () => {
        return toPayment(await stripe.paymentIntents.retrieve(id));
      });
    },

    async listCards(customerId) {
      return guard(async () => {
        const list = await stripe.customers.listPaymentMethods(customerId, {
          type: 'card',
          limit: 100,
        });
        return list.data
          .filter((pm) => pm.card)
          .map((pm) => ({
            id: pm.id,
            brand: pm.card!.brand,
            last4: pm.card!.last4,
            expMonth: pm.card!.exp_month,
            expYear: pm.card!.exp_year,
          }));
      });
    },

    async createSubscription(input) {
      return guard(async () => {
        const product = await ensureProduct(input.type, input.label);
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
          invoice && typeof invoice !== 'string'
            ? invoice.confirmation_secret?.client_secret
            : null;
        if (!secret) throw new Error('Stripe returned a subscription without a client secret');
        return {
          ...toSubscription(sub),
          clientSecret: secret,
          intentType: 'payment_intent',
          nextChargeAt: null,
        };
      });
    },

    async retrieveSubscription(id) {
      return guard(async () => {
        return toSubscription(await stripe.subscriptions.retrieve(id));
      });
    },

    async cancelSubscription(id) {
      return guard(async () => {
        return toSubscription(
          await stripe.subscriptions.update(id, { cancel_at_period_end: true }),
        );
      });
    },

    async reactivateSubscription(id) {
      return guard(async () => {
        return toSubscription(
          await stripe.subscriptions.update(id, { cancel_at_period_end: false }),
        );
      });
    },

    async createCheckoutSession(input) {
      return guard(async () => {
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
      });
    },

    async retrieveCheckoutSession(id) {
      return guard(async () => {
        return toCheckout(await stripe.checkout.sessions.retrieve(id));
      });
    },

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
