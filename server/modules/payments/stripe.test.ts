import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { users } from '../../db/schema/index.ts';
import { FOREIGN_CARD, startFakeStripe, type FakeStripe } from '#tests/helpers/fake-stripe.ts';
import { call, member } from '#tests/helpers/payments.ts';

const WEBHOOK_SECRET = 'whsec_test_secret';
const signer = new Stripe('sk_test_signer');

function signed(event: object, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  return { payload, signature: signer.webhooks.generateTestHeaderString({ payload, secret }) };
}

function stripeEvent(id: string, type: string, object: object) {
  return {
    id,
    object: 'event',
    type,
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  };
}

describe('the Stripe gateway against a local Stripe', () => {
  let stripe: FakeStripe;
  let t: TestApp;
  let ana: { id: string; cookie: string };

  const postWebhook = (payload: string, signature?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: {
        'content-type': 'application/json',
        ...(signature ? { 'stripe-signature': signature } : {}),
      },
      payload,
    });
  const lastRequest = (method: string, path: string) =>
    [...stripe.requests].reverse().find((r) => r.method === method && r.path === path);
  const balance = async () =>
    (await call(t.app, ana.cookie, 'GET', '/users/wallet')).json().balance;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await createTestApp({
      env: {
        STRIPE_SECRET_KEY: 'sk_test_club',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_club',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_HOST: '127.0.0.1',
        STRIPE_API_PORT: String(stripe.port),
        STRIPE_API_PROTOCOL: 'http',
      },
    });
    ana = await member(t.database.db, 'ana@test.local');
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  it('tells the PWA to use Stripe with the publishable key', async () => {
    const res = await call(t.app, null, 'GET', '/payments/config');
    expect(res.json()).toEqual({ gateway: 'stripe', publishableKey: 'pk_test_club' });
    expect(
      (await call(t.app, ana.cookie, 'POST', '/payments/sandbox/confirm', {})).statusCode,
    ).toBe(404);
  });

  it('creates a customer once and a EUR PaymentIntent for a top-up', async () => {
    const res = await call(t.app, ana.cookie, 'POST', '/users/wallet/createPaymentIntent', {
      amount: 25,
    });
    expect(res.statusCode).toBe(200);
    const customer = lastRequest('POST', '/v1/customers');
    expect(customer?.body).toMatchObject({
      email: 'ana@test.local',
      'metadata[userId]': ana.id,
    });
    const pi = lastRequest('POST', '/v1/payment_intents');
    expect(pi?.body).toMatchObject({
      amount: '2500',
      currency: 'eur',
      customer: 'cus_test1',
      'metadata[purpose]': 'wallet_topup',
      'metadata[userId]': ana.id,
      setup_future_usage: 'off_session',
      'allowed_payment_method_types[0]': 'card',
    });
    expect(pi?.body.payment_method).toBeUndefined();
    expect(res.json()).toEqual({ clientSecret: 'pi_test2_secret_fake' });

    // A second top-up reuses the customer.
    await call(t.app, ana.cookie, 'POST', '/users/wallet/createPaymentIntent', { amount: 10 });
    expect(stripe.requests.filter((r) => r.path === '/v1/customers')).toHaveLength(1);
  });

  it('lists saved cards from the customer and pays with one', async () => {
    const res = await call(t.app, ana.cookie, 'GET', '/users/saved-cards');
    expect(res.json()).toEqual({
      cards: [{ id: 'pm_card_visa', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 }],
    });
    const list = lastRequest('GET', '/v1/customers/cus_test1/payment_methods');
    expect(list?.query.type).toBe('card');

    const pay = await call(t.app, ana.cookie, 'POST', '/users/wallet/createPaymentIntent', {
      amount: 12.34,
      paymentMethodId: 'pm_card_visa',
    });
    expect(pay.statusCode).toBe(200);
    expect(lastRequest('POST', '/v1/payment_intents')?.body).toMatchObject({
      amount: '1234',
      payment_method: 'pm_card_visa',
    });
  });

  it("answers an unknown card, or another customer's, with 404 and creates no intent", async () => {
    const before = stripe.requests.filter((r) => r.path === '/v1/payment_intents').length;
    for (const paymentMethodId of ['pm_unknown', FOREIGN_CARD]) {
      const res = await call(t.app, ana.cookie, 'POST', '/users/wallet/createPaymentIntent', {
        amount: 10,
        paymentMethodId,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'Tarjeta no encontrada.' });
    }
    expect(stripe.requests.filter((r) => r.path === '/v1/payment_intents')).toHaveLength(before);
  });

  it('refuses unsigned and tampered webhooks, applies a signed one once', async () => {
    const pi = stripe.paymentIntents.get('pi_test2')!;
    const event = stripeEvent('evt_topup_1', 'payment_intent.succeeded', {
      ...pi,
      status: 'succeeded',
    });
    const { payload, signature } = signed(event);

    expect((await postWebhook(payload)).statusCode).toBe(400);
    const tampered = payload.replace('"amount":2500', '"amount":990000');
    expect(tampered).not.toBe(payload);
    expect((await postWebhook(tampered, signature)).statusCode).toBe(400);
    const wrongSecret = signed(event, 'whsec_other');
    expect((await postWebhook(payload, wrongSecret.signature)).statusCode).toBe(400);
    expect(await balance()).toBe(0);

    const ok = await postWebhook(payload, signature);
    expect(ok.statusCode).toBe(200);
    expect(await balance()).toBe(25);

    // A replay, and another event reporting the same payment, change nothing.
    expect((await postWebhook(payload, signature)).statusCode).toBe(200);
    const again = signed(
      stripeEvent('evt_topup_2', 'payment_intent.succeeded', { ...pi, status: 'succeeded' }),
    );
    expect((await postWebhook(again.payload, again.signature)).statusCode).toBe(200);
    expect(await balance()).toBe(25);
    const wallet = (await call(t.app, ana.cookie, 'GET', '/users/wallet')).json();
    expect(wallet.transactions).toHaveLength(1);
  });

  it('reconciles a payment the browser reports, once, and only the payer may ask', async () => {
    stripe.paymentIntents.get('pi_test3')!.status = 'succeeded';
    const ben = await member(t.database.db, 'ben@test.local');
    const foreign = await call(t.app, ben.cookie, 'POST', '/payments/reconcile', {
      clientSecret: 'pi_test3_secret_fake',
    });
    expect(foreign.statusCode).toBe(404);
    for (let i = 0; i < 3; i++) {
      const res = await call(t.app, ana.cookie, 'POST', '/payments/reconcile', {
        clientSecret: 'pi_test3_secret_fake',
      });
      expect(res.json()).toEqual({ status: 'succeeded' });
    }
    expect(await balance()).toBe(35);
    // Still requires a card: reported, but nothing is credited.
    const pending = await call(t.app, ana.cookie, 'POST', '/payments/reconcile', {
      clientSecret: 'pi_test4_secret_fake',
    });
    expect(pending.json()).toEqual({ status: 'requires_payment_method' });
    expect(await balance()).toBe(35);
  });

  it('subscribes with default_incomplete and follows the subscription events', async () => {
    const res = await call(t.app, ana.cookie, 'POST', '/users/create-subscription', {
      priceType: 'adult',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      clientSecret: 'pi_invoice_secret_fake',
      intentType: 'payment_intent',
      nextChargeAt: null,
    });
    expect(lastRequest('POST', '/v1/products')?.body).toMatchObject({
      id: 'club_membership_adult',
      name: 'Socio',
    });
    const sub = lastRequest('POST', '/v1/subscriptions');
    expect(sub?.body).toMatchObject({
      customer: 'cus_test1',
      payment_behavior: 'default_incomplete',
      'items[0][price_data][currency]': 'eur',
      'items[0][price_data][unit_amount]': '5500',
      'items[0][price_data][product]': 'club_membership_adult',
      'items[0][price_data][recurring][interval]': 'month',
      'payment_settings[save_default_payment_method]': 'on_subscription',
      'metadata[type]': 'adult',
      'metadata[userId]': ana.id,
      'expand[0]': 'latest_invoice.confirmation_secret',
    });
    const subId = [...stripe.subscriptions.keys()].at(-1)!;
    const role = async () =>
      (await t.database.db.select({ role: users.role }).from(users).where(eq(users.id, ana.id)))[0]!
        .role;
    expect(await role()).toBe('guess');

    // Stripe marks it active once the invoice is paid; the invoice event arrives first.
    stripe.subscriptions.get(subId)!.status = 'active';
    const paid = signed(
      stripeEvent('evt_inv_paid', 'invoice.paid', {
        id: 'in_1',
        object: 'invoice',
        parent: {
          type: 'subscription_details',
          subscription_details: { subscription: subId, metadata: {} },
        },
      }),
    );
    expect((await postWebhook(paid.payload, paid.signature)).statusCode).toBe(200);
    expect(await role()).toBe('user-adult');
    const me = (await call(t.app, ana.cookie, 'GET', '/users/me')).json();
    expect(me.user.subscriptions).toMatchObject([{ type: 'adult', status: 'active' }]);

    const cancel = await call(t.app, ana.cookie, 'POST', '/users/cancel-subscription', {
      subscriptionId: me.user.subscriptions[0].id,
    });
    expect(cancel.json()).toEqual({ success: true });
    expect(lastRequest('POST', `/v1/subscriptions/${subId}`)?.body).toEqual({
      cancel_at_period_end: 'true',
    });
    const reactivate = await call(t.app, ana.cookie, 'POST', '/users/reactivate-subscription', {
      subscriptionId: me.user.subscriptions[0].id,
    });
    expect(reactivate.json()).toEqual({ success: true });
    expect(lastRequest('POST', `/v1/subscriptions/${subId}`)?.body).toEqual({
      cancel_at_period_end: 'false',
    });

    // Deleted at Stripe: the membership has fully ended and the role goes back.
    stripe.subscriptions.get(subId)!.status = 'canceled';
    const deleted = signed(
      stripeEvent(
        'evt_sub_deleted',
        'customer.subscription.deleted',
        stripe.subscriptions.get(subId)!,
      ),
    );
    expect((await postWebhook(deleted.payload, deleted.signature)).statusCode).toBe(200);
    expect(await role()).toBe('guess');
    // An older 'updated' event arriving late changes nothing: the state is read from Stripe.
    const late = signed(
      stripeEvent('evt_sub_updated_late', 'customer.subscription.updated', {
        ...stripe.subscriptions.get(subId)!,
        status: 'active',
      }),
    );
    expect((await postWebhook(late.payload, late.signature)).statusCode).toBe(200);
    expect(await role()).toBe('guess');
  });

  it('creates Checkout Sessions for payment links and reads them back', async () => {
    const { createCheckoutSession } = await import('./service.ts');
    const { serviceContext } = await import('#tests/helpers/payments.ts');
    const ctx = serviceContext(t);
    const session = await createCheckoutSession(ctx, {
      userId: ana.id,
      amountCents: 1200,
      purpose: 'test_link',
      description: 'Pista 1',
    });
    expect(session.url).toBe('https://checkout.stripe.test/pay');
    expect(lastRequest('POST', '/v1/checkout/sessions')?.body).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][unit_amount]': '1200',
      'line_items[0][price_data][currency]': 'eur',
      success_url: 'http://localhost:3000/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:3000/cancel',
    });
    const check = await call(t.app, null, 'GET', `/users/booking/checkSession/${session.id}`);
    expect(check.json()).toEqual({
      success: false,
      session: { customer_details: { name: null, email: null }, amount_total: 1200 },
      booking: null,
    });

    // Paid on Stripe's page: the signed event fulfils the purpose once, replays change nothing.
    const fulfilled: string[] = [];
    t.paymentHandlers.onSucceeded(
      'test_link',
      async ({ payment }) => void fulfilled.push(payment.gatewayId),
    );
    const paidSession = {
      ...stripe.sessions.get(session.id)!,
      status: 'complete',
      payment_status: 'paid',
      customer_details: { name: 'Lola', email: 'lola@test.local' },
    };
    stripe.sessions.set(session.id, paidSession);
    const completed = signed(stripeEvent('evt_cs_done', 'checkout.session.completed', paidSession));
    for (let i = 0; i < 2; i++) {
      expect((await postWebhook(completed.payload, completed.signature)).statusCode).toBe(200);
    }
    expect(fulfilled).toEqual([session.id]);
    const after = await call(t.app, null, 'GET', `/users/booking/checkSession/${session.id}`);
    expect(after.json()).toMatchObject({
      success: true,
      session: { customer_details: { name: 'Lola', email: 'lola@test.local' }, amount_total: 1200 },
    });
  });
});
