import type { SavedCard } from '@/api/payments.ts';
import type { MembershipType, SchoolType } from '@/domain/subscriptions.ts';
import type { RefusalText } from '../../lib/errors.ts';

/**
 * What the payment service needs from a card gateway. Stripe and the sandbox both implement it;
 * services never ask which one they have. Amounts are cents, times are Dates.
 */
export interface PaymentGateway {
  readonly name: 'stripe' | 'sandbox';
  readonly publishableKey: string | null;
  createCustomer(input: { userId: string; email: string; name: string }): Promise<string>;
  createPaymentIntent(input: {
    customerId: string;
    amountCents: number;
    description: string;
    metadata: Record<string, string>;
    paymentMethodId?: string;
    /** Keep the card on the customer for later payments. */
    saveCard: boolean;
  }): Promise<GatewayIntent>;
  /**
   * Charges a customer's saved card with nobody present (off session), confirmed at once. The
   * same `idempotencyKey` answers the same intent, so two callers racing charge once. A decline
   * is an answer (status 'requires_payment_method' with its message), not an error.
   */
  chargeSavedCard(input: {
    customerId: string;
    paymentMethodId: string;
    amountCents: number;
    description: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<GatewayPayment & { failureMessage: RefusalText | null }>;
  createSetupIntent(input: {
    customerId: string;
    metadata: Record<string, string>;
  }): Promise<GatewayIntent>;
  retrievePaymentIntent(id: string): Promise<GatewayPayment>;
  listCards(customerId: string): Promise<SavedCard[]>;
  /**
   * Whose a card (payment method) is: its customer, `customerId: null` for a card not yet attached
   * to anyone (one Stripe.js just created), or null for no such card.
   */
  paymentMethodOwner(id: string): Promise<{ customerId: string | null } | null>;
  createSubscription(input: {
    customerId: string;
    type: MembershipType | SchoolType;
    label: string;
    amountCents: number;
    metadata: Record<string, string>;
    /** No charge before this moment (the member already paid until then). */
    trialEnd?: Date;
    now: Date;
  }): Promise<GatewaySubscriptionStart>;
  retrieveSubscription(id: string): Promise<GatewaySubscription>;
  /** Cancel at the end of the paid period. */
  cancelSubscription(id: string): Promise<GatewaySubscription>;
  /** Undo a cancellation at period end. */
  reactivateSubscription(id: string): Promise<GatewaySubscription>;
  createCheckoutSession(input: {
    amountCents: number;
    description: string;
    metadata: Record<string, string>;
    customerEmail?: string;
    successUrl: string;
    cancelUrl: string;
  }): Promise<{ id: string; url: string }>;
  retrieveCheckoutSession(id: string): Promise<GatewayCheckoutSession>;
  /**
   * Verifies a webhook delivery and turns it into a gateway event; rejects with
   * WebhookSignatureError on a bad or missing signature. Only Stripe receives webhooks.
   */
  parseWebhook?(rawBody: Buffer, signature: string | undefined): Promise<GatewayEvent>;
  /** Only the sandbox: confirming intents and hosted checkout happen in this server. */
  readonly sandbox?: SandboxControls;
}

export class WebhookSignatureError extends Error {}

export interface GatewayIntent {
  id: string;
  clientSecret: string;
}

export interface GatewayPayment {
  id: string;
  status: string;
  amountCents: number;
  customerId: string | null;
  paymentMethodId: string | null;
  metadata: Record<string, string>;
}

export interface GatewaySubscription {
  id: string;
  customerId: string;
  /** Gateway status: incomplete, active, trialing, past_due, canceled, unpaid, … */
  status: string;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  metadata: Record<string, string>;
}

export interface GatewaySubscriptionStart extends GatewaySubscription {
  clientSecret: string;
  intentType: 'payment_intent' | 'setup_intent';
  /** In setup mode: when the first charge happens. */
  nextChargeAt: Date | null;
}

export interface GatewayCheckoutSession {
  id: string;
  status: 'open' | 'complete' | 'expired';
  paid: boolean;
  amountCents: number;
  customerName: string | null;
  customerEmail: string | null;
  paymentIntentId: string | null;
  metadata: Record<string, string>;
}

/**
 * A gateway event reduced to what fulfilment reads. Stripe's webhooks and the sandbox's own
 * confirmations both become one of these, and both go through the same `fulfil`.
 */
export type GatewayEvent = { id: string } & (
  | {
      type: 'payment_intent.succeeded' | 'payment_intent.payment_failed';
      payment: GatewayPayment & { failureMessage?: RefusalText | null };
    }
  | {
      type: 'setup_intent.succeeded';
      setup: {
        id: string;
        customerId: string | null;
        paymentMethodId: string | null;
        metadata: Record<string, string>;
      };
    }
  | {
      type:
        | 'invoice.paid'
        | 'invoice.payment_failed'
        | 'customer.subscription.created'
        | 'customer.subscription.updated'
        | 'customer.subscription.deleted';
      subscriptionId: string;
    }
  | { type: 'checkout.session.completed'; session: GatewayCheckoutSession }
  | { type: 'ignored'; originalType: string }
);

export interface SandboxCardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export type SandboxConfirmResult =
  | { ok: true; events: GatewayEvent[] }
  | { ok: false; message: RefusalText; events: GatewayEvent[] };

export interface SandboxCheckoutPage {
  description: string;
  amountCents: number;
  status: 'open' | 'complete' | 'expired';
  successUrl: string;
  cancelUrl: string;
}

export interface SandboxControls {
  /** What the hosted checkout page shows (null: unknown session). */
  checkoutPage(id: string): Promise<SandboxCheckoutPage | null>;
  /** The customer an intent was made for (null: unknown client secret). */
  intentOwner(clientSecret: string): Promise<{ customerId: string | null } | null>;
  confirm(input: {
    clientSecret: string;
    card?: SandboxCardInput;
    saveCard?: boolean;
    paymentMethodId?: string;
    now: Date;
  }): Promise<SandboxConfirmResult>;
  /** Pays a hosted checkout session with a card. */
  payCheckout(input: {
    sessionId: string;
    card: SandboxCardInput;
    name: string | null;
    email: string | null;
    now: Date;
  }): Promise<SandboxConfirmResult>;
  /**
   * Renews every subscription whose period has ended by `now`: charges its saved card, or ends
   * it when it was set to cancel; returns the events to fulfil.
   */
  renewDue(now: Date): Promise<GatewayEvent[]>;
}
