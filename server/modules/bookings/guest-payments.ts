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
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { GuestPaymentIntentRequest } from '@/api/bookings.ts';
import { BOOKING_MESSAGES, checkBookingRequest, courtPrice } from '@/domain/booking-rules.ts';
import { clubDate } from '@/domain/club-time.ts';
import type { AppContext } from '../../context.ts';
import { bookingHolds, bookingSlots, users } from '../../db/schema/index.ts';
import { HttpError, conflict, isUniqueViolation } from '../../lib/errors.ts';
import type { SessionUser } from '../auth/session.ts';
import { getCourt } from '../courts/service.ts';
import { createPaymentIntent, onPaymentSucceeded } from '../payments/service.ts';
import { creditWallet, publishWallet } from '../wallet/service.ts';
import { activeBookingsOfUser, createBookingInTx, loadBookings, publish } from './service.ts';

export const GUEST_BOOKING_PURPOSE = 'guest_booking';
export const HOLD_MINUTES = 15;

export async function createGuestPaymentIntent(
  ctx: AppContext,
  user: SessionUser,
  body: GuestPaymentIntentRequest,
): Promise<{ clientSecret: string }> {
  const court = await getCourt(ctx.db, body.courtBooked._id);
  const tz = ctx.config.club.timezone;
  const now = ctx.now();
  if (body.userBooked && body.userBooked !== user.id) {
    throw new HttpError(403, 'No puedes reservar en nombre de otra persona.');
  }
  let hold: { id: string; amountCents: number };
  try {
    hold = await ctx.db.transaction(async (tx) => {
      const [booker] = await tx.select().from(users).where(eq(users.id, user.id)).for('update');
      if (!booker) throw new HttpError(401, 'No has iniciado sesión.');
      // A new attempt (another card after a decline) replaces this user's earlier holds, so they
      // never block their own retry; an earlier intent paid after all is refunded to the wallet.
      const previous = await tx
        .update(bookingHolds)
        .set({ status: 'lost' })
        .where(and(eq(bookingHolds.userId, booker.id), eq(bookingHolds.status, 'pending')))
        .returning({ id: bookingHolds.id });
      if (previous.length > 0) {
        await tx
          .update(bookingSlots)
          .set({ active: false })
          .where(
            and(
              inArray(
                bookingSlots.holdId,
                previous.map((h) => h.id),
              ),
              sql`${bookingSlots.bookingId} is null`,
            ),
          );
      }
      const today = clubDate(now, tz);
      const existing = await activeBookingsOfUser(tx, booker.id, today, now);
      const check = checkBookingRequest({
        court: court.rules,
        timeZone: tz,
        now,
        today,
        booker: { role: booker.role, league: booker.league },
        date: body.dateBooked,
        slots: body.timeBooked,
        isLeagueMatch: false,
        rival: null,
        playerCount: 1,
        existing,
        paid: true,
      });
      if (!check.ok) throw new HttpError(400, check.message, check.code);
      const amountCents = courtPrice(
        { type: court.row.type, costs: court.costsCents },
        booker.role,
        check.slots.length,
      );
      const expiresAt = new Date(now.getTime() + HOLD_MINUTES * 60_000);
      const [row] = await tx
        .insert(bookingHolds)
        .values({
          userId: booker.id,
          courtId: court.row.id,
          dateBooked: body.dateBooked,
          slots: check.slots.map((s) => s.label),
          amountCents,
          expiresAt,
        })
        .returning({ id: bookingHolds.id });
      const starts = check.slots.map((s) => s.startsAt);
      await tx
        .update(bookingSlots)
        .set({ active: false })
        .where(
          and(
            eq(bookingSlots.courtId, court.row.id),
            inArray(bookingSlots.startsAt, starts),
            eq(bookingSlots.active, true),
            sql`${bookingSlots.bookingId} is null`,
            lt(bookingSlots.expiresAt, now),
          ),
        );
      await tx.insert(bookingSlots).values(
        starts.map((startsAt) => ({
          courtId: court.row.id,
          startsAt,
          holdId: row!.id,
          expiresAt,
        })),
      );
      return { id: row!.id, amountCents };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(BOOKING_MESSAGES.slotTaken, 'slotTaken');
    throw error;
  }
  try {
    const { clientSecret } = await createPaymentIntent(ctx, {
      userId: user.id,
      amountCents: hold.amountCents,
      purpose: GUEST_BOOKING_PURPOSE,
      description: `Reserva ${court.row.type} - ${court.row.name} ${body.dateBooked}`,
      metadata: { holdId: hold.id },
    });
    return { clientSecret };
  } catch (error) {
    await releaseHold(ctx, hold.id);
    throw error;
  }
}

async function releaseHold(ctx: AppContext, holdId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(bookingSlots)
      .set({ active: false })
      .where(and(eq(bookingSlots.holdId, holdId), sql`${bookingSlots.bookingId} is null`));
    await tx.update(bookingHolds).set({ status: 'lost' }).where(eq(bookingHolds.id, holdId));
  });
}

let registered = false;

/** Turns a paid hold into its booking (or a wallet refund); registered once per process. */
export function registerGuestBookingFulfilment(): void {
  if (registered) return;
  registered = true;
  onPaymentSucceeded(GUEST_BOOKING_PURPOSE, async ({ ctx, tx, payment, afterCommit }) => {
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
    const court = await getCourt(ctx.db, hold.courtId);
    let bookingId: string | null = null;
    if (hold.status === 'pending') {
      try {
        // A savepoint: a refused rule must leave the payment's own transaction intact.
        bookingId = await tx.transaction((sp) =>
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
            ctx.config.club.timezone,
          ),
        );
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
      }
    }
    if (bookingId) {
      await tx
        .update(bookingHolds)
        .set({ status: 'converted', bookingId })
        .where(eq(bookingHolds.id, hold.id));
      const id = bookingId;
      afterCommit(async () => {
        const [booking] = await loadBookings(ctx.db, [id]);
        if (booking) publish(ctx, { booking, action: 'created' });
      });
      return;
    }
    await tx
      .update(bookingSlots)
      .set({ active: false })
      .where(and(eq(bookingSlots.holdId, hold.id), sql`${bookingSlots.bookingId} is null`));
    await tx.update(bookingHolds).set({ status: 'lost' }).where(eq(bookingHolds.id, hold.id));
    const change = await creditWallet(
      tx,
      hold.userId,
      payment.amountCents,
      'Reembolso: la pista ya no estaba disponible',
      `booking-hold-refund:${hold.id}`,
    );
    if (change.applied) afterCommit(() => publishWallet(ctx, hold.userId));
  });
}
