import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { SavedCard } from '@/api/payments.ts';
import type { Database, Queryable } from '../../db/client.ts';
import { sandboxObjects } from '../../db/schema/index.ts';
import { cardDigits } from '@/domain/cards.ts';
import { cardBrand, cardOutcome, type CardOutcome } from './sandbox-cards.ts';
import type {
  GatewayCheckoutSession,
  GatewayEvent,
  GatewayPayment,
  GatewaySubscription,
  PaymentGateway,
  SandboxCardInput,
  SandboxConfirmResult,
} from './types.ts';

/**
 * The built-in gateway: the objects Stripe would hold live in `sandbox_objects`, cards follow
 * Stripe's test numbers, and every outcome is reported as the same events a Stripe webhook would
 * bring, so the club's fulfilment code cannot tell the two apart.
 */

type Kind =
  | 'customer'
  | 'payment_method'
  | 'payment_intent'
  | 'setup_intent'
  | 'subscription'
  | 'checkout_session';

interface CustomerData {
  userId: string;
  email: string;
  name: string;
}
interface CardData {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}
interface PaymentIntentData {
  amountCents: number;
  description: string;
  status: string;
  metadata: Record<string, string>;
  saveCard: boolean;
  paymentMethodId: string | null;
  subscriptionId: string | null;
}
interface SetupIntentData {
  status: string;
  metadata: Record<string, string>;
  paymentMethodId: string | null;
  subscriptionId: string | null;
}
interface SubscriptionData {
  type: string;
  amountCents: number;
  status: string;
  currentPeriodEnd: string;
  cancelAtPeriodEnd: boolean;
  metadata: Record<string, string>;
  defaultPaymentMethodId: string | null;
}
interface CheckoutData {
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

const newId = (prefix: string) => `${prefix}_sbx_${randomBytes(12).toString('hex')}`;
const eventId = () => newId('evt');

function addMonth(date: Date): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

export function createSandboxGateway(db: Database): PaymentGateway {
  async function insert(
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

  async function load<T>(q: Queryable, kind: Kind, id: string, lock = false) {
    const query = q
      .select()
      .from(sandboxObjects)
      .where(and(eq(sandboxObjects.id, id), eq(sandboxObjects.kind, kind)));
    const [row] = lock ? await query.for('update') : await query;
    return row ? { ...row, data: row.data as T } : null;
  }

  async function save(q: Queryable, id: string, data: object): Promise<void> {
    await q
      .update(sandboxObjects)
      .set({ data: data as Record<string, unknown> })
      .where(eq(sandboxObjects.id, id));
  }

  async function mustLoad<T>(kind: Kind, id: string) {
    const row = await load<T>(db, kind, id);
    if (!row) throw new Error(`sandbox: no ${kind} ${id}`);
    return row;
  }

  function toSubscription(
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

  function toPayment(id: string, customerId: string | null, d: PaymentIntentData): GatewayPayment {
    return {
      id,
      status: d.status,
      amountCents: d.amountCents,
      customerId,
      paymentMethodId: d.paymentMethodId,
      metadata: d.metadata,
    };
  }

  async function saveCard(q: Queryable, customerId: string, card: SandboxCardInput) {
    const digits = cardDigits(card.number);
    const id = newId('pm');
    const data: CardData = {
      brand: cardBrand(digits),
      last4: digits.slice(-4),
      expMonth: card.expMonth,
      expYear: card.expYear,
    };
    await insert(q, 'payment_method', id, data, { customerId });
    return id;
  }

  /** A saved card is charged like the card it was saved from; only its expiry can fail it. */
  function savedCardOutcome(card: CardData, now: Date): CardOutcome {
    if (Date.UTC(card.expYear, card.expMonth, 1) <= now.getTime()) {
      return { ok: false, code: 'expired_card', message: 'Tu tarjeta ha caducado.' };
    }
    return { ok: true };
  }

  async function savedCard(q: Queryable, customerId: string | null, paymentMethodId: string) {
    const row = await load<CardData>(q, 'payment_method', paymentMethodId);
    return row && row.customerId === customerId ? row : null;
  }

  const gateway: PaymentGateway = {
    name: 'sandbox',
    publishableKey: null,

    async createCustomer(input) {
      const id = newId('cus');
      const data: CustomerData = input;
      await insert(db, 'customer', id, data, { customerId: id });
      return id;
    },

    async createPaymentIntent(input) {
      const id = newId('pi');
      const clientSecret = `${id}_secret_${randomBytes(16).toString('hex')}`;
      const data: PaymentIntentData = {
        amountCents: input.amountCents,
        description: input.description,
        status: 'requires_payment_method',
        metadata: input.metadata,
        saveCard: input.saveCard,
        paymentMethodId: input.paymentMethodId ?? null,
        subscriptionId: null,
      };
      await insert(db, 'payment_intent', id, data, { customerId: input.customerId, clientSecret });
      return { id, clientSecret };
    },

    async createSetupIntent(input) {
      const id = newId('seti');
      const clientSecret = `${id}_secret_${randomBytes(16).toString('hex')}`;
      const data: SetupIntentData = {
        status: 'requires_payment_method',
        metadata: input.metadata,
        paymentMethodId: null,
        subscriptionId: null,
      };
      await insert(db, 'setup_intent', id, data, { customerId: input.customerId, clientSecret });
      return { id, clientSecret };
    },

    async retrievePaymentIntent(id) {
      const row = await mustLoad<PaymentIntentData>('payment_intent', id);
      return toPayment(row.id, row.customerId, row.data);
    },

    async listCards(customerId) {
      const rows = await db
        .select()
        .from(sandboxObjects)
        .where(
          and(eq(sandboxObjects.kind, 'payment_method'), eq(sandboxObjects.customerId, customerId)),
        )
        .orderBy(sandboxObjects.createdAt);
      return rows.map((r): SavedCard => ({ id: r.id, ...(r.data as unknown as CardData) }));
    },

    async createSubscription(input) {
      const id = newId('sub');
      const trial = input.trialEnd && input.trialEnd > input.now ? input.trialEnd : null;
      const data: SubscriptionData = {
        type: input.type,
        amountCents: input.amountCents,
        status: trial ? 'trialing' : 'incomplete',
        currentPeriodEnd: (trial ?? addMonth(input.now)).toISOString(),
        cancelAtPeriodEnd: false,
        metadata: input.metadata,
        defaultPaymentMethodId: null,
      };
      await insert(db, 'subscription', id, data, { customerId: input.customerId });
      const metadata = { ...input.metadata, subscriptionId: id };
      let intent;
      if (trial) {
        intent = await gateway.createSetupIntent({ customerId: input.customerId, metadata });
        const row = await mustLoad<SetupIntentData>('setup_intent', intent.id);
        await save(db, intent.id, { ...row.data, subscriptionId: id });
      } else {
        intent = await gateway.createPaymentIntent({
          customerId: input.customerId,
          amountCents: input.amountCents,
          description: input.label,
          metadata,
          saveCard: true,
        });
        const row = await mustLoad<PaymentIntentData>('payment_intent', intent.id);
        await save(db, intent.id, { ...row.data, subscriptionId: id });
      }
      return {
        ...toSubscription(id, input.customerId, data),
        clientSecret: intent.clientSecret,
        intentType: trial ? 'setup_intent' : 'payment_intent',
        nextChargeAt: trial,
      };
    },

    async retrieveSubscription(id) {
      const row = await mustLoad<SubscriptionData>('subscription', id);
      return toSubscription(row.id, row.customerId ?? '', row.data);
    },

    async cancelSubscription(id) {
      const row = await mustLoad<SubscriptionData>('subscription', id);
      const data = { ...row.data, cancelAtPeriodEnd: true };
      await save(db, id, data);
      return toSubscription(id, row.customerId ?? '', data);
    },

    async reactivateSubscription(id) {
      const row = await mustLoad<SubscriptionData>('subscription', id);
      const data = { ...row.data, cancelAtPeriodEnd: false };
      await save(db, id, data);
      return toSubscription(id, row.customerId ?? '', data);
    },

    async createCheckoutSession(input) {
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
    },

    async retrieveCheckoutSession(id) {
      const row = await mustLoad<CheckoutData>('checkout_session', id);
      return toCheckout(row.id, row.data);
    },

    sandbox: {
      async checkoutPage(id) {
        const row = await load<CheckoutData>(db, 'checkout_session', id);
        if (!row) return null;
        const d = row.data;
        return {
          description: d.description,
          amountCents: d.amountCents,
          status: d.status,
          successUrl: d.successUrl,
          cancelUrl: d.cancelUrl,
        };
      },

      async intentOwner(clientSecret) {
        const [row] = await db
          .select({ customerId: sandboxObjects.customerId })
          .from(sandboxObjects)
          .where(eq(sandboxObjects.clientSecret, clientSecret));
        return row ?? null;
      },

      async confirm(input): Promise<SandboxConfirmResult> {
        return db.transaction(async (tx) => {
          const [found] = await tx
            .select()
            .from(sandboxObjects)
            .where(
              and(
                eq(sandboxObjects.clientSecret, input.clientSecret),
                inArray(sandboxObjects.kind, ['payment_intent', 'setup_intent']),
              ),
            )
            .for('update');
          if (!found) return { ok: false, message: 'Pago no encontrado.', events: [] };
          const customerId = found.customerId;

          let outcome: CardOutcome;
          let usedMethod: string | null = null;
          if (input.paymentMethodId) {
            const card = await savedCard(tx, customerId, input.paymentMethodId);
            if (!card) return { ok: false, message: 'Tarjeta no encontrada.', events: [] };
            outcome = savedCardOutcome(card.data, input.now);
            usedMethod = card.id;
          } else if (input.card) {
            outcome = cardOutcome(input.card, input.now);
          } else {
            return { ok: false, message: 'Falta la tarjeta.', events: [] };
          }

          if (found.kind === 'setup_intent') {
            const data = found.data as unknown as SetupIntentData;
            if (data.status === 'succeeded') return { ok: true, events: [] };
            if (!outcome.ok) return { ok: false, message: outcome.message, events: [] };
            if (!usedMethod && input.card && customerId)
              usedMethod = await saveCard(tx, customerId, input.card);
            await save(tx, found.id, { ...data, status: 'succeeded', paymentMethodId: usedMethod });
            const events: GatewayEvent[] = [
              {
                id: eventId(),
                type: 'setup_intent.succeeded',
                setup: {
                  id: found.id,
                  customerId,
                  paymentMethodId: usedMethod,
                  metadata: data.metadata,
                },
              },
            ];
            if (data.subscriptionId) {
              const sub = await load<SubscriptionData>(tx, 'subscription', data.subscriptionId);
              if (sub) {
                await save(tx, sub.id, { ...sub.data, defaultPaymentMethodId: usedMethod });
                events.push({
                  id: eventId(),
                  type: 'customer.subscription.updated',
                  subscriptionId: sub.id,
                });
              }
            }
            return { ok: true, events };
          }

          const data = found.data as unknown as PaymentIntentData;
          // Confirming a paid intent again is harmless and reports success, as Stripe.js does.
          if (data.status === 'succeeded') return { ok: true, events: [] };
          if (!outcome.ok) {
            const failed = { ...data, status: 'requires_payment_method' };
            await save(tx, found.id, failed);
            const events: GatewayEvent[] = [
              {
                id: eventId(),
                type: 'payment_intent.payment_failed',
                payment: {
                  ...toPayment(found.id, customerId, failed),
                  failureMessage: outcome.message,
                },
              },
            ];
            if (data.subscriptionId) {
              events.push({
                id: eventId(),
                type: 'invoice.payment_failed',
                subscriptionId: data.subscriptionId,
              });
            }
            return { ok: false, message: outcome.message, events };
          }
          const keepCard = input.saveCard ?? data.saveCard;
          if (!usedMethod && input.card && customerId && keepCard) {
            usedMethod = await saveCard(tx, customerId, input.card);
          }
          const paid = { ...data, status: 'succeeded', paymentMethodId: usedMethod };
          await save(tx, found.id, paid);
          const events: GatewayEvent[] = [
            {
              id: eventId(),
              type: 'payment_intent.succeeded',
              payment: toPayment(found.id, customerId, paid),
            },
          ];
          if (data.subscriptionId) {
            const sub = await load<SubscriptionData>(tx, 'subscription', data.subscriptionId, true);
            if (sub) {
              await save(tx, sub.id, {
                ...sub.data,
                status: 'active',
                currentPeriodEnd: addMonth(input.now).toISOString(),
                defaultPaymentMethodId: usedMethod ?? sub.data.defaultPaymentMethodId,
              });
              events.push(
                { id: eventId(), type: 'invoice.paid', subscriptionId: sub.id },
                { id: eventId(), type: 'customer.subscription.updated', subscriptionId: sub.id },
              );
            }
          }
          return { ok: true, events };
        });
      },

      async payCheckout(input): Promise<SandboxConfirmResult> {
        return db.transaction(async (tx) => {
          const row = await load<CheckoutData>(tx, 'checkout_session', input.sessionId, true);
          if (!row || row.data.status !== 'open') {
            return { ok: false, message: 'Este enlace de pago ya no está disponible.', events: [] };
          }
          const outcome = cardOutcome(input.card, input.now);
          if (!outcome.ok) return { ok: false, message: outcome.message, events: [] };
          const paymentIntentId = newId('pi');
          const data: CheckoutData = {
            ...row.data,
            status: 'complete',
            paid: true,
            customerName: input.name,
            customerEmail: input.email ?? row.data.customerEmail,
            paymentIntentId,
          };
          await save(tx, row.id, data);
          return {
            ok: true,
            events: [
              {
                id: eventId(),
                type: 'checkout.session.completed',
                session: toCheckout(row.id, data),
              },
            ],
          };
        });
      },

      async renewDue(now) {
        const rows = await db
          .select()
          .from(sandboxObjects)
          .where(eq(sandboxObjects.kind, 'subscription'));
        const events: GatewayEvent[] = [];
        for (const row of rows) {
          const data = row.data as unknown as SubscriptionData;
          const end = new Date(data.currentPeriodEnd);
          if (!['active', 'trialing', 'past_due'].includes(data.status) || end > now) continue;
          if (data.cancelAtPeriodEnd) {
            await save(db, row.id, { ...data, status: 'canceled' });
            events.push({
              id: eventId(),
              type: 'customer.subscription.deleted',
              subscriptionId: row.id,
            });
            continue;
          }
          const card = data.defaultPaymentMethodId
            ? await savedCard(db, row.customerId, data.defaultPaymentMethodId)
            : null;
          const outcome = card ? savedCardOutcome(card.data, now) : null;
          if (outcome?.ok) {
            await save(db, row.id, {
              ...data,
              status: 'active',
              currentPeriodEnd: addMonth(end).toISOString(),
            });
            events.push({ id: eventId(), type: 'invoice.paid', subscriptionId: row.id });
          } else {
            await save(db, row.id, { ...data, status: 'past_due' });
            events.push({ id: eventId(), type: 'invoice.payment_failed', subscriptionId: row.id });
          }
          events.push({
            id: eventId(),
            type: 'customer.subscription.updated',
            subscriptionId: row.id,
          });
        }
        return events;
      },
    },
  };
  return gateway;
}

function toCheckout(id: string, d: CheckoutData): GatewayCheckoutSession {
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
