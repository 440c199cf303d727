/** Hosted checkout sessions of the sandbox (payment links): a page of this server pays them. */
import type { Database } from '../../../db/client.ts';
import { msg } from '@/i18n/message.ts';
import { cardOutcome } from '../sandbox-cards.ts';
import type {
  GatewayCheckoutSession,
  PaymentGateway,
  SandboxCheckoutPage,
  SandboxConfirmResult,
  SandboxControls,
} from '../types.ts';
import {
  insert,
  load,
  mustLoad,
  newId,
  save,
  toCheckout,
  eventId,
  type CheckoutData,
} from './store.ts';

export async function createCheckoutSession(
  db: Database,
  input: Parameters<PaymentGateway['createCheckoutSession']>[0],
): Promise<{ id: string; url: string }> {
  const id = newId('cs');
  const data: CheckoutData = {
    amountCents: input.amountCents,
    description: input.description,
    metadata: input.metadata,
    status: 'open',
    paid: false,
    customerName: null,
    customerEmail: input.customerEmail ?? null,
    successUrl: input.successUrl,
    cancelUrl: input.cancelUrl,
    paymentIntentId: null,
  };
  await insert(db, 'checkout_session', id, data);
  // Relative to the API: the payment service turns it into the public address.
  return { id, url: `/payments/sandbox/checkout/${id}` };
}

export async function retrieveCheckoutSession(
  db: Database,
  id: string,
): Promise<GatewayCheckoutSession> {
  const row = await mustLoad<CheckoutData>(db, 'checkout_session', id);
  return toCheckout(row.id, row.data);
}

/** What the hosted checkout page shows (null: unknown session). */
export async function checkoutPage(db: Database, id: string): Promise<SandboxCheckoutPage | null> {
  const row = await load<CheckoutData>(db, 'checkout_session', id);
  if (!row) return null;
  const { description, amountCents, status, successUrl, cancelUrl } = row.data;
  return { description, amountCents, status, successUrl, cancelUrl };
}

export function payCheckout(
  db: Database,
  input: Parameters<SandboxControls['payCheckout']>[0],
): Promise<SandboxConfirmResult> {
  return db.transaction(async (tx) => {
    const row = await load<CheckoutData>(tx, 'checkout_session', input.sessionId, true);
    if (!row || row.data.status !== 'open') {
      return { ok: false, message: msg('errors.paymentLinkUnavailable'), events: [] };
    }
    const outcome = cardOutcome(input.card, input.now);
    if (!outcome.ok) return { ok: false, message: outcome.message, events: [] };
    const data: CheckoutData = {
      ...row.data,
      status: 'complete',
      paid: true,
      customerName: input.name,
      customerEmail: input.email ?? row.data.customerEmail,
      paymentIntentId: newId('pi'),
    };
    await save(tx, row.id, data);
    const session = toCheckout(row.id, data);
    return { ok: true, events: [{ id: eventId(), type: 'checkout.session.completed', session }] };
  });
}
