/**
 * What open matches (server/modules/matches) need of a booking, kept here beside the players and
 * payments code it shares: the booking locked with its players, the original players' shares
 * split again, a joiner added with their share paid at once (from the wallet here, or by a card
 * payment already taken), and a joiner removed with the refund to the wallet. Each runs inside
 * the caller's transaction; the caller publishes after commit.
 */
import { and, eq, sql } from 'drizzle-orm';
import { isMemberRole, isUcaRole } from '@/domain/roles.ts';
import type { Tx } from '../../../db/client.ts';
import { bookingPlayers, bookings } from '../../../db/schema/index.ts';
import { stored } from '../../../stored-text.ts';
import { creditWallet, debitWallet } from '../../wallet/index.ts';
import { HISTORY, recordHistory, type HistoryEntry } from '../core/history.ts';
import { bookingLabel, spanishBookingLabel, type LockedBooking } from '../core/lock.ts';
import { addPlayer, writeStatus } from '../core/players.ts';

/** 'PADEL - Pádel 1, 21/11/2026 10:00 - 11:30': a card payment's description, a mail's line. */
export const matchBookingLabel = spanishBookingLabel;

/**
 * Sets the shares of the first `amounts.length` players (those in the booking before it opened)
 * and the booking's total from every share; unpaid parts only, so a paid share never changes.
 */
export async function setOriginalShares(
  tx: Tx,
  locked: LockedBooking,
  amounts: readonly number[],
  now: Date,
): Promise<void> {
  const bookingId = locked.row.id;
  for (const [i, amount] of amounts.entries()) {
    const p = locked.players[i];
    if (!p || p.amountPaidCents > 0 || p.amountCents === amount) continue;
    await tx
      .update(bookingPlayers)
      .set({ amountCents: amount })
      .where(and(eq(bookingPlayers.bookingId, bookingId), eq(bookingPlayers.position, p.position)));
  }
  await tx
    .update(bookings)
    .set({
      totalCents: sql`(select coalesce(sum(${bookingPlayers.amountCents}), 0) from ${bookingPlayers} where ${bookingPlayers.bookingId} = ${bookingId})`,
      priceCents: locked.row.priceCents ?? locked.row.totalCents,
    })
    .where(eq(bookings.id, bookingId));
  await writeStatus(tx, bookingId, now);
}

export interface Joiner {
  id: string;
  name: string;
  email: string;
  role: string;
}

/**
 * Adds `joiner` as the booking's last player with `amountCents` paid. `wallet` debits their
 * wallet first under `reference` (a 409 'Saldo insuficiente en el monedero.' rolls everything
 * back); `card` records a card payment the gateway has already taken.
 */
export async function addPaidPlayer(
  tx: Tx,
  locked: LockedBooking,
  joiner: Joiner,
  amountCents: number,
  payment: { kind: 'wallet'; reference: string } | { kind: 'card' },
  now: Date,
): Promise<number> {
  const bookingId = locked.row.id;
  if (payment.kind === 'wallet' && amountCents > 0) {
    const line = stored('matches.ledgerSeat', { booking: bookingLabel(locked) });
    await debitWallet(tx, joiner.id, amountCents, line, payment.reference, {
      kind: 'court',
      subject: `booking:${bookingId}`,
      bookingId,
    });
  }
  const position = locked.players.reduce((max, p) => Math.max(max, p.position + 1), 0);
  const member = isMemberRole(joiner.role);
  await addPlayer(tx, {
    bookingId,
    position,
    userId: joiner.id,
    isMember: member,
    nonMemberName: member ? null : joiner.name,
    nonMemberEmail: member ? null : joiner.email,
    isUca: isUcaRole(joiner.role),
    amountCents,
    amountPaidCents: amountCents,
    paymentStatus: amountCents > 0 ? 'P' : 'I',
    paidBy: joiner.id,
  });
  await tx
    .update(bookings)
    .set({ totalCents: sql`${bookings.totalCents} + ${amountCents}`, updatedAt: now })
    .where(eq(bookings.id, bookingId));
  await writeStatus(tx, bookingId, now);
  const paid = stored('matches.historySeatPaid', {
    name: joiner.name,
    how: payment.kind,
    amount: { cents: amountCents },
  });
  await recordHistory(tx, bookingId, joiner.id, now, [
    {
      action: HISTORY.playerAdded,
      details: stored('matches.historyJoined', { name: joiner.name }),
    },
    { action: HISTORY.payment, details: paid },
  ]);
  return position;
}

/**
 * Takes `userId` off the booking and credits what they paid to their wallet under `reference`
 * (once, whatever the number of calls); the later players move up a place, so positions stay
 * 0…n-1 as the detail page's player indexes read them. The cents refunded.
 */
export async function removePaidPlayer(
  tx: Tx,
  locked: LockedBooking,
  userId: string,
  userName: string,
  reference: string,
  now: Date,
): Promise<number> {
  const bookingId = locked.row.id;
  const player = locked.players.find((p) => p.userId === userId);
  if (!player) return 0;
  await tx
    .delete(bookingPlayers)
    .where(
      and(eq(bookingPlayers.bookingId, bookingId), eq(bookingPlayers.position, player.position)),
    );
  const later = locked.players.filter((p) => p.position > player.position);
  for (const p of later) {
    await tx
      .update(bookingPlayers)
      .set({ position: p.position - 1 })
      .where(and(eq(bookingPlayers.bookingId, bookingId), eq(bookingPlayers.position, p.position)));
  }
  await tx
    .update(bookings)
    .set({ totalCents: sql`${bookings.totalCents} - ${player.amountCents}`, updatedAt: now })
    .where(eq(bookings.id, bookingId));
  await writeStatus(tx, bookingId, now);
  const refunded = player.amountPaidCents;
  const entries: HistoryEntry[] = [
    { action: HISTORY.playerRemoved, details: stored('matches.historyLeft', { name: userName }) },
  ];
  if (refunded > 0) {
    const payer = player.paidBy ?? userId;
    await creditWallet(
      tx,
      payer,
      refunded,
      stored('matches.ledgerSeatRefund', { booking: bookingLabel(locked) }),
      reference,
      { refundOf: `booking:${locked.row.id}` },
    );
    const amount = stored('bookings.historyAmount', { amount: { cents: refunded } });
    entries.push({ action: HISTORY.refund, details: amount });
  }
  await recordHistory(tx, bookingId, userId, now, entries);
  return refunded;
}
