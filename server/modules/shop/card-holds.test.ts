import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { GOOD_CARD, call, member } from '#tests/helpers/payments.ts';
import { HOLD_MINUTES } from './orders.ts';
import { addProduct, fund, moneyOf, stockOf } from '#tests/helpers/shop.ts';

type Session = { id: string; cookie: string };

describe('card orders hold stock for a while; a late payment is never lost', () => {
  let t: TestApp;
  let clock = new Date('2026-11-23T10:00:00Z');
  let ana: Session;
  let bea: Session;

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    ana = await member(t.database.db, 'ana@test.local', 'user-adult');
    bea = await member(t.database.db, 'bea@test.local', 'user-adult');
    await fund(t.database.db, bea.id, 10_000);
  });
  afterAll(() => t.close());

  const later = () => {
    clock = new Date(clock.getTime() + (HOLD_MINUTES + 1) * 60_000);
  };
  const cardOrder = async (who: Session, productId: string, quantity: number) => {
    const res = await call(t.app, who.cookie, 'POST', '/shop/orders/createPaymentIntent', {
      items: [{ productId, quantity }],
    });
    expect(res.statusCode).toBe(200);
    return res.json() as { clientSecret: string; order: { _id: string } };
  };
  const pay = (who: Session, clientSecret: string) =>
    call(t.app, who.cookie, 'POST', '/payments/sandbox/confirm', { clientSecret, card: GOOD_CARD });
  const statusOf = async (who: Session, orderId: string) => {
    const orders = (await call(t.app, who.cookie, 'GET', '/shop/orders')).json().orders as Array<{
      _id: string;
      status: string;
    }>;
    return orders.find((o) => o._id === orderId)?.status ?? null;
  };

  it('an abandoned hold goes back on the shelf for the next buyer after the hold time', async () => {
    const racket = await addProduct(t.database.db, { name: 'Raqueta', priceCents: 900, stock: 1 });
    await cardOrder(ana, racket, 1);
    const blocked = await call(t.app, bea.cookie, 'POST', '/shop/orders', {
      items: [{ productId: racket, quantity: 1 }],
    });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toBe('No queda stock de Raqueta');
    later();
    const bought = await call(t.app, bea.cookie, 'POST', '/shop/orders', {
      items: [{ productId: racket, quantity: 1 }],
    });
    expect(bought.statusCode).toBe(201);
    expect(await stockOf(t.database.db, racket)).toBe(0);
  });

  it('paid after its hold ran out and the stock was sold: refunded to the wallet, once', async () => {
    const grips = await addProduct(t.database.db, { name: 'Grips', priceCents: 600, stock: 2 });
    const { clientSecret, order } = await cardOrder(ana, grips, 2);
    later();
    const sold = await call(t.app, bea.cookie, 'POST', '/shop/orders', {
      items: [{ productId: grips, quantity: 2 }],
    });
    expect(sold.statusCode).toBe(201);
    const before = await moneyOf(t.database.db, ana.id);
    expect((await pay(ana, clientSecret)).statusCode).toBe(200);
    expect(await statusOf(ana, order._id)).toBe('refunded');
    expect(await moneyOf(t.database.db, ana.id)).toEqual({
      balanceCents: before.balanceCents + 1_200,
      ledgerRows: before.ledgerRows + 1,
    });
    expect(await stockOf(t.database.db, grips)).toBe(0);
    // The browser's report of the same payment changes nothing more.
    expect((await pay(ana, clientSecret)).statusCode).not.toBe(500);
    expect((await moneyOf(t.database.db, ana.id)).balanceCents).toBe(before.balanceCents + 1_200);
  });

  it('paid after its hold ran out while stock remains: it takes the stock again and is paid', async () => {
    const balls = await addProduct(t.database.db, { name: 'Bolas', priceCents: 500, stock: 3 });
    const { clientSecret, order } = await cardOrder(ana, balls, 1);
    later();
    // Any purchase releases expired holds.
    await call(t.app, bea.cookie, 'POST', '/shop/orders', {
      items: [{ productId: balls, quantity: 1 }],
    });
    expect(await stockOf(t.database.db, balls)).toBe(2);
    expect(await statusOf(ana, order._id)).toBeNull();
    expect((await pay(ana, clientSecret)).statusCode).toBe(200);
    expect(await statusOf(ana, order._id)).toBe('paid');
    expect(await stockOf(t.database.db, balls)).toBe(1);
  });
});
