import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { WalletResponse } from '@/api/payments.ts';
import type { SaleKind } from '@/domain/invoicing.ts';
import { centsToEuros } from '@/domain/money.ts';
import { msg } from '@/i18n/message.ts';
import type { AppContext } from '../../context.ts';
import type { Queryable, Tx } from '../../db/client.ts';
import { preparedSql } from '../../db/prepared.ts';
import { walletEntries, wallets } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/errors.ts';
import { recordRefund, recordSale } from '../invoicing/index.ts';
import { readStored, storedColumns, type StoredText } from '../../stored-text.ts';
import type { Language } from '@/i18n/languages.ts';

/**
 * The wallet: an append-only ledger of cents plus one balance row per user whose CHECK keeps it at
 * zero or above. Every change is one ledger row and one balance update, in one statement run in
 * the caller's transaction, keyed by a unique `reference` so the same cause never counts twice.
 */

export const INSUFFICIENT_BALANCE_MESSAGE = msg('errors.insufficientBalance');

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

/** A value given at each run of a prepared statement. */
const v = (key: string) => sql.placeholder(key);

interface MoveValues extends Record<string, unknown> {
  userId: string;
  type: 'credit' | 'debit';
  cents: number;
  description: string;
  /** The description's message as JSON text (decision 090). */
  message: string;
  reference: string;
}

/** Whether the entry was written, the balance after the move (null: not moved), the one before. */
type MoveRow = { applied: boolean; moved: number | null; before: number | null };

/**
 * The ledger entry and the balance's move in one statement: the balance moves only when the
 * entry was written (ON CONFLICT waits for a concurrent insert of the same reference to settle,
 * then skips it). `move` is the balance's step, reading `entry`.
 */
const moveStatement = (move: SQL) => sql`with entry as (
      insert into ${walletEntries}
        (user_id, type, amount_cents, description, description_message, reference)
      values (${v('userId')}, ${v('type')}, ${v('cents')}, ${v('description')},
        ${v('message')}::jsonb, ${v('reference')})
      on conflict (reference) do nothing
      returning id),
    moved as (${move})
    select exists(select 1 from entry) as applied, (select balance_cents from moved) as moved,
      (select balance_cents from ${wallets} where user_id = ${v('userId')}) as before`;

const creditStatement = preparedSql<MoveValues, MoveRow>('wallet_credit', () =>
  moveStatement(sql`insert into ${wallets} (user_id, balance_cents)
      select ${v('userId')}, ${v('cents')} where exists (select 1 from entry)
      on conflict (user_id) do update
        set balance_cents = ${wallets.balanceCents} + excluded.balance_cents, updated_at = now()
      returning balance_cents`),
);

/** Conditional: concurrent spends can never take the balance below zero. */
const debitStatement = preparedSql<MoveValues, MoveRow>('wallet_debit', () =>
  moveStatement(sql`update ${wallets} set balance_cents = balance_cents - ${v('cents')}::int,
        updated_at = now()
      where user_id = ${v('userId')} and balance_cents >= ${v('cents')}::int
        and exists (select 1 from entry)
      returning balance_cents`),
);

/** One move of the balance, keyed by a `reference` that the ledger holds once. */
type WalletMove<Extra extends unknown[]> = (
  tx: Tx,
  userId: string,
  cents: number,
  /** The ledger line the member reads, in their language. */
  description: StoredText,
  reference: string,
  ...extra: Extra
) => Promise<WalletChange>;

/** What a spend from the wallet buys: its ticket's kind and subject (decision 091). */
export interface WalletSale {
  kind: SaleKind;
  subject: string;
  bookingId?: string | null;
}
/** A credit that gives back money of a sale (its subject), which corrects the sale's ticket. */
export interface WalletRefund {
  refundOf: string;
}

function moveValues(
  type: 'credit' | 'debit',
  userId: string,
  cents: number,
  description: StoredText,
  reference: string,
): MoveValues {
  assertCents(cents);
  const { text, message } = storedColumns(description);
  return { userId, type, cents, description: text, message: JSON.stringify(message), reference };
}

/**
 * Adds `cents` (a top-up or a refund). Run it inside the transaction that records its cause.
 * Emit the new balance after commit with `publishWallet`.
 */
export const creditWallet: WalletMove<[refund?: WalletRefund]> = async (
  tx,
  userId,
  cents,
  description,
  reference,
  refund,
) => {
  const values = moveValues('credit', userId, cents, description, reference);
  const [row] = await creditStatement(tx, values);
  if (!row!.applied) return { applied: false, balanceCents: row!.before ?? 0 };
  if (refund) {
    const source = `wallet:${reference}`;
    await recordRefund(tx, { source, payerId: userId, subject: refund.refundOf, cents });
  }
  return { applied: true, balanceCents: row!.moved! };
};

/**
 * Takes `cents` if the balance covers it, in one statement with its ledger entry. Throws a 409
 * (rolling back the caller's transaction, the entry with it) otherwise. A reference already in
 * the ledger changes nothing and reports `applied: false`.
 */
export const debitWallet: WalletMove<[sale: WalletSale | null]> = async (
  tx,
  userId,
  cents,
  description,
  reference,
  sale,
) => {
  const values = moveValues('debit', userId, cents, description, reference);
  const [row] = await debitStatement(tx, values);
  if (!row!.applied) return { applied: false, balanceCents: row!.before ?? 0 };
  if (row!.moved === null) {
    throw new HttpError(409, INSUFFICIENT_BALANCE_MESSAGE, 'insufficient_balance');
  }
  if (sale) {
    const source = `wallet:${reference}`;
    await recordSale(tx, { ...sale, source, payerId: userId, totalCents: cents, description });
  }
  return { applied: true, balanceCents: row!.moved };
};

/**
 * Sends `walletUpdated:{userId}` with the committed balance (euros): read, or the one a move of
 * the committed transaction answered.
 */
export async function publishWallet(
  ctx: AppContext,
  userId: string,
  balanceCents?: number,
): Promise<void> {
  const balance = centsToEuros(balanceCents ?? (await getBalanceCents(ctx.db, userId)));
  ctx.realtime.emitToUser(userId, `walletUpdated:${userId}`, { balance });
}

/** A member's wallet with its ledger lines in the reader's `language`. */
export async function walletOf(
  q: Queryable,
  userId: string,
  language: Language,
): Promise<WalletResponse> {
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
      description: readStored(language, e.descriptionMessage, e.description),
      date: e.createdAt.toISOString(),
    })),
  };
}
