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

export async function createPaymentIntent(
  q: Queryable,
  input: Parameters<PaymentGateway['createPaymentIntent']>[0],
  subscriptionId: string | null = null,
): Promise<GatewayIntent> {
  const id = newId('pi');
  const clientSecret = clientSecretOf(id);
  const data: PaymentIntentData = {
    amountCents: input.amountCents,
    description: input.description,
    status: 'requires_payment_method',
    metadata: input.metadata,
    saveCard: input.saveCard,
    paymentMethodId: input.paymentMethodId ?? null,
    subscriptionId,
  };
  await insert(q, 'payment_intent', id, data, { customerId: input.customerId, clientSecret });
  return { id, clientSecret };
}

export async function createSetupIntent(
  q: Queryable,
  input: Parameters<PaymentGateway['createSetupIntent']>[0],
  subscriptionId: string | null = null,
): Promise<GatewayIntent> {
  const id = newId('seti');
  const clientSecret = clientSecretOf(id);
  const data: SetupIntentData = {
    status: 'requires_payment_method',
    metadata: input.metadata,
    paymentMethodId: null,
    subscriptionId,
  };
  await insert(q, 'setup_intent', id, data, { customerId: input.customerId, clientSecret });
  return { id, clientSecret };
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
