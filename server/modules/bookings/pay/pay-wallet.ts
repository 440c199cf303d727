/**
 * POST /users/booking/payWithWallet {bookingId, playerIndex}: one player's part, or (null) every
 * unpaid part, from the payer's wallet. In one transaction with the booking locked (one statement
 * with its court and players): the wallet debited with its ledger entry in one conditional
 * statement (refused, and everything rolled back, when the balance is short), then the parts
 * claimed, the statuses and the history written in one more; the booker's notification. The
 * answer is the locked booking with what was written, not read again.
 */
import type { Booking } from '@/api/bookings.ts';
import { totalDueCents } from '@/domain/booking-payments.ts';
import { centsToEuros } from '@/domain/money.ts';
import { eq } from 'drizzle-orm';
import { msg, type Message } from '@/i18n/message.ts';
import type { AppContext } from '../../../context.ts';
import type { Tx } from '../../../db/client.ts';
import { users } from '../../../db/schema/index.ts';
import type { SessionUser } from '../../../sessions.ts';
import { stored, type StoredText } from '../../../stored-text.ts';
import { debitWallet, publishWallet } from '../../wallet/index.ts';
import { lockedAnswer, playerLabel, type PlayerRow } from '../core/lock.ts';
import { refuse } from '../core/refusals.ts';
import { publishBooking } from '../core/events.ts';
import { HISTORY } from '../core/history.ts';
import { noticePartPaid } from '../notices.ts';
import { claimOwedParts, owedParts } from '../core/claim.ts';
import { lockPayableParts } from './payable-parts.ts';

export interface WalletPayment {
  message: Message;
  walletUsed: number;
  booking: Booking;
}

async function memberName(tx: Tx, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const [row] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name ?? null;
}

/** The history's words: who paid whose part (or the whole booking) from their wallet. */
async function paidFromWallet(
  tx: Tx,
  actor: SessionUser,
  target: PlayerRow | null,
  cents: number,
): Promise<StoredText> {
  const values = { name: actor.name, amount: { cents } };
  if (target === null)
    return stored('bookings.historyPaidFromWallet', { ...values, whose: 'total' });
  if (target.userId === actor.id) {
    return stored('bookings.historyPaidFromWallet', { ...values, whose: 'own' });
  }
  const player = playerLabel(target, await memberName(tx, target.userId));
  return stored('bookings.historyPaidFromWallet', { ...values, whose: 'player', player });
}

export async function payWithWallet(
  ctx: AppContext,
  actor: SessionUser,
  bookingId: string,
  playerIndex: number | null,
): Promise<WalletPayment> {
  const now = ctx.now();
  const { cents, message, balanceCents, booking } = await ctx.db.transaction(async (tx) => {
    const { locked, parts } = await lockPayableParts(tx, actor, bookingId, playerIndex, now);
    const owed = owedParts(locked, parts.positions);
    const total = totalDueCents(owed);
    if (total === 0) throw refuse('partPaid');
    const reference = `booking-pay:${bookingId}:${parts.positions.join(',')}`;
    const ledger = stored('bookings.ledgerPaid', { booking: parts.label });
    const debit = await debitWallet(tx, actor.id, total, ledger, reference, {
      kind: 'court',
      subject: `booking:${bookingId}`,
      bookingId,
    });
    const target = playerIndex === null ? null : locked.players[playerIndex]!;
    const entry = {
      action: HISTORY.payment,
      details: await paidFromWallet(tx, actor, target, total),
    };
    // Under the booking's lock every part is as read; a row that is not rolls everything back.
    const claimed = await claimOwedParts(tx, locked, owed, actor.id, entry, now);
    if (!claimed) throw refuse('partPaid');
    const paid = { bookingId, bookerId: locked.row.userId, payerId: actor.id, cents: total };
    await noticePartPaid(ctx, tx, { ...paid, payerName: actor.name }, reference);
    let text = msg('answers.paidWholeBooking');
    if (target)
      text =
        target.userId === actor.id ? msg('answers.paidOwnPart') : msg('answers.paidPlayerPart');
    return {
      cents: total,
      message: text,
      balanceCents: debit.balanceCents,
      booking: lockedAnswer(locked, claimed.players, claimed.status),
    };
  });
  await publishWallet(ctx, actor.id, balanceCents);
  publishBooking(ctx, booking, 'updated');
  return { message, walletUsed: centsToEuros(cents), booking };
}
