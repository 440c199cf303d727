import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import type { PaymentRow } from '../../payment-handlers.ts';
import { createCheckoutSession } from './service.ts';
import { call, member, serviceContext } from '#tests/helpers/payments.ts';

describe('payment links on the sandbox gateway', () => {
  let t: TestApp;
  let ana: { id: string; cookie: string };
  const fulfilled: PaymentRow[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    ana = await member(t.database.db, 'ana@test.local');
    t.paymentHandlers.onSucceeded('test_link', async ({ payment }) => void fulfilled.push(payment));
    t.paymentHandlers.setCheckoutBookingLoader(async (payment) => ({
      _id: payment.metadata.bookingId ?? '',
      dateBooked: '2026-05-01',
      timeBooked: '10:00 - 11:00',
      courtId: { _id: 'c1', type: 'tennis', name: 'Pista 1' },
      players: [{ isMember: false, nonMemberName: 'Invitado' }],
    }));
  });
  afterAll(() => t.close());

  const post = (id: string, form: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/checkout/${id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(form).toString(),
    });
  const card = { number: '4242 4242 4242 4242', exp: '12/34', cvc: '123' };

  it('serves a hosted page, refuses a declined card, pays once and returns to /success', async () => {
    const ctx = serviceContext(t);
    const session = await createCheckoutSession(ctx, {
      userId: ana.id,
      amountCents: 1200,
      purpose: 'test_link',
      description: 'Reserva Pista 1',
      metadata: { bookingId: 'b1' },
    });
    expect(session.url).toBe(`http://localhost:3000/api/payments/sandbox/checkout/${session.id}`);

    const page = await t.app.inject({ method: 'GET', url: new URL(session.url).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Reserva Pista 1');
    expect(page.body).toContain('12.00 €');
    // A page under /api: the documents' headers, its form's POST keeping its Origin.
    expect(page.headers['content-security-policy']).toContain("form-action 'self'");
    expect(page.headers['referrer-policy']).toBe('same-origin');

    const before = await call(t.app, null, 'GET', `/users/booking/checkSession/${session.id}`);
    expect(before.json()).toMatchObject({ success: false, session: { amount_total: 1200 } });

    const declined = await post(session.id, { ...card, number: '4000000000000002' });
    expect(declined.statusCode).toBe(402);
    expect(declined.body).toContain('Tu tarjeta ha sido rechazada.');
    expect(declined.headers['content-security-policy']).toContain("form-action 'self'");
    const invalid = await post(session.id, { ...card, exp: 'nope' });
    expect(invalid.statusCode).toBe(400);
    expect(fulfilled).toHaveLength(0);

    const paid = await post(session.id, { ...card, name: 'Lola Pérez', email: 'lola@test.local' });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`http://localhost:3000/success?session_id=${session.id}`);
    expect(fulfilled).toHaveLength(1);
    expect(fulfilled[0]).toMatchObject({ amountCents: 1200, metadata: { bookingId: 'b1' } });

    const after = await call(t.app, null, 'GET', `/users/booking/checkSession/${session.id}`);
    expect(after.json()).toEqual({
      success: true,
      session: {
        customer_details: { name: 'Lola Pérez', email: 'lola@test.local' },
        amount_total: 1200,
      },
      booking: expect.objectContaining({ _id: 'b1', timeBooked: '10:00 - 11:00' }),
    });

    const twice = await post(session.id, card);
    expect(twice.statusCode).toBe(402);
    expect(fulfilled).toHaveLength(1);
  });

  it('words the page in the payer’s browser language', async () => {
    const session = await createCheckoutSession(serviceContext(t), {
      userId: ana.id,
      amountCents: 950,
      purpose: 'test_link',
      description: 'Reserva Pista 1',
      metadata: { bookingId: 'b2' },
    });
    const path = new URL(session.url).pathname;
    const page = await t.app.inject({
      method: 'GET',
      url: path,
      headers: { 'accept-language': 'ca-ES,ca;q=0.9' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="ca">');
    expect(page.body).toContain('Número de targeta');
    expect(page.body).toContain('Paga 9.50 €');
    const invalid = await t.app.inject({
      method: 'POST',
      url: path,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'accept-language': 'en-GB',
      },
      payload: new URLSearchParams({ ...card, exp: 'nope' }).toString(),
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.body).toContain('Please check your card details.');
    expect(invalid.body).toContain('Pay €9.50');
  });

  it('answers unknown sessions with a 404', async () => {
    expect((await call(t.app, null, 'GET', '/users/booking/checkSession/cs_nope')).statusCode).toBe(
      404,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/payments/sandbox/checkout/cs_nope' }))
        .statusCode,
    ).toBe(404);
    expect((await post('cs_nope', card)).statusCode).toBe(404);
  });
});
