/**
 * The payment-handler registry: what each purpose of payment does once it succeeds or fails, and
 * what the payment-completed page shows as its booking. Built by buildApp and carried on the
 * context; each module registers its handlers while the app is built (modules/index.ts), never
 * at import, so two apps in one process (tests) never share them. It sits on the ground floor, beside
 * the context that carries it, so the context imports no module.
 */
import type { CheckoutSessionBooking } from '@/api/payments.ts';
import type { GatewaySubscription } from './adapters/payments/index.ts';
import type { Tx } from './db/client.ts';
import type { payments } from './db/schema/index.ts';

export type PaymentRow = typeof payments.$inferSelect;

export interface PaymentFulfilment {
  tx: Tx;
  payment: PaymentRow;
  /** Runs after the transaction commits (emit events, notify users). */
  afterCommit(fn: () => Promise<void> | void): void;
}
export type PaymentHandler = (f: PaymentFulfilment) => Promise<void>;
/** Stores a subscription's state as the gateway reports it, in the transaction recording the event. */
export type SubscriptionHandler = (
  tx: Tx,
  subscription: GatewaySubscription,
  afterCommit: PaymentFulfilment['afterCommit'],
) => Promise<void>;
export type CheckoutBookingLoader = (payment: PaymentRow) => Promise<CheckoutSessionBooking | null>;

export interface PaymentHandlers {
  /** `handler` runs once per successful payment of `purpose`, in the transaction recording it. */
  onSucceeded(purpose: string, handler: PaymentHandler): void;
  onFailed(purpose: string, handler: PaymentHandler): void;
  /** What GET /users/booking/checkSession/:id shows as the booking of a payment. */
  setCheckoutBookingLoader(loader: CheckoutBookingLoader): void;
  /** The same for the payments of one purpose; it comes before the general loader. */
  onCheckoutBooking(purpose: string, loader: CheckoutBookingLoader): void;
  /** What a gateway subscription event does (the subscriptions module sets it). */
  onSubscription(handler: SubscriptionHandler): void;
  succeeded(purpose: string): PaymentHandler | undefined;
  failed(purpose: string): PaymentHandler | undefined;
  checkoutBooking(payment: PaymentRow): Promise<CheckoutSessionBooking | null>;
  subscription: SubscriptionHandler;
}

export function createPaymentHandlers(): PaymentHandlers {
  const succeeded = new Map<string, PaymentHandler>();
  const failed = new Map<string, PaymentHandler>();
  const loaders = new Map<string, CheckoutBookingLoader>();
  let loader: CheckoutBookingLoader | null = null;
  let subscription: SubscriptionHandler = async () => {};
  return {
    onSucceeded: (purpose, handler) => void succeeded.set(purpose, handler),
    onFailed: (purpose, handler) => void failed.set(purpose, handler),
    setCheckoutBookingLoader: (fn) => void (loader = fn),
    onCheckoutBooking: (purpose, fn) => void loaders.set(purpose, fn),
    onSubscription: (handler) => void (subscription = handler),
    subscription: (tx, sub, afterCommit) => subscription(tx, sub, afterCommit),
    succeeded: (purpose) => succeeded.get(purpose),
    failed: (purpose) => failed.get(purpose),
    checkoutBooking: async (payment) => {
      const own = loaders.get(payment.purpose) ?? loader;
      return own ? own(payment) : null;
    },
  };
}
