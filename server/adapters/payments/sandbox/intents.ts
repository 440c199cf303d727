/** Customers, payment intents and setup intents of the sandbox (confirming them: confirm.ts). */
import { eq } from 'drizzle-orm';
import type { Database, Queryable } from '../../../db/client.ts';
import { sandboxObjects } from '../../../db/schema/index.ts';
import type { GatewayIntent, GatewayPayment, PaymentGateway } from '../types.ts';
import {
  clientSecretOf,
  insert,
  mustLoad,
  newId,
  toPayment,
  type CustomerData,
  type PaymentIntentData,
  type SetupIntentData,
} from './store.ts';

export async function createCustomer(
  db: Database,
  input: Parameters<PaymentGateway['createCustomer']>[0],
): Promise<string> {
  const id = newId('cus');
  const data: CustomerData = input;
  await insert(db, 'customer', id, data, { customerId: id });
  return id;
}

/** Stores a new intent of the customer with its client secret ('<id>_secret_<random>'). */
async function insertIntent(
  q: Queryable,
  kind: 'payment_intent' | 'setup_intent',
  customerId: string,
  data: PaymentIntentData | SetupIntentData,
): Promise<GatewayIntent> {
  const id = newId(kind === 'payment_intent' ? 'pi' : 'seti');
  const clientSecret = clientSecretOf(id);
  await insert(q, kind, id, data, { customerId, clientSecret });
  return { id, clientSecret };
}

export function createPaymentIntent(
  q: Queryable,
  input: Parameters<PaymentGateway['createPaymentIntent']>[0],
  subscriptionId: string | null = null,
): Promise<GatewayIntent> {
  return insertIntent(q, 'payment_intent', input.customerId, {
    amountCents: input.amountCents,
    description: input.description,
    status: 'requires_payment_method',
    metadata: input.metadata,
    saveCard: input.saveCard,
    paymentMethodId: input.paymentMethodId ?? null,
    subscriptionId,
  });
}

export function createSetupIntent(
  q: Queryable,
  input: Parameters<PaymentGateway['createSetupIntent']>[0],
  subscriptionId: string | null = null,
): Promise<GatewayIntent> {
  return insertIntent(q, 'setup_intent', input.customerId, {
    status: 'requires_payment_method',
    metadata: input.metadata,
    paymentMethodId: null,
    subscriptionId,
  });
}

export async function retrievePaymentIntent(q: Queryable, id: string): Promise<GatewayPayment> {
  const row = await mustLoad<PaymentIntentData>(q, 'payment_intent', id);
  return toPayment(row.id, row.customerId, row.data);
}

/** The customer an intent was made for (null: unknown client secret). */
export async function intentOwner(q: Queryable, clientSecret: string) {
  const [row] = await q
    .select({ customerId: sandboxObjects.customerId })
    .from(sandboxObjects)
    .where(eq(sandboxObjects.clientSecret, clientSecret));
  return row ?? null;
}
