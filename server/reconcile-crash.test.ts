/**
 * The real server process is killed (SIGKILL: no shutdown, no hook) after the member's card was
 * charged at the gateway and before the server heard of it. Nothing else ever reports that
 * charge (no webhook, no browser). Started again, the server finds the payment still pending,
 * asks the gateway, and credits the wallet once.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess } from '#tests/helpers/server-process.ts';
import { describeOnPostgres, postgresUrl } from '#tests/helpers/test-db.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { payments, walletEntries } from './db/schema/index.ts';
import { userWithSession } from '#tests/helpers/bookings.ts';
import { startFakeStripe, type FakeStripe } from '#tests/helpers/fake-stripe.ts';
import { RECONCILE_AFTER_MS } from './modules/payments/index.ts';

/** One of this suite's own ports (shutdown.test.ts has 5117). */
const PORT = 5119;
const base = `http://127.0.0.1:${PORT}/api`;
const pgRun = describeOnPostgres();

async function eventually<T>(check: () => Promise<T | undefined>, ms: number): Promise<T> {
  const started = Date.now();
  while (Date.now() - started < ms) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`not within ${ms} ms`);
}

describe.skipIf(!pgRun.run)(`a crash between the charge and the credit ${pgRun.reason}`, () => {
  const name = `club_crash_${Date.now()}_${randomBytes(4).toString('hex')}`;
  let url = '';
  let stripe: FakeStripe | undefined;
  let server: ChildProcess | undefined;
  let db: DatabaseHandle | undefined;

  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };

  const start = async () =>
    (
      await startServerProcess(PORT, {
        DATABASE_URL: url,
        STRIPE_SECRET_KEY: 'sk_test_crash',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_crash',
        STRIPE_WEBHOOK_SECRET: 'whsec_crash',
        STRIPE_API_HOST: '127.0.0.1',
        STRIPE_API_PORT: String(stripe!.port),
        STRIPE_API_PROTOCOL: 'http',
      })
    ).child;

  afterAll(async () => {
    if (server && server.exitCode === null) server.kill('SIGKILL');
    await db?.close();
    await stripe?.close();
    if (url) await admin(`drop database if exists ${name} with (force)`);
  });

  it('credits the charged top-up once after a restart, with nobody reporting it', async () => {
    stripe = await startFakeStripe();
    await admin(`create database ${name}`);
    const u = new URL(postgresUrl!);
    u.pathname = `/${name}`;
    url = u.toString();

    server = await start();
    db = await openDatabase({ url });
    const ana = await userWithSession(db.db, { email: 'ana@test.local' });
    const headers = { cookie: ana.cookie, 'content-type': 'application/json' };
    const intent = await fetch(`${base}/users/wallet/createPaymentIntent`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ amount: 25 }),
    });
    expect(intent.status).toBe(200);
    const [pending] = await db.db.select().from(payments).where(eq(payments.userId, ana.id));
    expect(pending?.status).toBe('pending');

    // The card is charged at the gateway (Stripe.js confirms it there), and the server dies
    // before the browser's report or the webhook reaches it.
    const charged = stripe.paymentIntents.get(pending!.gatewayId)!;
    charged.status = 'succeeded';
    const killed = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGKILL');
    await killed;
    // It stays down past the reconcile's grace period (the payer's time for 3-D Secure).
    await db.db.execute(
      sql`update payments set created_at = created_at - make_interval(secs => ${RECONCILE_AFTER_MS / 1000 + 60})`,
    );

    server = await start();
    const balance = await eventually(async () => {
      const res = await fetch(`${base}/users/wallet`, { headers: { cookie: ana.cookie } });
      const body = (await res.json()) as { balance: number };
      return body.balance > 0 ? body.balance : undefined;
    }, 20_000);
    expect(balance).toBe(25);

    const [settled] = await db.db.select().from(payments).where(eq(payments.id, pending!.id));
    expect(settled?.status).toBe('succeeded');
    const entries = await db.db
      .select()
      .from(walletEntries)
      .where(eq(walletEntries.userId, ana.id));
    expect(entries.map((e) => [e.type, e.amountCents])).toEqual([['credit', 2500]]);
  }, 180_000);
});
