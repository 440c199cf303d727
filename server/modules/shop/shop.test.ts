import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPickupCode } from '@/domain/shop.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { DECLINED_CARD, GOOD_CARD, call, member } from '#tests/helpers/payments.ts';
import { addProduct, fund, moneyOf, ordersOf, stockOf } from '#tests/helpers/shop.ts';

type Session = { id: string; cookie: string };

describe('the shop: buying from the wallet and by card', () => {
  let t: TestApp;
  let ana: Session;
  let balls: string;
  let water: string;
  let racket: string;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    ana = await member(db, 'ana@test.local', 'user-adult');
    await fund(db, ana.id, 2_000);
    balls = await addProduct(db, { name: 'Bote de 3 bolas', priceCents: 450, stock: 10 });
    water = await addProduct(db, { name: 'Agua 50 cl', priceCents: 100, stock: 1 });
    racket = await addProduct(db, { name: 'Raqueta', priceCents: 9_000, stock: 5 });
    await addProduct(db, { name: 'Oculto', priceCents: 100, stock: 5, active: false });
  });
  afterAll(() => t.close());

  it('lists the active products with their stock, to signed-in users only', async () => {
    expect((await call(t.app, null, 'GET', '/shop/products')).statusCode).toBe(401);
    const res = await call(t.app, ana.cookie, 'GET', '/shop/products');
    expect(res.statusCode).toBe(200);
    const names = (
      res.json().products as Array<{ name: string; price: number; stock: number }>
    ).map((p) => `${p.name} ${p.price} ${p.stock}`);
    expect(names).toEqual(['Agua 50 cl 1 1', 'Bote de 3 bolas 4.5 10', 'Raqueta 90 5']);
  });

  it('pays two items from the wallet in one debit, with a pick-up code', async () => {
    const res = await call(t.app, ana.cookie, 'POST', '/shop/orders', {
      items: [
        { productId: balls, quantity: 2 },
        { productId: water, quantity: 1 },
      ],
    });
    expect(res.statusCode).toBe(201);
    const { order, message } = res.json();
    expect(message).toBe('Pedido pagado con el monedero.');
    expect(order.status).toBe('paid');
    expect(order.total).toBe(10);
    expect(isPickupCode(order.code)).toBe(true);
    expect(await stockOf(t.database.db, balls)).toBe(8);
    expect(await stockOf(t.database.db, water)).toBe(0);
    expect(await moneyOf(t.database.db, ana.id)).toEqual({ balanceCents: 1_000, ledgerRows: 2 });
    const mine = await call(t.app, ana.cookie, 'GET', '/shop/orders');
    expect(mine.json().orders).toEqual([order]);
  });

  it('refuses a sold-out product or a short balance and charges nothing', async () => {
    const before = await moneyOf(t.database.db, ana.id);
    const soldOut = await call(t.app, ana.cookie, 'POST', '/shop/orders', {
      items: [
        { productId: balls, quantity: 1 },
        { productId: water, quantity: 1 },
      ],
    });
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json().message).toBe('No queda stock de Agua 50 cl');
    const short = await call(t.app, ana.cookie, 'POST', '/shop/orders', {
      items: [{ productId: racket, quantity: 1 }],
    });
    expect(short.statusCode).toBe(409);
    expect(short.json().message).toBe('Saldo insuficiente en el monedero.');
    expect(await moneyOf(t.database.db, ana.id)).toEqual(before);
    expect(await stockOf(t.database.db, balls)).toBe(8);
    expect(await stockOf(t.database.db, racket)).toBe(5);
    expect(await ordersOf(t.database.db, ana.id)).toHaveLength(1);
  });

  it('answers bad carts with 400 and a clear message', async () => {
    const cases: Array<[unknown, string]> = [
      [{ items: [] }, 'El carrito está vacío.'],
      [{ items: [{ productId: balls, quantity: 0 }] }, 'entre 1 y 10'],
      [{ items: [{ productId: balls, quantity: 11 }] }, 'entre 1 y 10'],
      [
        {
          items: [
            { productId: balls, quantity: 6 },
            { productId: balls, quantity: 6 },
          ],
        },
        'entre 1 y 10',
      ],
      [{ items: [{ productId: 'nope', quantity: 1 }] }, 'Producto no encontrado.'],
      [{}, 'El carrito está vacío.'],
    ];
    for (const [payload, message] of cases) {
      const res = await call(t.app, ana.cookie, 'POST', '/shop/orders', payload as object);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const unknown = await call(t.app, ana.cookie, 'POST', '/shop/orders', {
      items: [{ productId: '00000000-0000-4000-8000-000000000000', quantity: 1 }],
    });
    expect(unknown.statusCode).toBe(404);
    expect(await stockOf(t.database.db, balls)).toBe(8);
  });

  it('takes a card from 5 €: the stock is held, then paid once the card succeeds', async () => {
    const small = await call(t.app, ana.cookie, 'POST', '/shop/orders/createPaymentIntent', {
      items: [{ productId: balls, quantity: 1 }],
    });
    expect(small.statusCode).toBe(400);
    expect(small.json().message).toBe('El pago con tarjeta requiere un importe mínimo de 5€.');
    expect(await stockOf(t.database.db, balls)).toBe(8);

    const res = await call(t.app, ana.cookie, 'POST', '/shop/orders/createPaymentIntent', {
      items: [{ productId: racket, quantity: 1 }],
    });
    expect(res.statusCode).toBe(200);
    const { clientSecret, order } = res.json();
    expect(order.status).toBe('pending');
    expect(await stockOf(t.database.db, racket)).toBe(4);
    const confirm = await call(t.app, ana.cookie, 'POST', '/payments/sandbox/confirm', {
      clientSecret,
      card: GOOD_CARD,
    });
    expect(confirm.statusCode).toBe(200);
    const mine = (await call(t.app, ana.cookie, 'GET', '/shop/orders')).json().orders;
    expect(mine[0]).toMatchObject({ _id: order._id, status: 'paid', total: 90, method: 'card' });
    // The card paid it: the wallet was not touched.
    expect((await moneyOf(t.database.db, ana.id)).balanceCents).toBe(1_000);
  });

  it('a declined card releases the held stock and shows no order', async () => {
    const res = await call(t.app, ana.cookie, 'POST', '/shop/orders/createPaymentIntent', {
      items: [{ productId: racket, quantity: 2 }],
    });
    expect(await stockOf(t.database.db, racket)).toBe(2);
    const confirm = await call(t.app, ana.cookie, 'POST', '/payments/sandbox/confirm', {
      clientSecret: res.json().clientSecret,
      card: DECLINED_CARD,
    });
    expect(confirm.statusCode).toBe(402);
    expect(await stockOf(t.database.db, racket)).toBe(4);
    const mine = (await call(t.app, ana.cookie, 'GET', '/shop/orders')).json().orders;
    expect(mine.map((o: { _id: string }) => o._id)).not.toContain(res.json().order._id);
  });

  it("someone else's or an unknown card: refused before any charge, the stock back", async () => {
    const res = await call(t.app, ana.cookie, 'POST', '/shop/orders/createPaymentIntent', {
      items: [{ productId: racket, quantity: 1 }],
      paymentMethodId: 'pm_nobody',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Tarjeta no encontrada.');
    expect(await stockOf(t.database.db, racket)).toBe(4);
  });
});
