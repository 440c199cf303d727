/**
 * The sandbox's storage: the objects Stripe would hold, one row each in `sandbox_objects`, with
 * their data as JSON. The other sandbox files read and write them only through these functions.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { sandboxObjects } from '../../../db/schema/index.ts';
import type { RefusalText } from '../../../lib/errors.ts';
import type { GatewayCheckoutSession, GatewayPayment, GatewaySubscription } from '../types.ts';

export type Kind =
  | 'customer'
  | 'payment_method'
  | 'payment_intent'
  | 'setup_intent'
  | 'subscription'
  | 'checkout_session';

export interface CustomerData {
  userId: string;
  email: string;
  name: string;
}
export interface CardData {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  /**
   * How a charge of this card declines, kept from Stripe's test number it was saved from (a
   * declining card is only saved directly, as Stripe's 4000 0000 0000 0341 attaches and then
   * declines). Its words are the code's, in the payer's language when answered.
   */
  decline?: { code: string };
}
export interface PaymentIntentData {
  amountCents: number;
  description: string;
  status: string;
  metadata: Record<string, string>;
  saveCard: boolean;
  paymentMethodId: string | null;
  subscriptionId: string | null;
  /** Why an off-session charge declined (sandbox/off-session.ts). */
  failureMessage?: RefusalText | null;
}
export interface SetupIntentData {
  status: string;
  metadata: Record<string, string>;
  paymentMethodId: string | null;
  subscriptionId: string | null;
}
export interface SubscriptionData {
  type: string;
  amountCents: number;
  status: string;
  currentPeriodEnd: string;
  cancelAtPeriodEnd: boolean;
  metadata: Record<string, string>;
  defaultPaymentMethodId: string | null;
}
export interface CheckoutData {
  amountCents: number;
  description: string;
  metadata: Record<string, string>;
  status: 'open' | 'complete' | 'expired';
  paid: boolean;
  customerName: string | null;
  customerEmail: string | null;
  successUrl: string;
  cancelUrl: string;
  paymentIntentId: string | null;
}

export const newId = (prefix: string) => `${prefix}_sbx_${randomBytes(12).toString('hex')}`;
export const eventId = () => newId('evt');
/** Stripe's client secrets are '<id>_secret_<random>'. */
export const clientSecretOf = (id: string) => `${id}_secret_${randomBytes(16).toString('hex')}`;

export function addMonth(date: Date): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

export async function insert(
  q: Queryable,
  kind: Kind,
  id: string,
  data: object,
  extra: { customerId?: string | null; clientSecret?: string } = {},
): Promise<void> {
  await q.insert(sandboxObjects).values({
    id,
    kind,
    customerId: extra.customerId ?? null,
    clientSecret: extra.clientSecret ?? null,
    data: data as Record<string, unknown>,
  });
}

export async function load<T>(q: Queryable, kind: Kind, id: string, lock = false) {
  const query = q
    .select()
    .from(sandboxObjects)
    .where(and(eq(sandboxObjects.id, id), eq(sandboxObjects.kind, kind)));
  const [row] = lock ? await query.for('update') : await query;
  return row ? { ...row, data: row.data as T } : null;
}

export async function mustLoad<T>(q: Queryable, kind: Kind, id: string) {
  const row = await load<T>(q, kind, id);
  if (!row) throw new Error(`sandbox: no ${kind} ${id}`);
  return row;
}

export async function save(q: Queryable, id: string, data: object): Promise<void> {
  await q
    .update(sandboxObjects)
    .set({ data: data as Record<string, unknown> })
    .where(eq(sandboxObjects.id, id));
}

export function toSubscription(
  id: string,
  customerId: string,
  d: SubscriptionData,
): GatewaySubscription {
  return {
    id,
    customerId,
    status: d.status,
    currentPeriodEnd: new Date(d.currentPeriodEnd),
    cancelAtPeriodEnd: d.cancelAtPeriodEnd,
    metadata: d.metadata,
  };
}

export function toPayment(
  id: string,
  customerId: string | null,
  d: PaymentIntentData,
): GatewayPayment {
  return {
    id,
    status: d.status,
    amountCents: d.amountCents,
    customerId,
    paymentMethodId: d.paymentMethodId,
    metadata: d.metadata,
  };
}

export function toCheckout(id: string, d: CheckoutData): GatewayCheckoutSession {
  return {
    id,
    status: d.status,
    paid: d.paid,
    amountCents: d.amountCents,
    customerName: d.customerName,
    customerEmail: d.customerEmail,
    paymentIntentId: d.paymentIntentId,
    metadata: d.metadata,
  };
}
