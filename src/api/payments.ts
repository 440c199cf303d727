import { z } from 'zod';
import { MAX_TOP_UP_EUROS, MIN_TOP_UP_MESSAGE, validateTopUpAmount } from '@/domain/money.ts';
import type { SubscriptionType } from './users.ts';

/**
 * The money contract of spec section 7 (wallet, saved cards, memberships, payment sessions) plus
 * the two calls this product adds: the public payment config and the sandbox gateway's confirm.
 * Amounts are euros (numbers with 2 decimals) everywhere on this edge except the payment
 * session's `amount_total`, which the spec reads in cents.
 */

// ---------- payment config: GET /payments/config ----------

export type PaymentGateway = 'stripe' | 'sandbox';

export interface PaymentsConfigResponse {
  gateway: PaymentGateway;
  /** Stripe publishable key; null on the sandbox gateway. */
  publishableKey: string | null;
}

// ---------- sandbox confirm: POST /payments/sandbox/confirm ----------

export const sandboxCardSchema = z.object({
  /** Digits, spaces allowed ('4242 4242 4242 4242'). */
  number: z.string().trim().min(12).max(23),
  expMonth: z.coerce.number().int().min(1).max(12),
  expYear: z.coerce.number().int().min(2000).max(2100),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, 'CVC inválido.'),
});
export type SandboxCard = z.infer<typeof sandboxCardSchema>;

/** Either a new card (optionally saved for later) or a saved card's id. */
export const sandboxConfirmBodySchema = z.union([
  z.object({
    clientSecret: z.string().min(1),
    card: sandboxCardSchema,
    saveCard: z.boolean().optional(),
  }),
  z.object({
    clientSecret: z.string().min(1),
    paymentMethodId: z.string().min(1),
  }),
]);
export type SandboxConfirmBody = z.infer<typeof sandboxConfirmBodySchema>;

/**
 * 200 → { status: 'succeeded' }. A declined card is a 402 `{ success: false, message }` with
 * Stripe-like Spanish messages ('Tu tarjeta ha sido rechazada.', 'Tu tarjeta no tiene fondos
 * suficientes.').
 */
export interface SandboxConfirmResponse {
  status: 'succeeded';
}

// ---------- reconcile: POST /payments/reconcile ----------

/**
 * The browser reports that a card confirmation returned 'succeeded'. The server asks the gateway
 * and fulfils the payment if the gateway agrees (the webhook would too; whichever comes first
 * wins, nothing is applied twice). Optional on the sandbox, where confirm already fulfils.
 */
export const reconcileBodySchema = z.object({ clientSecret: z.string().min(1).max(300) });
export type ReconcileBody = z.infer<typeof reconcileBodySchema>;
export interface ReconcileResponse {
  /** The gateway's status of the payment ('succeeded', 'processing', …). */
  status: string;
}

// ---------- wallet ----------

export interface WalletTransaction {
  _id: string;
  type: 'credit' | 'debit';
  /** Euros, positive for both types. */
  amount: number;
  description: string;
  /** ISO date-time. */
  date: string;
}

/** GET /users/wallet — transactions newest first. */
export interface WalletResponse {
  /** Euros. */
  balance: number;
  transactions: WalletTransaction[];
}

export { MIN_TOP_UP_MESSAGE };

/** POST /users/wallet/createPaymentIntent */
export const createWalletPaymentIntentBodySchema = z.object({
  /** Euros; at least 10, at most 2 decimals. */
  amount: z
    .number({ error: MIN_TOP_UP_MESSAGE })
    .refine((euros) => validateTopUpAmount(euros) === null, { error: MIN_TOP_UP_MESSAGE })
    .refine((euros) => euros <= MAX_TOP_UP_EUROS, {
      error: `El ingreso máximo es de ${MAX_TOP_UP_EUROS}€.`,
    }),
  /** A saved card's id; omitted for a new card. */
  paymentMethodId: z.string().min(1).optional().nullable(),
});
export type CreateWalletPaymentIntentBody = z.infer<typeof createWalletPaymentIntentBodySchema>;

export interface ClientSecretResponse {
  clientSecret: string;
}

/** The wallet's real-time event `walletUpdated:{userId}` carries this payload. */
export interface WalletUpdatedEvent {
  /** Euros. */
  balance: number;
}

// ---------- saved cards: GET /users/saved-cards ----------

export interface SavedCard {
  id: string;
  /** Lower case as Stripe names it ('visa', 'mastercard', …); the PWA upper-cases it. */
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface SavedCardsResponse {
  cards: SavedCard[];
}

// ---------- memberships ----------

export const membershipPriceTypes = ['adult', 'youth', 'padel'] as const;
export type MembershipPriceType = (typeof membershipPriceTypes)[number];

/** POST /users/create-subscription */
export const createSubscriptionBodySchema = z.object({
  priceType: z.enum(membershipPriceTypes),
});
export type CreateSubscriptionBody = z.infer<typeof createSubscriptionBodySchema>;

export type IntentType = 'payment_intent' | 'setup_intent';

export interface CreateSubscriptionResponse {
  clientSecret: string;
  /** 'setup_intent' when nothing is charged today (save the card only). */
  intentType?: IntentType;
  /** ISO date-time of the first charge, in setup mode. */
  nextChargeAt?: string | null;
}

/** POST /users/cancel-subscription and POST /users/reactivate-subscription */
export const subscriptionIdBodySchema = z.object({
  subscriptionId: z.string().min(1),
});
export type SubscriptionIdBody = z.infer<typeof subscriptionIdBodySchema>;

export interface SuccessResponse {
  success: boolean;
}

export type { SubscriptionType };

// ---------- payment session: GET /users/booking/checkSession/{session_id} ----------

export interface CheckoutSessionSummary {
  customer_details: { name: string | null; email: string | null };
  /** Cents (the spec divides by 100). */
  amount_total: number;
}

/** What the payment-completed page reads of a booking (the bookings module fills it). */
export interface CheckoutSessionBooking {
  _id: string;
  dateBooked: string;
  timeBooked: string;
  courtId: { _id: string; type: string; name: string };
  players: Array<{
    isMember: boolean;
    memberId?: { _id: string; name?: string | null } | null;
    nonMemberName?: string | null;
    nonMemberEmail?: string | null;
  }>;
}

export interface CheckSessionResponse {
  success: boolean;
  session: CheckoutSessionSummary;
  booking: CheckoutSessionBooking | null;
}
