import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '#tests/helpers/auth.ts';
import { createTestDatabase, describeOnPostgres } from '#tests/helpers/test-db.ts';
import { loadConfig, type Config } from '../../config.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { walletEntries } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/errors.ts';
import { createPaymentIntent, fulfil, reconcilePaymentIntent } from '../payments/index.ts';
import { WALLET_TOP_UP } from './top-up.ts';
import { GOOD_CARD, serviceContext } from '#tests/helpers/payments.ts';
import { creditWallet, debitWallet, getBalanceCents } from './service.ts';
import { stored } from '../../stored-text.ts';

const pg = describeOnPostgres();

describe.skipIf(!pg.run)(`wallet under concurrency on PostgreSQL ${pg.reason}`, () => {
  let database: DatabaseHandle;
  let config: Config;
  let dataDir: string;
  beforeAll(async () => {
    database = await createTestDatabase({ engine: 'postgres', poolSize: 40 });
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-money-'));
    config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('200 concurrent debits take exactly what the balance covers, never below zero', async () => {
    const userId = await createUser(database.db, { email: 'race@test.local' });
    await database.db.transaction((tx) =>
      creditWallet(tx, userId, 5_000, stored('payments.ledgerTopUp'), 'seed:race'),
    );
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) =>
        database.db.transaction((tx) =>
          debitWallet(
            tx,
            userId,
            300,
            stored('payments.ledgerClubAdjustment', { reason: 'Reserva' }),
            `race:${i}`,
            { kind: 'court', subject: 'test' },
          ),
        ),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(ok).toHaveLength(16);
    expect(refused).toHaveLength(184);
    for (const r of refused) {
      expect((r as PromiseRejectedResult).reason).toBeInstanceOf(HttpError);
      expect(((r as PromiseRejectedResult).reason as HttpError).statusCode).toBe(409);
    }
    for (const r of ok) {
      expect(
        (r as PromiseFulfilledResult<{ balanceCents: number }>).value.balanceCents,
      ).toBeGreaterThanOrEqual(0);
    }
    expect(await getBalanceCents(database.db, userId)).toBe(200);
    const debits = await database.db
      .select()
      .from(walletEntries)
      .where(eq(walletEntries.userId, userId));
    // The refused debits left no ledger rows behind.
    expect(debits.filter((d) => d.type === 'debit')).toHaveLength(16);
  });

  it('a top-up reported 5 times, in any order with the webhook, credits once', async () => {
    const ctx = serviceContext({ config, database });
    for (let round = 0; round < 5; round++) {
      const userId = await createUser(database.db, { email: `topup${round}@test.local` });
      const { clientSecret } = await createPaymentIntent(ctx, {
        userId,
        amountCents: 2_500,
        purpose: WALLET_TOP_UP,
        description: 'Recarga del monedero',
      });
      const confirmed = await ctx.payments.sandbox!.confirm({
        clientSecret,
        card: GOOD_CARD,
        now: new Date(),
      });
      expect(confirmed.ok).toBe(true);
      const webhook = confirmed.events.find((e) => e.type === 'payment_intent.succeeded')!;
      const paymentId = webhook.type === 'payment_intent.succeeded' ? webhook.payment.id : '';
      const reports = [
        () => fulfil(ctx, webhook),
        () => fulfil(ctx, webhook),
        () => fulfil(ctx, { ...webhook, id: `${webhook.id}_retry` }),
        () => reconcilePaymentIntent(ctx, paymentId),
        () => reconcilePaymentIntent(ctx, paymentId),
      ];
      // A different order each round.
      const shuffled = reports
        .map((fn, i) => ({ fn, key: (i * 7 + round * 3) % 5 }))
        .sort((a, b) => a.key - b.key);
      await Promise.all(shuffled.map(({ fn }) => fn()));
      expect(await getBalanceCents(database.db, userId)).toBe(2_500);
      const entries = await database.db
        .select()
        .from(walletEntries)
        .where(eq(walletEntries.userId, userId));
      expect(entries).toHaveLength(1);
      expect(ctx.emitted.filter((e) => e.event === `walletUpdated:${userId}`)).toEqual([
        { userId, event: `walletUpdated:${userId}`, payload: { balance: 25 } },
      ]);
    }
  });
});
