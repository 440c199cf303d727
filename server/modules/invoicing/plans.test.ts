/**
 * A plan's months are sales: the first payment of a membership and each renewal give a ticket
 * at the plan's price, here exempt (a non-profit club, art. 20.Uno.13º Ley 37/1992), so the
 * ticket says so and carries no VAT.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { call, GOOD_CARD, member, serviceContext } from '#tests/helpers/payments.ts';
import { renewDueSubscriptions } from '../payments/index.ts';
import { chainPending } from './index.ts';
import { DEFAULT_INVOICING, saveInvoicing } from './settings.ts';

describe("a plan's months ticketed", () => {
  let t: TestApp;
  let clock = new Date('2026-03-10T10:00:00Z');
  const now = () => clock;
  let ana: { id: string; cookie: string };
  const chain = () => chainPending({ db: t.database.db, now, config: t.config });
  const tickets = async () =>
    (await call(t.app, ana.cookie, 'GET', '/invoices')).json().invoices as Array<{
      _id: string;
      number: string;
      total: number;
      description: string;
    }>;

  beforeAll(async () => {
    t = await createTestApp({ now });
    ana = await member(t.database.db, 'ana@test.local');
    await saveInvoicing(t.database.db, {
      ...DEFAULT_INVOICING,
      issuer: { nif: 'G28000008', name: 'Club Deportivo Sin Ánimo', address: 'Calle Mayor 1' },
      vat: { ...DEFAULT_INVOICING.vat, membership: { exempt: 'E1' } },
    });
  });
  afterAll(() => t.close());

  it('tickets the first month of a membership, exempt, and each renewal', async () => {
    const started = await call(t.app, ana.cookie, 'POST', '/users/create-subscription', {
      priceType: 'adult',
    });
    const { clientSecret } = started.json() as { clientSecret: string };
    const paid = await call(t.app, ana.cookie, 'POST', '/payments/sandbox/confirm', {
      clientSecret,
      card: GOOD_CARD,
    });
    expect(paid.statusCode).toBe(200);
    await chain();
    const [first] = await tickets();
    expect(first).toMatchObject({
      number: 'T2026-0000001',
      total: 55,
      description: 'Cuota de socio',
    });
    const invoice = (await call(t.app, ana.cookie, 'GET', `/invoices/${first!._id}`)).json()
      .invoice;
    expect(invoice.taxes).toEqual([{ vatRate: 0, exempt: true, base: 55, vat: 0, total: 55 }]);
    expect(invoice.vatTotal).toBe(0);

    clock = new Date('2026-04-10T11:00:00Z');
    expect(await renewDueSubscriptions(serviceContext(t, now))).toBeGreaterThan(0);
    await chain();
    expect((await tickets()).map((i) => [i.number, i.total])).toEqual([
      ['T2026-0000002', 55],
      ['T2026-0000001', 55],
    ]);
  });
});
