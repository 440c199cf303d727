import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { adminAuditLog } from '../../db/schema/index.ts';
import type { SessionUser } from '../../sessions.ts';
import { call, member, serviceContext } from '#tests/helpers/payments.ts';
import { actOnOrder } from './admin-orders.ts';
import { addProduct, fund, moneyOf, stockOf } from '#tests/helpers/shop.ts';

type Session = { id: string; cookie: string };
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('the admin shop: catalogue and order desk', () => {
  let t: TestApp;
  let admin: Session;
  let ana: Session;
  let grips: string;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    admin = await member(db, 'boss@test.local', 'admin');
    ana = await member(db, 'ana@test.local', 'user-adult');
    await fund(db, ana.id, 5_000);
    grips = await addProduct(db, { name: 'Overgrip', priceCents: 600, stock: 10 });
  });
  afterAll(() => t.close());

  const put = (cookie: string, url: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api${url}`, headers: { cookie }, payload });

  async function buy(quantity: number) {
    const res = await call(t.app, ana.cookie, 'POST', '/shop/orders', {
      items: [{ productId: grips, quantity }],
    });
    expect(res.statusCode).toBe(201);
    return res.json().order as { _id: string; code: string };
  }

  it('refuses the admin shop to members (403) and to nobody (401)', async () => {
    const urls: Array<['GET' | 'POST', string]> = [
      ['GET', '/admin/shop/products'],
      ['POST', '/admin/shop/products'],
      ['GET', '/admin/shop/orders'],
      ['POST', `/admin/shop/orders/${grips}/refund`],
    ];
    for (const [method, url] of urls) {
      expect((await call(t.app, ana.cookie, method, url, {})).statusCode, url).toBe(403);
      expect((await call(t.app, null, method, url, {})).statusCode, url).toBe(401);
    }
  });

  it('creates and edits products, each change in the audit log', async () => {
    const created = await call(t.app, admin.cookie, 'POST', '/admin/shop/products', {
      name: 'Alquiler de raqueta',
      price: 3,
      stock: 4,
    });
    expect(created.statusCode).toBe(201);
    const product = created.json().product;
    expect(product).toMatchObject({
      name: 'Alquiler de raqueta',
      price: 3,
      stock: 4,
      active: true,
    });
    const edited = await put(admin.cookie, `/admin/shop/products/${product._id}`, {
      name: 'Alquiler de raqueta',
      price: 3.5,
      stock: 6,
      active: false,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().product).toMatchObject({ price: 3.5, stock: 6, active: false });
    const members = (await call(t.app, ana.cookie, 'GET', '/shop/products')).json().products;
    expect(members.map((p: { name: string }) => p.name)).toEqual(['Overgrip']);
    const audit = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.entityId, product._id));
    expect(audit.map((a) => a.action).sort()).toEqual([
      'shop_product.create',
      'shop_product.update',
    ]);
  });

  it('uploads a product photo (checked from its bytes) and shows it to members', async () => {
    const upload = async (bytes: Buffer) => {
      const form = new FormData();
      form.append('image', new Blob([bytes], { type: 'image/png' }), 'grips.png');
      const request = new Request('http://localhost/', { method: 'POST', body: form });
      return t.app.inject({
        method: 'POST',
        url: `/api/admin/shop/products/${grips}/image`,
        headers: { cookie: admin.cookie, 'content-type': request.headers.get('content-type')! },
        payload: Buffer.from(await request.arrayBuffer()),
      });
    };
    const res = await upload(PNG);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Imagen del producto actualizada.');
    const image = res.json().product.image as string;
    expect(image).toMatch(/^\/uploads\/.+\.png$/);
    const members = (await call(t.app, ana.cookie, 'GET', '/shop/products')).json().products;
    expect(members.find((p: { _id: string }) => p._id === grips).image).toBe(image);
    const bad = await upload(Buffer.from('no soy una imagen'));
    expect(bad.statusCode).toBe(400);
    const noFile = await call(
      t.app,
      admin.cookie,
      'POST',
      `/admin/shop/products/${grips}/image`,
      {},
    );
    expect(noFile.statusCode).toBe(400);
  });

  it('answers a bad product with 400 and a clear message', async () => {
    const cases: Array<[object, string]> = [
      [{ name: '', price: 3, stock: 1 }, 'El nombre es obligatorio.'],
      [{ name: 'X', price: 0, stock: 1 }, 'El precio debe ser mayor que 0.'],
      [{ name: 'X', price: 1.234, stock: 1 }, 'Como mucho 2 decimales.'],
      [{ name: 'X', price: 1, stock: -1 }, 'El stock no puede ser negativo.'],
      [{ name: 'X', price: 1, stock: 1.5 }, 'El stock debe ser un número entero.'],
    ];
    for (const [payload, message] of cases) {
      const res = await call(t.app, admin.cookie, 'POST', '/admin/shop/products', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const missing = await put(
      admin.cookie,
      '/admin/shop/products/00000000-0000-4000-8000-000000000000',
      { name: 'X', price: 1, stock: 1 },
    );
    expect(missing.statusCode).toBe(404);
  });

  it('moves an order paid → ready → delivered, and nothing else', async () => {
    const order = await buy(1);
    const act = (action: string) =>
      call(t.app, admin.cookie, 'POST', `/admin/shop/orders/${order._id}/${action}`);
    expect((await act('delivered')).statusCode).toBe(409);
    const ready = await act('ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({
      message: 'Pedido listo para recoger.',
      order: { status: 'ready', member: { _id: ana.id, email: 'ana@test.local' } },
    });
    const list = await call(t.app, admin.cookie, 'GET', '/admin/shop/orders?status=ready');
    expect(list.json().orders.map((o: { code: string }) => o.code)).toEqual([order.code]);
    expect((await act('delivered')).json().order.status).toBe('delivered');
    const late = await act('refund');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      'Solo se puede reembolsar un pedido pagado o listo para recoger.',
    );
    const bad = await call(t.app, admin.cookie, 'GET', '/admin/shop/orders?status=lost');
    expect(bad.statusCode).toBe(400);
  });

  it('refunds to the wallet once, with the stock back; a second refund is a 409', async () => {
    const order = await buy(2);
    const before = await moneyOf(t.database.db, ana.id);
    const stock = await stockOf(t.database.db, grips);
    const refund = () =>
      call(t.app, admin.cookie, 'POST', `/admin/shop/orders/${order._id}/refund`);
    const first = await refund();
    expect(first.statusCode).toBe(200);
    expect(first.json().order.status).toBe('refunded');
    expect(await moneyOf(t.database.db, ana.id)).toEqual({
      balanceCents: before.balanceCents + 1_200,
      ledgerRows: before.ledgerRows + 1,
    });
    expect(await stockOf(t.database.db, grips)).toBe(stock + 2);
    const second = await refund();
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('El pedido ya está reembolsado.');
    expect(await moneyOf(t.database.db, ana.id)).toEqual({
      balanceCents: before.balanceCents + 1_200,
      ledgerRows: before.ledgerRows + 1,
    });
    const audit = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(
        and(eq(adminAuditLog.entityId, order._id), eq(adminAuditLog.action, 'shop_order.refund')),
      );
    expect(audit).toHaveLength(1);
    const mine = (await call(t.app, ana.cookie, 'GET', '/shop/orders')).json().orders;
    expect(mine.find((o: { _id: string }) => o._id === order._id).status).toBe('refunded');
  });

  it('tells the member live when an order changes state', async () => {
    const order = await buy(1);
    const ctx = serviceContext(t);
    const boss: SessionUser = {
      id: admin.id,
      name: 'Boss',
      email: 'boss@test.local',
      role: 'admin',
    } as SessionUser;
    await actOnOrder(ctx, boss, order._id, 'ready');
    expect(ctx.emitted).toContainEqual({
      userId: ana.id,
      event: `shopOrderUpdated:${ana.id}`,
      payload: { orderId: order._id, status: 'ready' },
    });
  });
});
