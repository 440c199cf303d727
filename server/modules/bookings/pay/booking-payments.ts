/**
 * Paying parts of a booking by card: the detail page's form of POST
 * /users/booking/createPaymentIntent, and the payment links of non-member players (a Checkout
 * Session on Stripe, the sandbox's hosted page otherwise). What a success does is registered on
 * the payment-handler registry and runs once, in the transaction that records the payment: the
 * parts are claimed there; a part someone else paid meanwhile, or a booking cancelled meanwhile,
 * sends the money to the payer's wallet (the booker's, for a guest's link) instead.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { CheckoutSessionBooking } from '@/api/payments.ts';
import { canCreatePaymentLink, cardAllowed, totalDueCents } from '@/domain/booking-payments.ts';
import type { AppContext } from '../../../context.ts';
import type { Queryable } from '../../../db/client.ts';
import { bookingPlayers, bookings } from '../../../db/schema/index.ts';
import type { SessionUser } from '../../../sessions.ts';
import { stored, wordStored } from '../../../stored-text.ts';
import { memberLanguage } from '../../../i18n.ts';
import type { PaymentFulfilment } from '../../../payment-handlers.ts';
import { createCheckoutSession, createPaymentIntent } from '../../payments/index.ts';
import { creditWallet, publishWallet } from '../../wallet/index.ts';
import {
  detailOf,
  lockBooking,
  lockVisibleBooking,
  lockedAnswer,
  playerLabel,
} from '../core/lock.ts';
import { refuse, refuseUnless } from '../core/refusals.ts';
import { writeStatus } from '../core/players.ts';
import { publishBooking, publishBookingById } from '../core/events.ts';
import { noticePartPaid, noticeRefund } from '../notices.ts';
import { HISTORY, recordHistory } from '../core/history.ts';
import { loadBookings } from '../queries.ts';
import { claimOwedParts, owedParts, type Claimed } from '../core/claim.ts';
import { lockPayableParts, partsOf } from './payable-parts.ts';
import { recordPaymentSale } from '../../invoicing/index.ts';

export const BOOKING_CARD_PURPOSE = 'booking_part';
export const BOOKING_LINK_PURPOSE = 'booking_link';

export async function createBookingPaymentIntent(
  ctx: AppContext,
  actor: SessionUser,
  input: {
    bookingId: string;
    playerIndex: number | null;
    saveCard: boolean;
    paymentMethodId?: string | null;
  },
): Promise<{ clientSecret: string }> {
  const now = ctx.now();
  const { parts } = await ctx.db.transaction((tx) =>
    lockPayableParts(tx, actor, input.bookingId, input.playerIndex, now),
  );
  if (!cardAllowed(parts.cents)) throw refuse('cardMinimum');
  const { clientSecret } = await createPaymentIntent(ctx, {
    userId: actor.id,
    amountCents: parts.cents,
    purpose: BOOKING_CARD_PURPOSE,
    // The checkout's product name, in the payer's language (as the ledger line).
    description: wordStored(
      memberLanguage(actor.language),
      stored('bookings.ledgerPaid', { booking: parts.label }),
    ),
    metadata: { bookingId: input.bookingId, positions: parts.positions.join(',') },
    paymentMethodId: input.paymentMethodId,
    saveCard: input.saveCard,
  });
  return { clientSecret };
}

/**
 * A payment link for a non-member player, one per player. The rules are checked with the
 * booking locked; the session is made outside that transaction (a gateway call), then kept only
 * if no other request stored a link for the player meanwhile.
 */
export async function createPaymentLink(
  ctx: AppContext,
  actor: SessionUser,
  input: { bookingId: string; playerIndex: number },
): Promise<string> {
  const now = ctx.now();
  const { parts, email, name } = await ctx.db.transaction(async (tx) => {
    const locked = await lockVisibleBooking(tx, actor, input.bookingId);
    const player = locked.players[input.playerIndex];
    refuseUnless(
      canCreatePaymentLink(
        detailOf(locked),
        actor,
        input.playerIndex,
        now,
        !!player?.paymentLinkId,
      ),
    );
    return {
      parts: partsOf(locked, input.playerIndex),
      email: player!.nonMemberEmail ?? undefined,
      name: playerLabel(player!, null),
    };
  });
  if (parts.cents <= 0) throw refuse('partPaid');
  const session = await createCheckoutSession(ctx, {
    userId: actor.id,
    amountCents: parts.cents,
    purpose: BOOKING_LINK_PURPOSE,
    // The checkout's product name, in the language of the member who sends the link.
    description: wordStored(
      memberLanguage(actor.language),
      stored('bookings.checkoutPaymentLink', { name, booking: parts.label }),
    ),
    metadata: { bookingId: input.bookingId, positions: parts.positions.join(',') },
    customerEmail: email,
  });
  const position = parts.positions[0]!;
  const kept = await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .update(bookingPlayers)
      .set({ paymentLinkId: session.id, paymentLinkUrl: session.url })
      .where(
        and(
          eq(bookingPlayers.bookingId, input.bookingId),
          eq(bookingPlayers.position, position),
          isNull(bookingPlayers.paymentLinkId),
        ),
      )
      .returning({ position: bookingPlayers.position });
    if (rows.length) {
      await recordHistory(tx, input.bookingId, actor.id, now, [
        {
          action: HISTORY.paymentLink,
          details: stored('bookings.historyPlayerAmount', {
            name,
            amount: { cents: parts.cents },
          }),
        },
      ]);
    }
    return rows.length > 0;
  });
  if (!kept) throw refuse('linkExists');
  await publishBookingById(ctx, input.bookingId, 'updated');
  return session.url;
}

