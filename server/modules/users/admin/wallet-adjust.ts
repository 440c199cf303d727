/**
 * A wallet adjustment by an admin: one ledger entry with the admin's reason, through the wallet's
 * own credit and debit (the balance moves with it, never edited by itself), audited in the same
 * transaction.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  ADMIN_USER_MESSAGES,
  type WalletAdjustmentBody,
  type WalletAdjustmentResponse,
} from '@/api/admin.ts';
import { checkWalletAdjustment } from '@/domain/admin.ts';
import { centsToEuros, eurosToCents } from '@/domain/money.ts';
import type { AppContext } from '../../../context.ts';
import { users, walletEntries } from '../../../db/schema/index.ts';
import { badRequest, notFound } from '../../../lib/errors.ts';
import type { SessionUser } from '../../../sessions.ts';
import { creditWallet, debitWallet, getBalanceCents, publishWallet } from '../../wallet/index.ts';
import { recordAudit } from '../../../services/audit.ts';
import { readStored, stored } from '../../../stored-text.ts';
import type { Language } from '@/i18n/languages.ts';

export async function adjustWallet(
  ctx: AppContext,
  admin: SessionUser,
  userId: string,
  body: WalletAdjustmentBody,
  /** The admin's language, for the answer's ledger line. */
  language: Language,
): Promise<Omit<WalletAdjustmentResponse, 'success' | 'message'>> {
  const invalid = checkWalletAdjustment(body);
  if (invalid) throw badRequest(invalid);
  const cents = eurosToCents(body.amount);
  const reference = `admin-adjustment:${randomUUID()}`;
  const description = stored('payments.ledgerClubAdjustment', { reason: body.reason });
  const result = await ctx.db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!user) throw notFound(ADMIN_USER_MESSAGES.userNotFound);
    const before = await getBalanceCents(tx, userId);
    const overdrawn = checkWalletAdjustment(body, before);
    if (overdrawn) throw badRequest(overdrawn);
    // An adjustment corrects the balance: money in or out, never a sale nor a refund of one.
    const { balanceCents } =
      body.type === 'credit'
        ? await creditWallet(tx, userId, cents, description, reference)
        : await debitWallet(tx, userId, cents, description, reference, null);
    const [entry] = await tx
      .select()
      .from(walletEntries)
      .where(eq(walletEntries.reference, reference));
    await recordAudit(tx, admin, {
      action: 'wallet.adjust',
      entityType: 'wallet',
      entityId: userId,
      before: { balance: centsToEuros(before) },
      after: {
        balance: centsToEuros(balanceCents),
        type: body.type,
        amount: body.amount,
        reason: body.reason,
        entryId: entry!.id,
      },
    });
    return { balanceCents, entry: entry! };
  });
  await publishWallet(ctx, userId);
  return {
    balance: centsToEuros(result.balanceCents),
    transaction: {
      _id: result.entry.id,
      type: result.entry.type,
      amount: centsToEuros(result.entry.amountCents),
      description: readStored(language, result.entry.descriptionMessage, result.entry.description),
      date: result.entry.createdAt.toISOString(),
    },
  };
}
