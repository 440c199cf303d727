import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DECLINING_CARD, startFakeStripe, type FakeStripe } from '#tests/helpers/fake-stripe.ts';
import { createStripeGateway } from './stripe.ts';
import type { PaymentGateway } from './types.ts';

describe("Stripe's off-session charge of a saved card", () => {
  let stripe: FakeStripe;
  let gateway: PaymentGateway;
  const charge = (paymentMethodId: string, idempotencyKey: string) =>
    gateway.chargeSavedCard({
      customerId: 'cus_holder',
      paymentMethodId,
      amountCents: 5000,
      description: 'Cobro mensual del abono (diciembre de 2026)',
      metadata: { purpose: 'series_month', seriesId: 's1', month: '2026-12' },
      idempotencyKey,
    });

  beforeAll(async () => {
    stripe = await startFakeStripe();
    gateway = createStripeGateway({
      gateway: 'stripe',
      secretKey: 'sk_test_club',
      publishableKey: 'pk_test_club',
      webhookSecret: 'whsec_test',
      apiHost: '127.0.0.1',
      apiPort: stripe.port,
      apiProtocol: 'http',
    });
  });
  afterAll(() => stripe.close());

  it('confirms an off-session PaymentIntent under the idempotency key, once', async () => {
    const first = await charge('pm_card_visa', 'series:s1:2026-12');
    const again = await charge('pm_card_visa', 'series:s1:2026-12');
    expect(first).toMatchObject({
      status: 'succeeded',
      amountCents: 5000,
      customerId: 'cus_holder',
      paymentMethodId: 'pm_card_visa',
      metadata: { purpose: 'series_month', seriesId: 's1', month: '2026-12' },
      failureMessage: null,
    });
    expect(again.id).toBe(first.id);
    expect(stripe.paymentIntents.size).toBe(1);
    const sent = stripe.requests.find((r) => r.path === '/v1/payment_intents')!;
    expect(sent.idempotencyKey).toBe('series:s1:2026-12');
    expect(sent.body).toMatchObject({
      amount: '5000',
      currency: 'eur',
      customer: 'cus_holder',
      payment_method: 'pm_card_visa',
      off_session: 'true',
      confirm: 'true',
      'metadata[seriesId]': 's1',
    });
  });

  it('answers a decline with the unpaid intent and its message, not an error', async () => {
    const declined = await charge(DECLINING_CARD, 'series:s1:2026-12:retry-1');
    expect(declined).toMatchObject({
      status: 'requires_payment_method',
      amountCents: 5000,
      failureMessage: 'Your card was declined.',
    });
    expect(stripe.paymentIntents.get(declined.id)).toBeDefined();
  });
});
