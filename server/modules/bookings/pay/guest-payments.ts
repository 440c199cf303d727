/**
 * Guests and non-members pay the whole court by card before their booking exists.
 *
 * Decision: the slots are HELD while the payment runs. createPaymentIntent checks every rule,
 * inserts the slot rows under a hold (same partial unique index as bookings, so nobody else can
 * take them) valid for HOLD_MINUTES, and only then asks the payment service for an intent. When
 * the payment succeeds, the hold becomes the booking in the transaction that records the payment.
 * If the hold ran out and someone else took a slot meanwhile, or a rule no longer holds, the
 * amount is credited to the payer's wallet instead (never lost, never charged twice).
 */
import { and, eq } from 'drizzle-orm';
import type { GuestPaymentIntentRequest } from '@/api/bookings.ts';
import { BOOKING_MESSAGES, courtPrice } from '@/domain/booking-rules.ts';
import { msg } from '@/i18n/message.ts';
import type { AppContext } from '../../../context.ts';
import type { Tx } from '../../../db/client.ts';
import { bookingHolds, users } from '../../../db/schema/index.ts';
import {
  HttpError,
  conflict,
  forbidden,
  isUniqueViolation,
  unauthorized,
} from '../../../lib/errors.ts';
import type { SessionUser } from '../../../sessions.ts';
import { getCourt, getCourtInTx, type LoadedCourt } from '../../courts/index.ts';
import type { PaymentFulfilment } from '../../../payment-handlers.ts';
import { createPaymentIntent } from '../../payments/index.ts';
import { creditWallet, publishWallet } from '../../wallet/index.ts';
import { stored, wordStored } from '../../../stored-text.ts';
import { memberLanguage } from '../../../i18n.ts';
import { bookingText, slotSpan } from '../core/history.ts';
import { checkRules, createBookingInTx } from '../create/create.ts';
import { publishBookingById } from '../core/events.ts';
import { freeExpiredHolds, releaseHeldSlots, takeSlotsForHold } from '../core/slots.ts';
import { recordPaymentSale } from '../../invoicing/index.ts';

export const GUEST_BOOKING_PURPOSE = 'guest_booking';
export const HOLD_MINUTES = 15;

interface Hold {
  id: string;
  amountCents: number;
}

export async function createGuestPaymentIntent(
  ctx: AppContext,
  user: SessionUser,
  body: GuestPaymentIntentRequest,
): Promise<{ clientSecret: string }> {
  const court = await getCourt(ctx.db, body.courtBooked._id);
  if (body.userBooked && body.userBooked !== user.id) {
    throw forbidden('ownership', msg('errors.notOnBehalf'));
  }
  let hold: Hold;
  try {
    hold = await ctx.db.transaction((tx) => holdSlots(ctx, tx, user.id, court, body));
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(BOOKING_MESSAGES.slotTaken, 'slotTaken');
    throw error;
  }
  try {
    const { clientSecret } = await createPaymentIntent(ctx, {
      userId: user.id,
      amountCents: hold.amountCents,
      purpose: GUEST_BOOKING_PURPOSE,
      // The checkout's product name, in the payer's language.
      description: wordStored(
        memberLanguage(user.language),
        stored('bookings.checkoutGuestBooking', {
          booking: bookingText(court.row, body.dateBooked, slotSpan(body.timeBooked)),
        }),
      ),
      metadata: { holdId: hold.id },
    });
    return { clientSecret };
  } catch (error) {
    await ctx.db.transaction((tx) => loseHold(tx, hold.id));
    throw error;
  }
}

