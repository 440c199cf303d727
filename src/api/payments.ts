import { z } from 'zod';
import { MAX_TOP_UP_EUROS, MIN_TOP_UP_MESSAGE, validateTopUpAmount } from '@/domain/money.ts';
import { SCHOOL_TYPES } from '@/domain/subscriptions.ts';
import {
  clientSecretResponseSchema,
  numberFromText,
  WHOLE_CENTS,
  type ClientSecretResponse,
} from './common.ts';

/**
 * The money contract of spec section 7 (wallet, saved cards, memberships, payment sessions) plus
 * the two calls this product adds: the public payment config and the sandbox gateway's confirm.
 * Amounts are euros (numbers with 2 decimals) everywhere on this edge except the payment
 * session's `amount_total`, which the spec reads in cents.
 */

// ---------- payment config: GET /payments/config ----------

export type PaymentGateway = 'stripe' | 'sandbox';

export const paymentsConfigResponseSchema = z.object({
  gateway: z.enum(['stripe', 'sandbox']),
  /** Stripe publishable key; null on the sandbox gateway. */
  publishableKey: z.string().nullable(),
});
export type PaymentsConfigResponse = z.infer<typeof paymentsConfigResponseSchema>;

// ---------- sandbox confirm: POST /payments/sandbox/confirm ----------

export const sandboxCardSchema = z.object({
  /** Digits, spaces allowed ('4242 4242 4242 4242'). */
  number: z.string().trim().min(12).max(23),
  expMonth: numberFromText(z.number().int().min(1).max(12), 'validation.expMonthInvalid'),
  expYear: numberFromText(z.number().int().min(2000).max(2100), 'validation.expYearInvalid'),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, 'validation.cvcInvalid'),
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
export const sandboxConfirmResponseSchema = z.object({ status: z.literal('succeeded') });
export type SandboxConfirmResponse = z.infer<typeof sandboxConfirmResponseSchema>;

// ---------- reconcile: POST /payments/reconcile ----------

/**
 * The browser reports that a card confirmation returned 'succeeded'. The server asks the gateway
 * and fulfils the payment if the gateway agrees (the webhook would too; whichever comes first
 * wins, nothing is applied twice). Optional on the sandbox, where confirm already fulfils.
 */
export const reconcileBodySchema = z.object({ clientSecret: z.string().min(1).max(300) });
export const reconcileResponseSchema = z.object({
  /** The gateway's status of the payment ('succeeded', 'processing', …). */
  status: z.string(),
});
export type ReconcileResponse = z.infer<typeof reconcileResponseSchema>;

// ---------- wallet ----------

export const walletTransactionSchema = z.object({
  _id: z.string(),
  type: z.enum(['credit', 'debit']),
  /** Euros, positive for both types. */
  amount: z.number(),
  description: z.string(),
  /** ISO date-time. */
  date: z.string(),
});
export type WalletTransaction = z.infer<typeof walletTransactionSchema>;

/** GET /users/wallet — transactions newest first. */
export const walletResponseSchema = z.object({
  /** Euros. */
  balance: z.number(),
  transactions: z.array(walletTransactionSchema),
});
export type WalletResponse = z.infer<typeof walletResponseSchema>;

export { MIN_TOP_UP_MESSAGE };

/** POST /users/wallet/createPaymentIntent */
export const createWalletPaymentIntentBodySchema = z.object({
  /** Euros; at least 10, at most 2 decimals. */
  amount: z
    .number({ error: MIN_TOP_UP_MESSAGE })
    .refine((euros) => validateTopUpAmount(euros) === null, { error: MIN_TOP_UP_MESSAGE })
    .refine((euros) => euros <= MAX_TOP_UP_EUROS, {
      error: 'validation.topUpMax',
    })
    // The domain's check above refuses more decimals with the minimum's message.
    .meta(WHOLE_CENTS),
  /** A saved card's id; omitted for a new card. */
  paymentMethodId: z.string().min(1).optional().nullable(),
});

export { clientSecretResponseSchema, type ClientSecretResponse };

/** The wallet's real-time event `walletUpdated:{userId}` carries this payload. */
export interface WalletUpdatedEvent {
  /** Euros. */
  balance: number;
}

// ---------- saved cards: GET /users/saved-cards ----------

export const savedCardSchema = z.object({
  id: z.string(),
  /** Lower case as Stripe names it ('visa', 'mastercard', …); the PWA upper-cases it. */
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number(),
  expYear: z.number(),
});
export type SavedCard = z.infer<typeof savedCardSchema>;

export const savedCardsResponseSchema = z.object({ cards: z.array(savedCardSchema) });
export type SavedCardsResponse = z.infer<typeof savedCardsResponseSchema>;

// ---------- memberships ----------

export const membershipPriceTypes = ['adult', 'youth', 'padel'] as const;

/**
 * POST /users/create-subscription. A school plan is accepted only from a student placed in a
 * group whose plan it is (see src/domain/school.ts).
 */
export const createSubscriptionBodySchema = z.object({
  priceType: z.enum([...membershipPriceTypes, ...SCHOOL_TYPES]),
});
export type CreateSubscriptionBody = z.infer<typeof createSubscriptionBodySchema>;

export type IntentType = 'payment_intent' | 'setup_intent';

export const createSubscriptionResponseSchema = z.object({
  clientSecret: z.string(),
  /** 'setup_intent' when nothing is charged today (save the card only). */
  intentType: z.enum(['payment_intent', 'setup_intent']).optional(),
  /** ISO date-time of the first charge, in setup mode. */
  nextChargeAt: z.string().nullable().optional(),
});
export type CreateSubscriptionResponse = z.infer<typeof createSubscriptionResponseSchema>;

/** POST /users/cancel-subscription and POST /users/reactivate-subscription */
export const subscriptionIdBodySchema = z.object({
  subscriptionId: z.string().min(1),
});
export type SubscriptionIdBody = z.infer<typeof subscriptionIdBodySchema>;

export const successResponseSchema = z.object({ success: z.boolean() });
export type SuccessResponse = z.infer<typeof successResponseSchema>;

// ---------- payment session: GET /users/booking/checkSession/{session_id} ----------

export const checkoutSessionSummarySchema = z.object({
  customer_details: z.object({ name: z.string().nullable(), email: z.string().nullable() }),
  /** Cents (the spec divides by 100). */
  amount_total: z.number(),
});

/** What the payment-completed page reads of a booking (the bookings module fills it). */
export const checkoutSessionBookingSchema = z.object({
  _id: z.string(),
  dateBooked: z.string(),
  timeBooked: z.string(),
  courtId: z.object({ _id: z.string(), type: z.string(), name: z.string() }),
  players: z.array(
    z.object({
      isMember: z.boolean(),
      memberId: z
        .object({ _id: z.string(), name: z.string().nullable().optional() })
        .nullable()
        .optional(),
      nonMemberName: z.string().nullable().optional(),
      nonMemberEmail: z.string().nullable().optional(),
    }),
  ),
});
export type CheckoutSessionBooking = z.infer<typeof checkoutSessionBookingSchema>;

export const checkSessionResponseSchema = z.object({
  success: z.boolean(),
  session: checkoutSessionSummarySchema,
  booking: checkoutSessionBookingSchema.nullable(),
});
export type CheckSessionResponse = z.infer<typeof checkSessionResponseSchema>;
