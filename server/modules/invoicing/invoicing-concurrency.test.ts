/**
 * On PostgreSQL: 200 members pay at once while two chain writers (two instances) run beside
 * them: 200 tickets numbered 1 to 200 with no gap and no repeat, one unbroken chain. And a server
 * killed between its sales and their records loses none: started again, it numbers them all.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { asc, isNull } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { startServerProcess } from '#tests/helpers/server-process.ts';
import { createTestDatabase, describeOnPostgres, postgresUrl } from '#tests/helpers/test-db.ts';
import { userWithSession } from '#tests/helpers/bookings.ts';
import { openDatabase, type DatabaseHandle } from '../../db/client.ts';
import { billingRecords, invoices, packTypes } from '../../db/schema/index.ts';
import { stored } from '../../stored-text.ts';
import { creditWallet } from '../wallet/index.ts';
import { checkChain } from './book.ts';
import { chainPending } from './index.ts';
import { DEFAULT_INVOICING, saveInvoicing } from './settings.ts';

const pgRun = describeOnPostgres();
const ISSUER = { nif: 'G28000008', name: 'Club de prueba', address: 'Calle Mayor 1, Madrid' };
/** One of this suite's own ports (reconcile-crash has 5119, shutdown 5117). */
const PORT = 5121;

async function member(db: DatabaseHandle['db'], i: number) {
  const who = await userWithSession(db, { email: `m${i}@test.local`, role: 'user-adult' });
  const topUp = stored('payments.ledgerTopUp');
  await db.transaction((tx) => creditWallet(tx, who.id, 5000, topUp, `top-up:${who.id}`));
  return who;
}

async function packType(db: DatabaseHandle['db']): Promise<string> {
  const [row] = await db
    .insert(packTypes)
    .values({
      name: 'Bono 5',
      sport: 'padel',
      minutes: 90,
      covers: 'part',
      uses: 5,
      priceCents: 2500,
      validityDays: 60,
    })
    .returning({ id: packTypes.id });
  return row!.id;
}

describe.skipIf(!pgRun.run)(`tickets under concurrency on PostgreSQL ${pgRun.reason}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    const database = await createTestDatabase({ engine: 'postgres', poolSize: 40 });
    t = await createTestApp({ database });
    await saveInvoicing(t.database.db, { ...DEFAULT_INVOICING, issuer: ISSUER });
  });
  afterAll(async () => {
    await t.close();
    await t.database.close();
  });

  it('200 payments at once give 200 tickets numbered without gaps and one unbroken chain', async () => {
    const db = t.database.db;
    const typeId = await packType(db);
    const members = await Promise.all(Array.from({ length: 200 }, (_, i) => member(db, i)));
    const ctx = { db, now: () => new Date('2027-02-01T10:00:00Z'), config: t.config };
    let paying = true;
    // Two writers, as two instances of the server would run, number while the sales go in.
    const writers = [0, 1].map(async () => {
      while (paying) await chainPending(ctx);
    });
    const paid = await Promise.all(
      members.map((m) =>
        t.app.inject({
          method: 'POST',
          url: '/api/packs',
          headers: { cookie: m.cookie },
          payload: { packTypeId: typeId },
        }),
      ),
    );
    paying = false;
    await Promise.all(writers);
    await chainPending(ctx);
    expect(paid.map((r) => r.statusCode)).toEqual(Array(200).fill(201));

    const issued = await db.select().from(invoices).orderBy(asc(invoices.consecutive));
    expect(issued).toHaveLength(200);
    expect(issued.map((i) => i.consecutive)).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
    expect(new Set(issued.map((i) => i.payerId)).size).toBe(200);
    expect(
      issued.every((i) => i.number === `T2027-${String(i.consecutive).padStart(7, '0')}`),
    ).toBe(true);
    expect(await checkChain(db)).toEqual({ intact: true, records: 200, brokenAt: null });
  }, 120_000);
});

describe.skipIf(!pgRun.run)(`a crash between the sale and its record ${pgRun.reason}`, () => {
  const name = `club_invoice_crash_${Date.now()}_${randomBytes(4).toString('hex')}`;
  let url = '';
  let server: ChildProcess | undefined;
  let db: DatabaseHandle | undefined;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  // A test server runs no chain job, so the first one's sales stay unnumbered when it is killed;
  // the second runs it as in production (request hooks on), as soon as it starts.
  const start = async (chainJob: boolean) =>
    (
      await startServerProcess(PORT, {
        DATABASE_URL: url,
        TEST_REQUEST_HOOKS: chainJob ? 'true' : 'false',
      })
    ).child;
  const kill = async () => {
    const killed = new Promise((resolve) => server!.once('exit', resolve));
    server!.kill('SIGKILL');
    await killed;
  };

  afterAll(async () => {
    if (server && server.exitCode === null) server.kill('SIGKILL');
    await db?.close();
    if (url) await admin(`drop database if exists ${name} with (force)`);
  });

  it('numbers every sale a killed server left without its record, once started again', async () => {
    await admin(`create database ${name}`);
    const u = new URL(postgresUrl!);
    u.pathname = `/${name}`;
    url = u.toString();
    server = await start(false);
    db = await openDatabase({ url });
    await saveInvoicing(db.db, { ...DEFAULT_INVOICING, issuer: ISSUER });
    const typeId = await packType(db.db);
    const buyers = await Promise.all([0, 1, 2].map((i) => member(db!.db, i)));
    // The sales commit with their tickets, unnumbered: the server dies before it numbers them.
    for (const who of buyers) {
      const res = await fetch(`http://127.0.0.1:${PORT}/api/packs`, {
        method: 'POST',
        headers: { cookie: who.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ packTypeId: typeId }),
      });
      expect(res.status).toBe(201);
    }
    await kill();
    const waiting = await db.db.select().from(invoices).where(isNull(invoices.number));
    expect(waiting).toHaveLength(3);
    expect(await db.db.select().from(billingRecords)).toHaveLength(0);

    server = await start(true);
    const deadline = Date.now() + 20_000;
    let records = 0;
    while (Date.now() < deadline && records < 3) {
      records = (await db.db.select().from(billingRecords)).length;
      if (records < 3) await new Promise((r) => setTimeout(r, 250));
    }
    expect(records).toBe(3);
    const numbered = await db.db.select().from(invoices).orderBy(asc(invoices.consecutive));
    expect(numbered.map((i) => i.consecutive)).toEqual([1, 2, 3]);
    expect(await checkChain(db.db)).toMatchObject({ intact: true, records: 3 });
  }, 180_000);
});
