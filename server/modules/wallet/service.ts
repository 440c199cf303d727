import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { WalletResponse } from '@/api/payments.ts';
import { centsToEuros } from '@/domain/money.ts';
import type { AppContext } from '../../context.ts';
import type { Queryable, Tx } from '../../db/client.ts';
import { walletEntries, wallets } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/errors.ts';

/**
 * The wallet: an append-only ledger of cents plus one balance row per user whose CHECK keeps it at
 * zero or above. Every change is one ledger row and one balance update in the caller's
 * transaction, keyed by a unique `reference` so the same cause never counts twice.
 */

export const INSUFFICIENT_BALANCE_MESSAGE = 'Saldo insuficiente en el monedero.';

export interface WalletChange {
  /** False when this reference was already in the ledger: nothing changed. */
  applied: boolean;
  balanceCents: number;
}

function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents) || cents <= 0) {
    throw new RangeError(`wallet amounts are positive whole cents, got ${cents}`);
  }
}

export async function getBalanceCents(q: Queryable, userId: string): Promise<number> {
  const [row] = await q
    .select({ balanceCents: wallets.balanceCents })
    .from(wallets)
    .where(eq(wallets.userId, userId));
  return row?.balanceCents ?? 0;
}

async function insertEntry(
  tx: Tx,
  userId: string,
  type: 'credit' | 'debit',
  cents: number,
  description: string,
  reference: string,
): Promise<boolean> {
  // ON CONFLICT waits for a concurrent insert of the same reference to settle, then skips it.
  const inserted = await tx
    .insert(walletEntries)
    .values({ userId, type, amountCents: cents, description, reference })
    .onConflictDoNothing({ target: walletEntries.reference })
    .returning({ id: walletEntries.id });
  return inserted.length > 0;
}

/** One move of the balance, keyed by a `reference` that the ledger holds once. */
type WalletMove = (
  tx: Tx,
  userId: string,
  cents: number,
  description: string,
  reference: string,
) => Promise<WalletChange>;

/**
 * Writes the ledger entry; the unchanged state when the reference was already there (the move
 * then changes nothing), else null and the caller moves the balance.
 */
async function recordOnce(
  tx: Tx,
  type: 'credit' | 'debit',
  userId: string,
  cents: number,
  description: string,
  reference: string,
): Promise<WalletChange | null> {
  assertCents(cents);
  if (await insertEntry(tx, userId, type, cents, description, reference)) return null;
  return { applied: false, balanceCents: await getBalanceCents(tx, userId) };
}

/**
 * Adds `cents` (a top-up or a refund). Run it inside the transaction that records its cause.
 * Emit the new balance after commit with `publishWallet`.
 */
export const creditWallet: WalletMove = async (tx, userId, cents, description, reference) => {
  const repeated = await recordOnce(tx, 'credit', userId, cents, description, reference);
  if (repeated) return repeated;
  const [row] = await tx
    .insert(wallets)
    .values({ userId, balanceCents: cents })
    .onConflictDoUpdate({
      target: wallets.userId,
      set: {
        balanceCents: sql`${wallets.balanceCents} + ${cents}`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ balanceCents: wallets.balanceCents });
  return { applied: true, balanceCents: row!.balanceCents };
};

/**
 * Takes `cents` if the balance covers it: one conditional UPDATE, so concurrent spends can never
 * take the balance below zero. Throws a 409 (rolling back the caller's transaction) otherwise.
 * A reference already in the ledger changes nothing and reports `applied: false`.
 */
export const debitWallet: WalletMove = async (tx, userId, cents, description, reference) => {
  const repeated = await recordOnce(tx, 'debit', userId, cents, description, reference);
  if (repeated) return repeated;
  const [row] = await tx
    .update(wallets)
    .set({ balanceCents: sql`${wallets.balanceCents} - ${cents}`, updatedAt: sql`now()` })
    .where(and(eq(wallets.userId, userId), gte(wallets.balanceCents, cents)))
    .returning({ balanceCents: wallets.balanceCents });
  if (!row) throw new HttpError(409, INSUFFICIENT_BALANCE_MESSAGE, 'insufficient_balance');
  return { applied: true, balanceCents: row.balanceCents };
};

/** Sends `walletUpdated:{userId}` with the committed balance (euros). */
export async function publishWallet(ctx: AppContext, userId: string): Promise<void> {
  const balance = centsToEuros(await getBalanceCents(ctx.db, userId));
  ctx.realtime.emitToUser(userId, `walletUpdated:${userId}`, { balance });
}

export async function walletOf(q: Queryable, userId: string): Promise<WalletResponse> {
  const entries = await q
    .select()
    .from(walletEntries)
    .where(eq(walletEntries.userId, userId))
    .orderBy(desc(walletEntries.createdAt), desc(walletEntries.id));
  return {
    balance: centsToEuros(await getBalanceCents(q, userId)),
    transactions: entries.map((e) => ({
      _id: e.id,
      type: e.type,
      amount: centsToEuros(e.amountCents),
      description: e.description,
      date: e.createdAt.toISOString(),
    })),
  };
}
