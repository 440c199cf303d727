/** Stripe's objects and events read as the gateway's own (types.ts). */
import type Stripe from 'stripe';
import type {
  GatewayCheckoutSession,
  GatewayEvent,
  GatewayPayment,
  GatewaySubscription,
} from './types.ts';

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

function metadataOf(value: Stripe.Metadata | null | undefined): Record<string, string> {
  return { ...(value ?? {}) };
}

export function toPayment(pi: Stripe.PaymentIntent): GatewayPayment {
  return {
    id: pi.id,
    status: pi.status,
    amountCents: pi.amount,
    customerId: idOf(pi.customer),
    paymentMethodId: idOf(pi.payment_method),
    metadata: metadataOf(pi.metadata),
  };
}

export function periodEnd(sub: Stripe.Subscription): Date | null {
  // Since API 2025-03-31 the period lives on the items; one item per membership here.
  const itemEnd = sub.items?.data?.[0]?.current_period_end;
  const end = itemEnd ?? sub.trial_end ?? null;
  return end ? new Date(end * 1000) : null;
}

export function toSubscription(sub: Stripe.Subscription): GatewaySubscription {
  return {
    id: sub.id,
    customerId: idOf(sub.customer) ?? '',
    status: sub.status,
    currentPeriodEnd: periodEnd(sub),
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    metadata: metadataOf(sub.metadata),
  };
}

export function toCheckout(s: Stripe.Checkout.Session): GatewayCheckoutSession {
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