/** Checks every rule for the payer and holds the slots for HOLD_MINUTES. */
async function holdSlots(
  ctx: AppContext,
  tx: Tx,
  userId: string,
  court: LoadedCourt,
  body: GuestPaymentIntentRequest,
): Promise<Hold> {
  const now = ctx.now();
  const [booker] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!booker) throw unauthorized();
  // A new attempt (another card after a decline) replaces this user's earlier holds, so they
  // never block their own retry; an earlier intent paid after all is refunded to the wallet.
  const previous = await tx
    .update(bookingHolds)
    .set({ status: 'lost' })
    .where(and(eq(bookingHolds.userId, booker.id), eq(bookingHolds.status, 'pending')))
    .returning({ id: bookingHolds.id });
  await releaseHeldSlots(
    tx,
    previous.map((h) => h.id),
  );
  const slots = await checkRules(ctx, tx, court, booker, {
    date: body.dateBooked,
    slots: body.timeBooked,
    isLeagueMatch: false,
    rival: null,
    paid: true,
  }).catch((error: unknown) => {
    // The guest flow has always answered a refused rule with 400.
    if (error instanceof HttpError) throw new HttpError(400, error.message, error.code);
    throw error;
  });
  const amountCents = courtPrice(
    { type: court.row.type, costs: court.costsCents },
    booker.role,
    slots.length,
  );
  const expiresAt = new Date(now.getTime() + HOLD_MINUTES * 60_000);
  const [row] = await tx
    .insert(bookingHolds)
    .values({
      userId: booker.id,
      courtId: court.row.id,
      dateBooked: body.dateBooked,
      slots: slots.map((s) => s.label),
      amountCents,
      expiresAt,
    })
    .returning({ id: bookingHolds.id });
  const starts = slots.map((s) => s.startsAt);
  await freeExpiredHolds(tx, court.row.id, starts, now);
  await takeSlotsForHold(tx, { courtId: court.row.id, starts, holdId: row!.id, expiresAt });
  return { id: row!.id, amountCents };
}

async function loseHold(tx: Tx, holdId: string): Promise<void> {
  await releaseHeldSlots(tx, [holdId]);
  await tx.update(bookingHolds).set({ status: 'lost' }).where(eq(bookingHolds.id, holdId));
}

/** Turns a paid hold into its booking, or refunds the payer's wallet when it cannot. */
export function registerGuestBookingFulfilment(ctx: AppContext): void {
  ctx.paymentHandlers.onSucceeded(GUEST_BOOKING_PURPOSE, (f) => fulfilHold(ctx, f));
}

async function fulfilHold(ctx: AppContext, { tx, payment, afterCommit }: PaymentFulfilment) {
  const holdId = (payment.metadata as Record<string, string> | null)?.holdId;
  if (!holdId) return;
  const [hold] = await tx
    .select()
    .from(bookingHolds)
    .where(eq(bookingHolds.id, holdId))
    .for('update');
  if (!hold || hold.status === 'converted') return;
  const [payer] = await tx.select().from(users).where(eq(users.id, hold.userId));
  if (!payer) return;
  const bookingId = hold.status === 'pending' ? await bookHold(ctx, tx, payer, hold) : null;
  if (bookingId) {
    await tx
      .update(bookingHolds)
      .set({ status: 'converted', bookingId })
      .where(eq(bookingHolds.id, hold.id));
    const sale = { kind: 'court', subject: `booking:${bookingId}`, bookingId } as const;
    await recordPaymentSale(
      tx,
      { ...payment, userId: hold.userId },
      {
        ...sale,
        cents: payment.amountCents,
      },
    );
    afterCommit(async () => void (await publishBookingById(ctx, bookingId, 'created')));
    return;
  }
  await loseHold(tx, hold.id);
  const change = await creditWallet(
    tx,
    hold.userId,
    payment.amountCents,
    stored('bookings.ledgerHoldLost'),
    `booking-hold-refund:${hold.id}`,
  );
  if (change.applied) afterCommit(() => publishWallet(ctx, hold.userId));
}

/** The booking made from a pending hold, or null when a rule now refuses it. */
async function bookHold(
  ctx: AppContext,
  tx: Tx,
  payer: SessionUser,
  hold: typeof bookingHolds.$inferSelect,
): Promise<string | null> {
  const court = await getCourtInTx(tx, hold.courtId);
  try {
    // A savepoint: a refused rule must leave the payment's own transaction intact.
    return await tx.transaction((sp) =>
      createBookingInTx(
        ctx,
        sp,
        payer,
        court,
        {
          courtId: hold.courtId,
          dateBooked: hold.dateBooked,
          timeBooked: hold.slots,
          players: [],
          isLeagueMatch: false,
        },
        { paid: true, holdId: hold.id },
      ),
    );
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return null;
  }
}
