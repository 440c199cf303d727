import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { payments } from '../../db/schema/index.ts';
import { call, DECLINED_CARD, GOOD_CARD, member, NO_FUNDS_CARD } from '#tests/helpers/payments.ts';

describe('wallet on the sandbox gateway', () => {
  let t: TestApp;
  let ana: { id: string; cookie: string };
  let ben: { id: string; cookie: string };
  beforeAll(async () => {
    t = await createTestApp();
    ana = await member(t.database.db, 'ana@test.local');
    ben = await member(t.database.db, 'ben@test.local');
  });
  afterAll(() => t.close());

  it('needs a session on every wallet route', async () => {
    expect((await call(t.app, null, 'GET', '/users/wallet')).statusCode).toBe(401);
    expect((await call(t.app, null, 'GET', '/users/saved-cards')).statusCode).toBe(401);
    const topUp = await call(t.app, null, 'POST', '/users/wallet/createPaymentIntent', {
      amount: 20,
    });
    expect(topUp.statusCode).toBe(401);
    const confirm = await call(t.app, null, 'POST', '/payments/sandbox/confirm', {
      clientSecret: 'x',
      card: GOOD_CARD,
    });
    expect(confirm.statusCode).toBe(401);
  });

  it('starts empty', async () => {
    const res = await call(t.app, ana.cookie, 'GET', '/users/wallet');
    expect(res.json()).toEqual({ balance: 0, transactions: [] });
    expect((await call(t.app, ana.cookie, 'GET', '/users/saved-cards')).json()).toEqual({
      cards: [],
    });
  });

  it('refuses top-ups under 10 € and malformed ones with a 400', async () => {
    for (const payload of [
      { amount: 9.99 },
      { amount: 0 },
      { amount: -20 },
      { amount: '20' },
      {},
    ]) {
      const res = await call(
        t.app,
        ana.cookie,
        'POST',
        '/users/wallet/createPaymentIntent',
        payload,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
    }
    const res = await call(t.app, ana.cookie, 'POST', '/users/wallet/createPaymentIntent', {
      amount: 5,
    });
    expect(res.json().message).toContain('El ingreso mínimo es de 10€.');
  });

  it('credits a top-up once, only when the card succeeds, and survives repeated reports', async () => {
    const intent = await call(t.app, ana.cookie, 'POST', '/users/wallet/createPaymentIntent', {
      amount: 25,
    });
    expect(intent.statusCode).toBe(200);
    const { clientSecret } = intent.json() as { clientSecret: string };
    expect(clientSecret).toMatch(/_secret_/);

    // Nothing is credited before the payment succeeds.
    expect((await call(t.app, ana.cookie, 'GET', '/users/wallet')).json().balance).toBe(0);

    const declined = await call(t.app, ana.cookie, 'POST', '/payments/sandbox/confirm', {
      clientSecret,
      card: DECLINED_CARD,
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.json().message).toBe('Tu tarjeta ha sido rechazada.');
    const noFunds = await call(t.app, ana.cookie, 'POST', '/payments/sandbox/confirm', {
      clientSecret,
      card: NO_FUNDS_CARD,
    });
    expect(noFunds.statusCode).toBe(402);
    expect(noFunds.json().message).toBe('Tu tarjeta no tiene fondos suficientes.');
    expect((await call(t.app, ana.cookie, 'GET', '/users/wallet')).json().balance).toBe(0);

    const ok = await call(t.app, ana.cookie, 'POST', '/payments/sandbox/confirm', {
      clientSecret,
      card: GOOD_CARD,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ status: 'succeeded' });
    // Reported again: still one credit.
    const again = await call(t.app, ana.cookie, 'POST', '/payments/sandbox/confirm', {
      clientSecret,
      card: GOOD_CARD,
    });
    expect(again.json()).toEqual({ status: 'succeeded' });

    const wallet = (await call(t.app, ana.cookie, 'GET', '/users/wallet')).json();
    expect(wallet.balance).toBe(25);
    expect(wallet.transactions).toHaveLength(1);
    expect(wallet.transactions[0]).toMatchObject({ type: 'credit', amount: 25 });
    expect(typeof wallet.transactions[0]._id).toBe('string');
    expect(Number.isNaN(Date.parse(wallet.transactions[0].date))).toBe(false);
  });

  it('saves the card used, and pays with it next time', async () => {
    const cards = (await call(t.app, ana.cookie, 'GET', '/users/saved-cards')).json().cards;
    expect(cards).toEqual([
      { id: expect.any(String), brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 },
    ]);
    const intent = await call(t.app, ana.cookie, 'POST', '/users/wallet/createPaymentIntent', {
      amount: 10.5,
      paymentMethodId: cards[0].id,
    });
    expect(intent.statusCode).toBe(200);
    const ok = await call(t.app, ana.cookie, 'POST', '/payments/sandbox/confirm', {
      clientSecret: intent.json().clientSecret,
      paymentMethodId: cards[0].id,
    });
    expect(ok.statusCode).toBe(200);
    const wallet = (await call(t.app, ana.cookie, 'GET', '/users/wallet')).json();
    expect(wallet.balance).toBe(35.5);
    expect(wallet.transactions.map((x: { amount: number }) => x.amount)).toEqual([10.5, 25]);
  });

  it('keeps members apart: no reading, paying with or confirming for another', async () => {
    expect((await call(t.app, ben.cookie, 'GET', '/users/wallet')).json().balance).toBe(0);
    expect((await call(t.app, ben.cookie, 'GET', '/users/saved-cards')).json().cards).toEqual([]);
    const anaCard = (await call(t.app, ana.cookie, 'GET', '/users/saved-cards')).json().cards[0];
    const anaIntent = await call(t.app, ana.cookie, 'POST', '/users/wallet/createPaymentIntent', {
      amount: 50,
    });
    const stolen = await call(t.app, ben.cookie, 'POST', '/payments/sandbox/confirm', {
      clientSecret: anaIntent.json().clientSecret,
      card: GOOD_CARD,
    });
    expect(stolen.statusCode).toBe(404);

    const intentsBefore = await t.database.db.$count(payments);
    const withAnasCard = await call(
      t.app,
      ben.cookie,
      'POST',
      '/users/wallet/createPaymentIntent',
      {
        amount: 10,
        paymentMethodId: anaCard.id,
      },
    );
    expect(withAnasCard.statusCode).toBe(404);
    expect(withAnasCard.json()).toEqual({ success: false, message: 'Tarjeta no encontrada.' });
    expect(await t.database.db.$count(payments)).toBe(intentsBefore);

    const benIntent = await call(t.app, ben.cookie, 'POST', '/users/wallet/createPaymentIntent', {
      amount: 10,
    });
    const otherCard = await call(t.app, ben.cookie, 'POST', '/payments/sandbox/confirm', {
      clientSecret: benIntent.json().clientSecret,
      paymentMethodId: anaCard.id,
    });
    expect(otherCard.statusCode).toBe(402);
    expect((await call(t.app, ana.cookie, 'GET', '/users/wallet')).json().balance).toBe(35.5);
    expect((await call(t.app, ben.cookie, 'GET', '/users/wallet')).json().balance).toBe(0);
  });

  it('answers bad confirm bodies with a 400', async () => {
    for (const payload of [
      {},
      { clientSecret: 'x' },
      { clientSecret: 'x', card: { number: '4242' } },
      { clientSecret: 'x', card: { ...GOOD_CARD, expMonth: 13 } },
    ]) {
      const res = await call(t.app, ana.cookie, 'POST', '/payments/sandbox/confirm', payload);
      expect(res.statusCode).toBe(400);
    }
  });

  it('tells the PWA which gateway is in use', async () => {
    const res = await call(t.app, null, 'GET', '/payments/config');
    expect(res.json()).toEqual({ gateway: 'sandbox', publishableKey: null });
  });
});