function positionsOf(metadata: Record<string, string>): number[] {
  return (metadata.positions ?? '').split(',').filter(Boolean).map(Number).filter(Number.isInteger);
}

/** A successful card or link payment: claims its parts once; what it could not claim goes to a wallet. */
async function fulfilParts(ctx: AppContext, { tx, payment, afterCommit }: PaymentFulfilment) {
  const metadata = payment.metadata;
  const bookingId = metadata.bookingId;
  if (!bookingId) return;
  const locked = await lockBooking(tx, bookingId);
  if (!locked) return;
  const { row } = locked;
  const byLink = payment.purpose === BOOKING_LINK_PURPOSE;
  const payer = byLink ? null : payment.userId;
  const owed = row.status === 'active' ? owedParts(locked, positionsOf(metadata)) : [];
  const claimed = totalDueCents(owed);
  const now = ctx.now();
  let written: Claimed | null = null;
  if (claimed > 0) {
    const entry = {
      action: HISTORY.payment,
      details: stored('bookings.historyPaidVia', {
        how: byLink ? 'link' : 'card',
        amount: { cents: claimed },
      }),
    };
    written = await claimOwedParts(tx, locked, owed, payer, entry, now);
    // Under the booking's lock every part is as read.
    if (!written) throw new Error(`booking ${bookingId}: parts changed under its lock`);
    const paid = { bookingId, bookerId: row.userId, payerId: payer, cents: claimed };
    const subject = `booking:${bookingId}`;
    await recordPaymentSale(tx, payment, { kind: 'court', subject, cents: claimed, bookingId });
    await noticePartPaid(ctx, tx, paid, `booking-payment:${payment.gatewayId}`);
  }
  const unclaimed = payment.amountCents - claimed;
  const refundTo = payer ?? row.userId;
  if (unclaimed > 0) {
    const change = await creditWallet(
      tx,
      refundTo,
      unclaimed,
      stored('bookings.ledgerOverpaid'),
      `booking-overpay:${payment.gatewayId}`,
    );
    if (change.applied) {
      afterCommit(() => publishWallet(ctx, refundTo));
      const refund = { bookingId, userId: refundTo, cents: unclaimed, why: 'overpaid' as const };
      await noticeRefund(ctx, tx, refund, `booking-overpay:${payment.gatewayId}`);
    }
  }
  const booking = lockedAnswer(
    locked,
    written?.players ?? locked.players,
    written?.status ?? row.paymentStatus,
  );
  afterCommit(() => publishBooking(ctx, booking, 'updated'));
}

/** A declined card: its unpaid parts read F until a payment succeeds. */
async function failParts(ctx: AppContext, { tx, payment, afterCommit }: PaymentFulfilment) {
  const bookingId = payment.metadata.bookingId;
  if (!bookingId) return;
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
  if (!row || row.status !== 'active') return;
  const positions = positionsOf(payment.metadata);
  if (!positions.length) return;
  await tx
    .update(bookingPlayers)
    .set({ paymentStatus: 'F' })
    .where(
      and(
        eq(bookingPlayers.bookingId, bookingId),
        inArray(bookingPlayers.position, positions),
        eq(bookingPlayers.amountPaidCents, 0),
      ),
    );
  const now = ctx.now();
  await writeStatus(tx, bookingId, now);
  await recordHistory(tx, bookingId, payment.userId, now, [
    {
      action: HISTORY.paymentFailed,
      details: stored('bookings.historyCardDeclined', { amount: { cents: payment.amountCents } }),
    },
  ]);
  afterCommit(async () => void (await publishBookingById(ctx, bookingId, 'updated')));
}

/** What the payment-completed page shows for a payment link's session. */
async function checkoutBooking(db: Queryable, bookingId: string) {
  const [booking] = await loadBookings(db, [bookingId]);
  if (!booking) return null;
  const answer: CheckoutSessionBooking = {
    _id: booking._id,
    dateBooked: booking.dateBooked,
    timeBooked: booking.timeBooked,
    courtId: booking.courtId,
    players: booking.players.map((p) => ({
      isMember: p.isMember,
      memberId: p.memberId ? { _id: p.memberId._id, name: p.memberId.name } : null,
      nonMemberName: p.nonMemberName,
      nonMemberEmail: p.nonMemberEmail,
    })),
  };
  return answer;
}

export function registerBookingPayments(ctx: AppContext): void {
  for (const purpose of [BOOKING_CARD_PURPOSE, BOOKING_LINK_PURPOSE]) {
    ctx.paymentHandlers.onSucceeded(purpose, (f) => fulfilParts(ctx, f));
    ctx.paymentHandlers.onFailed(purpose, (f) => failParts(ctx, f));
  }
  ctx.paymentHandlers.onCheckoutBooking(BOOKING_LINK_PURPOSE, async (payment) =>
    payment.metadata.bookingId ? checkoutBooking(ctx.db, payment.metadata.bookingId) : null,
  );
}
