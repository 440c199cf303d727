import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '#tests/helpers/test-db.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { users, walletEntries } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/errors.ts';
import { creditWallet, debitWallet, getBalanceCents } from './service.ts';
import { stored } from '../../stored-text.ts';

type Op = { kind: 'topup' | 'debit' | 'refund'; cents: number };

describe('wallet ledger (property)', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase({ engine: 'pglite' });
  });
  afterAll(() => database.close());

  // Direct inserts: hashing a password per generated case would dominate the run time.
  async function createUser(_db: unknown, { email }: { email: string }): Promise<string> {
    const [row] = await database.db
      .insert(users)
      .values({ email, name: email, passwordHash: 'unused' })
      .returning({ id: users.id });
    return row!.id;
  }

  async function ledgerSum(userId: string): Promise<number> {
    const [row] = await database.db
      .select({
        sum: sql<string>`coalesce(sum(case when ${walletEntries.type} = 'credit' then ${walletEntries.amountCents} else -${walletEntries.amountCents} end), 0)`,
      })
      .from(walletEntries)
      .where(eq(walletEntries.userId, userId));
    return Number(row!.sum);
  }

  it('keeps balance = ledger sum >= 0 over any sequence of top-ups, debits and refunds', async () => {
    let run = 0;
    const op = fc.record({
      kind: fc.constantFrom<Op['kind']>('topup', 'debit', 'refund'),
      cents: fc.integer({ min: 1, max: 20_000 }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(op, { maxLength: 25 }), async (ops) => {
        const userId = await createUser(database.db, { email: `p${++run}@test.local` });
        let model = 0;
        for (const [i, o] of ops.entries()) {
          const ref = `prop:${run}:${i}`;
          if (o.kind === 'debit') {
            try {
              await database.db.transaction((tx) =>
                debitWallet(
                  tx,
                  userId,
                  o.cents,
                  stored('payments.ledgerClubAdjustment', { reason: 'Pago' }),
                  ref,
                  { kind: 'court', subject: 'test' },
                ),
              );
              model -= o.cents;
            } catch (error) {
              expect(error).toBeInstanceOf(HttpError);
              expect(o.cents).toBeGreaterThan(model);
            }
          } else {
            await database.db.transaction((tx) =>
              creditWallet(
                tx,
                userId,
                o.cents,
                o.kind === 'topup'
                  ? stored('payments.ledgerTopUp')
                  : stored('payments.ledgerClubAdjustment', { reason: 'Reembolso' }),
                ref,
              ),
            );
            model += o.cents;
          }
          // Reporting the same cause again changes nothing.
          if (i % 3 === 0 && o.kind !== 'debit') {
            const again = await database.db.transaction((tx) =>
              creditWallet(tx, userId, o.cents, stored('payments.ledgerTopUp'), ref),
            );
            expect(again.applied).toBe(false);
          }
          const balance = await getBalanceCents(database.db, userId);
          expect(balance).toBe(model);
          expect(balance).toBeGreaterThanOrEqual(0);
          expect(await ledgerSum(userId)).toBe(balance);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('refuses non-positive or fractional amounts', async () => {
    const userId = await createUser(database.db, { email: 'bad@test.local' });
    for (const cents of [0, -5, 1.5, Number.NaN]) {
      await expect(
        database.db.transaction((tx) =>
          creditWallet(tx, userId, cents, stored('payments.ledgerTopUp'), `bad:${cents}`),
        ),
      ).rejects.toThrow(RangeError);
    }
  });
});
