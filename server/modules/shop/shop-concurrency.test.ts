import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { createTestDatabase, describeOnPostgres } from '#tests/helpers/test-db.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { call, member } from '#tests/helpers/payments.ts';
import { addProduct, fund, moneyOf, ordersOf, stockOf } from '#tests/helpers/shop.ts';

const pg = describeOnPostgres();
type Session = { id: string; cookie: string };

describe.skipIf(!pg.run)(`shop stock under concurrency on PostgreSQL ${pg.reason}`, () => {
  let t: TestApp;
  let database: DatabaseHandle;
  let n = 0;

  beforeAll(async () => {
    database = await createTestDatabase({ engine: 'postgres', poolSize: 30 });
    t = await createTestApp({ database });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await database.close();
  });

  async function buyers(count: number, cents: number): Promise<Session[]> {
    const out: Session[] = [];
    for (let i = 0; i < count; i++) {
      n += 1;
      const who = await member(t.database.db, `buyer${n}@test.local`, 'user-adult');
      if (cents > 0) await fund(t.database.db, who.id, cents);
      out.push(who);
    }
    return out;
  }

  it('20 members buying the last 3 items at once: exactly 3 orders, the others charged nothing', async () => {
    const db = t.database.db;
    const product = await addProduct(db, { name: 'Bote de 3 bolas', priceCents: 450, stock: 3 });
    const people = await buyers(20, 2_000);
    const before = await Promise.all(people.map((p) => moneyOf(db, p.id)));

    const answers = await Promise.all(
      people.map((p) =>
        call(t.app, p.cookie, 'POST', '/shop/orders', {
          items: [{ productId: product, quantity: 1 }],
        }),
      ),
    );

    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([...Array(3).fill(201), ...Array(17).fill(409)]);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json().message).toBe('No queda stock de Bote de 3 bolas');
    }
    expect(await stockOf(db, product)).toBe(0);
    for (const [i, p] of people.entries()) {
      const bought = answers[i]!.statusCode === 201;
      const after = await moneyOf(db, p.id);
      expect(after).toEqual(
        bought ? { balanceCents: 2_000 - 450, ledgerRows: before[i]!.ledgerRows + 1 } : before[i],
      );
      expect(await ordersOf(db, p.id)).toHaveLength(bought ? 1 : 0);
    }
  });

  it('20 card payments for the last 3 items hold exactly 3, and the stock never goes below zero', async () => {
    const db = t.database.db;
    const product = await addProduct(db, { name: 'Raqueta', priceCents: 900, stock: 3 });
    const people = await buyers(20, 0);
    const answers = await Promise.all(
      people.map((p) =>
        call(t.app, p.cookie, 'POST', '/shop/orders/createPaymentIntent', {
          items: [{ productId: product, quantity: 1 }],
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(17);
    expect(await stockOf(db, product)).toBe(0);
  });

  it('wallet buyers of several products at once in opposite orders neither deadlock nor oversell', async () => {
    const db = t.database.db;
    const a = await addProduct(db, { name: 'Agua', priceCents: 100, stock: 5 });
    const b = await addProduct(db, { name: 'Isotónica', priceCents: 200, stock: 5 });
    const people = await buyers(12, 1_000);
    const answers = await Promise.all(
      people.map((p, i) =>
        call(t.app, p.cookie, 'POST', '/shop/orders', {
          items:
            i % 2 === 0
              ? [
                  { productId: a, quantity: 1 },
                  { productId: b, quantity: 1 },
                ]
              : [
                  { productId: b, quantity: 1 },
                  { productId: a, quantity: 1 },
                ],
        }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(5);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(7);
    expect(await stockOf(db, a)).toBe(0);
    expect(await stockOf(db, b)).toBe(0);
  });
});
