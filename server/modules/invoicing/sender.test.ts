/**
 * VERI*FACTU sending against a local fake AEAT with mutual TLS (tests/helpers/fake-aeat.ts):
 * records go in chain order and take AEAT's answer each; AEAT's wait is kept; AEAT down keeps
 * them waiting without touching a sale, and they go, still in order, once it answers.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeAeat, type FakeAeat } from '#tests/helpers/fake-aeat.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { userWithSession } from '#tests/helpers/bookings.ts';
import { billingRecords } from '../../db/schema/index.ts';
import { stored } from '../../stored-text.ts';
import { debitWallet, creditWallet } from '../wallet/index.ts';
import { chainPending, closeAeatClients, sendPendingRecords } from './index.ts';
import { saveInvoicing, DEFAULT_INVOICING } from './settings.ts';

describe('sending records to AEAT', () => {
  let aeat: FakeAeat;
  let t: TestApp;
  let now = new Date('2027-01-04T10:00:00Z');
  let userId: string;
  let sales = 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aeat-'));
  const ctx = () => ({ db: t.database.db, now: () => now, config: t.config });

  /** One sale of 10 € from the wallet, numbered and chained. */
  async function sell(): Promise<void> {
    sales += 1;
    await t.database.db.transaction((tx) =>
      debitWallet(tx, userId, 1000, stored('invoices.lineShop'), `sale-${sales}`, {
        kind: 'shop',
        subject: `shop:${sales}`,
      }),
    );
    await chainPending(ctx());
  }
  const states = async () =>
    (await t.database.db.select().from(billingRecords).orderBy(asc(billingRecords.position))).map(
      (r) => [r.record.number, r.state, r.code, r.attempts],
    );

  beforeAll(async () => {
    aeat = await startFakeAeat();
    fs.writeFileSync(path.join(dir, 'club.p12'), aeat.pfx);
    fs.writeFileSync(path.join(dir, 'ca.pem'), aeat.ca);
    t = await createTestApp({
      now: () => now,
      env: {
        AEAT_CERTIFICATE_FILE: path.join(dir, 'club.p12'),
        AEAT_CERTIFICATE_PASSWORD: aeat.passphrase,
        AEAT_CA_FILE: path.join(dir, 'ca.pem'),
        AEAT_ENDPOINT: aeat.url,
      },
    });
    userId = (await userWithSession(t.database.db, { email: 'ana@test.local' })).id;
    await t.database.db.transaction((tx) =>
      creditWallet(tx, userId, 100_000, stored('payments.ledgerTopUp'), 'top-up'),
    );
    await saveInvoicing(t.database.db, {
      ...DEFAULT_INVOICING,
      issuer: { nif: '89890001K', name: 'Club de prueba', address: 'Calle Mayor 1' },
      mode: 'verifactu',
    });
  });
  afterAll(async () => {
    closeAeatClients();
    await t.close();
    await aeat.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('sends the records in chain order and keeps each answer', async () => {
    for (let i = 0; i < 3; i++) await sell();
    aeat.script({
      kind: 'answer',
      waitSeconds: 60,
      verdict: (_record, i) =>
        i === 1
          ? {
              state: 'AceptadoConErrores',
              code: 2004,
              message: 'El valor del campo NIF es incorrecto',
            }
          : i === 2
            ? { state: 'Incorrecto', code: 1100, message: 'Valor o tipo incorrecto' }
            : { state: 'Correcto' },
    });
    expect(await sendPendingRecords(ctx())).toBe('sent');
    expect(aeat.received.map((r) => r.number)).toEqual([
      'T2027-0000001',
      'T2027-0000002',
      'T2027-0000003',
    ]);
    expect(aeat.received[0]!.previousFingerprint).toBeNull();
    expect(aeat.received[1]!.previousFingerprint).toBe(aeat.received[0]!.fingerprint);
    expect(await states()).toEqual([
      ['T2027-0000001', 'correct', null, 1],
      ['T2027-0000002', 'acceptedWithErrors', '2004', 1],
      ['T2027-0000003', 'rejected', '1100', 1],
    ]);
  });

  it('waits as long as AEAT asked before the next request', async () => {
    await sell();
    expect(await sendPendingRecords(ctx())).toBe('waiting');
    expect(aeat.requests).toHaveLength(1);
    now = new Date(now.getTime() + 61_000);
  });

  it('keeps records waiting while AEAT is down, and sends them in order when it answers', async () => {
    await sell();
    aeat.script({ kind: 'down' }, 2);
    expect(await sendPendingRecords(ctx())).toBe('unavailable');
    // The sale goes on meanwhile: its ticket is numbered and chained.
    await sell();
    expect(await sendPendingRecords(ctx())).toBe('waiting');
    now = new Date(now.getTime() + 60_000);
    expect(await sendPendingRecords(ctx())).toBe('unavailable');
    now = new Date(now.getTime() + 120_000);
    aeat.script({ kind: 'answer', waitSeconds: 0 });
    expect(await sendPendingRecords(ctx())).toBe('sent');
    expect(aeat.received.map((r) => r.number).slice(3)).toEqual([
      'T2027-0000004',
      'T2027-0000005',
      'T2027-0000006',
    ]);
    const last = (await states()).slice(3);
    expect(last).toEqual([
      ['T2027-0000004', 'correct', null, 3],
      ['T2027-0000005', 'correct', null, 3],
      ['T2027-0000006', 'correct', null, 2],
    ]);
    expect(await sendPendingRecords(ctx())).toBe('idle');
  });

  it('lets one sender at a time send: two at once send each record once', async () => {
    await sell();
    aeat.script({ kind: 'answer', waitSeconds: 0 });
    const before = aeat.received.length;
    const results = await Promise.all([sendPendingRecords(ctx()), sendPendingRecords(ctx())]);
    expect(results.sort()).toEqual(['sent', 'waiting']);
    expect(aeat.received.slice(before).map((r) => r.number)).toEqual(['T2027-0000007']);
  });

  it("shows the queue to the admin with AEAT's messages", async () => {
    const admin = await userWithSession(t.database.db, {
      email: 'admin@test.local',
      role: 'admin',
    });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/invoices/queue',
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(200);
    const records = res.json().records as Array<{
      invoiceNumber: string;
      state: string;
      message: string;
    }>;
    expect(records.find((r) => r.invoiceNumber === 'T2027-0000003')).toMatchObject({
      state: 'rejected',
      message: '[1100] Valor o tipo incorrecto',
    });
  });
});
