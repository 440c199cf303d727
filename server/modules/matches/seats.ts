/**
 * Taking a seat, paid at once (a seat is a commitment), and leaving it with the refund. From the
 * wallet, the seat and the debit are one transaction: a refusal moves no money. By card, the
 * seat is taken when the payment succeeds, in the transaction that records it (the one
 * fulfilment path); a seat gone meanwhile sends the money to the payer's wallet instead.
 */
import { eq } from 'drizzle-orm';
import { PAYMENT_MESSAGES, cardAllowed } from '@/domain/booking-payments.ts';
import { canJoinMatch, canLeaveMatch, joinShareCents, originalShares } from '@/domain/matches.ts';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { openMatchQueue, openMatchSeats, users } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/errors.ts';
import { readClubSettings } from '../../services/club-settings.ts';
import type { SessionUser } from '../../sessions.ts';
import {
  addPaidPlayer,
  bookingText,
  removePaidPlayer,
  setOriginalShares,
  slotSpan,
  type MatchJoiner,
} from '../bookings/index.ts';
import { memberLanguage } from '../../i18n.ts';
import { stored, wordStored } from '../../stored-text.ts';
import { createPaymentIntent } from '../payments/index.ts';
import { joinable, levelOf, lockMatch, refuseUnless, type LockedMatch } from './state.ts';

export const MATCH_SEAT_PURPOSE = 'open_match_seat';

/** The rule for `joiner` on the locked match, with their level read in the same transaction. */
export async function joinCheck(
  tx: Tx,
  m: LockedMatch,
  joinerId: string,
  autoCancelMinutes: number,
  now: Date,
) {
  const level = await levelOf(tx, joinerId, m.booking.court.type);
  const holdsSeat = m.queue.some((e) => e.userId === joinerId && e.status === 'held');
  const alreadyIn = m.booking.players.some((p) => p.userId === joinerId);
  return canJoinMatch(
    joinable(m),
    { id: joinerId, level, alreadyIn, holdsSeat },
    now,
    autoCancelMinutes,
  );
}

export function seatShareOf(m: LockedMatch): number {
  return joinShareCents(m.priceCents, m.originals.length + m.seatCount);
}

/**
 * Seats `joiner` on the locked match (the rules already checked): the booker's side's shares
 * kept in step, the seat row, the player with the part paid, a hold of theirs spent. The cents.
 */
export async function takeSeat(
  tx: Tx,
  m: LockedMatch,
  joiner: MatchJoiner,
  payment: { kind: 'wallet' } | { kind: 'card'; cents: number },
  now: Date,
): Promise<number> {
  const capacity = m.originals.length + m.seatCount;
  const cents = payment.kind === 'card' ? payment.cents : seatShareOf(m);
  const { amounts } = originalShares(m.priceCents, capacity, m.seatCount, m.originals);
  await setOriginalShares(tx, { ...m.booking, players: m.originals }, amounts, now);
  const [seat] = await tx
    .insert(openMatchSeats)
    .values({ matchId: m.match.id, userId: joiner.id, amountCents: cents, paidWith: payment.kind })
    .returning({ id: openMatchSeats.id });
  await addPaidPlayer(
    tx,
    m.booking,
    joiner,
    cents,
    payment.kind === 'wallet'
      ? { kind: 'wallet', reference: `match-seat:${seat!.id}` }
      : { kind: 'card' },
    now,
  );
  const entry = m.queue.find((e) => e.userId === joiner.id);
  if (entry) {
    await tx
      .update(openMatchQueue)
      .set({ status: 'seated' })
      .where(eq(openMatchQueue.id, entry.id));
  }
  return cents;
}

export async function joinerOf(tx: Tx, userId: string): Promise<MatchJoiner> {
  const [row] = await tx
    .select({ id: users.id, name: users.name, email: users.email, role: users.role })
    .from(users)
    .where(eq(users.id, userId));
  return row!;
}

export interface JoinOutcome {
  bookingId: string;
  bookerId: string;
  cents: number;
  full: boolean;
  players: string[];
}

export async function joinWithWallet(
  ctx: AppContext,
  actor: SessionUser,
  matchId: string,
): Promise<JoinOutcome> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const settings = await readClubSettings(tx);
    const m = await lockMatch(tx, matchId, now);
    refuseUnless(await joinCheck(tx, m, actor.id, settings.openMatches.autoCancelMinutes, now));
    const cents = await takeSeat(tx, m, await joinerOf(tx, actor.id), { kind: 'wallet' }, now);
    return {
      bookingId: m.booking.row.id,
      bookerId: m.booking.row.userId,
      cents,
      full: m.seats.length + 1 >= m.seatCount,
      players: [...m.booking.players.map((p) => p.userId), actor.id].filter(
        (id): id is string => !!id,
      ),
    };
  });
}

/** Starts the card payment of a seat; the seat is taken when it succeeds (card-seats.ts). */
export async function joinByCard(
  ctx: AppContext,
  actor: SessionUser,
  matchId: string,
  card: { saveCard: boolean; paymentMethodId?: string | null },
): Promise<{ clientSecret: string }> {
  const now = ctx.now();
  const { cents, label } = await ctx.db.transaction(async (tx) => {
    const settings = await readClubSettings(tx);
    const m = await lockMatch(tx, matchId, now);
    refuseUnless(await joinCheck(tx, m, actor.id, settings.openMatches.autoCancelMinutes, now));
    const { court, row } = m.booking;
    return {
      cents: seatShareOf(m),
      label: bookingText(court, row.dateBooked, slotSpan(row.slots)),
    };
  });
  if (!cardAllowed(cents)) throw badRequest(PAYMENT_MESSAGES.cardMinimum, 'cardMinimum');
  const { clientSecret } = await createPaymentIntent(ctx, {
    userId: actor.id,
    amountCents: cents,
    purpose: MATCH_SEAT_PURPOSE,
    // The checkout's product name, in the payer's language (as the ledger line).
    description: wordStored(
      memberLanguage(actor.language),
      stored('matches.ledgerSeat', { booking: label }),
    ),
    metadata: { matchId },
    paymentMethodId: card.paymentMethodId,
    saveCard: card.saveCard,
  });
  return { clientSecret };
}

export interface LeaveOutcome {
  bookingId: string;
  bookerId: string;
  refundedCents: number;
}

/** Leaves the seat: the part back to the wallet, once; the seat then goes to the seat list. */
export async function leaveSeat(
  tx: Tx,
  m: LockedMatch,
  actor: Pick<SessionUser, 'id' | 'name'>,
  now: Date,
): Promise<LeaveOutcome> {
  const seat = m.seats.find((s) => s.userId === actor.id);
  refuseUnless(
    canLeaveMatch(
      { startsAt: m.booking.row.startsAt, bookerId: m.booking.row.userId },
      { id: actor.id, isIn: !!seat },
      now,
    ),
  );
  const refundedCents = await removePaidPlayer(
    tx,
    m.booking,
    actor.id,
    actor.name,
    `match-leave:${seat!.id}`,
    now,
  );
  await tx
    .update(openMatchSeats)
    .set({ status: 'left', leftAt: now })
    .where(eq(openMatchSeats.id, seat!.id));
  return { bookingId: m.booking.row.id, bookerId: m.booking.row.userId, refundedCents };
}
