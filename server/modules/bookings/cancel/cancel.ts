/**
 * Cancelling: the booker (or an admin) while the domain's canCancel allows it, with the forecast
 * of the booking's start hour (rain lets a booker cancel late). The row stays, cancelled, with its
 * history; its slots are freed in the same transaction. One cancellation for every caller: the
 * schedule's cancel, the detail page's (`detail`: paid parts go back, cancel-refunds.ts) and the
 * admin area's (`override`: any active booking at any time, refunding unless the admin keeps the
 * money). Refunds have one path, `refundBookingPayments`.
 */
import { and, eq, gt } from 'drizzle-orm';
import { canCancel } from '@/domain/cancellation.ts';
import { isAdminRole } from '@/domain/roles.ts';
import type { WeatherEntry } from '@/domain/weather.ts';
import type { AppContext } from '../../../context.ts';
import type { Tx } from '../../../db/client.ts';
import { bookingPlayers, bookings, courts } from '../../../db/schema/index.ts';
import { badRequest, notFound } from '../../../lib/errors.ts';
import type { SessionUser } from '../../../sessions.ts';
import { returnPackUses } from '../../packs/index.ts';
import { creditWallet, publishWallet } from '../../wallet/index.ts';
import { bookingLabel, lockVisibleBooking } from '../core/lock.ts';
import { publishBookingById } from '../core/events.ts';
import { forecastAt } from '../forecast.ts';
import { HISTORY, recordHistory, type HistoryEntry } from '../core/history.ts';
import { noticeRefund } from '../notices.ts';
import { BOOKING_NOT_FOUND, type BookingRow } from '../queries.ts';
import { releaseBookingSlots } from '../core/slots.ts';
import { stored, type StoredValue } from '../../../stored-text.ts';
import { promoteWaitlistInTx, type Promotion } from '../waitlist/promote.ts';
import { publishPromotions } from '../waitlist/publish.ts';
import { noticeClubCancellation, type ClubCancellation } from './club-notice.ts';

export interface CancelOptions {
  /**
   * Set by the admin area only (the caller has checked the actor is an admin): the window and
   * paid-state rules do not apply; `refund` says whether what was paid goes back to wallets.
   */
  override?: {
    refund: boolean;
    /** Typed by an admin (kept as typed), or worded by the server (a stored message). */
    reason?: StoredValue;
  };
  /** The forecast at the booking's start, read before the transaction. */
  weather?: WeatherEntry['values'] | null;
  /**
   * The detail page's cancel of a paid or partly paid booking: anyone who sees the booking gets
   * the domain's answer (not a 404), every paid part is refunded, and a booking already cancelled
   * is the answer to a repeated request (nothing changes, nothing is refunded twice).
   */
  detail?: boolean;
  /**
   * False when the slots free only to be blocked (a block's save): nobody is promoted into a
   * blocked slot; the line is walked when the block is lifted.
   */
  promote?: boolean;
  /**
   * The club cancelled it (a closed day, a blocked time, an admin): every member of the booking
   * is told why and what came back to them, in one notice that replaces the refund's.
   */
  club?: ClubCancellation;
}

export interface CancelOutcome {
  bookingId: string;
  /** Cents credited, per wallet owner. */
  refunds: { userId: string; cents: number }[];
  /** A detail cancel that found the booking already cancelled: nothing was done. */
  unchanged?: boolean;
  /** The waitlist's members booked (or told why not) for the freed slots, in the same commit. */
  promotions?: Promotion[];
  /** Owners of packs that got a use back (their Monedero refetches). */
  packOwners?: string[];
}

/**
 * Credits every paid part of a cancelled booking to whoever paid it (a guest's link payment, which
 * has no wallet, to the booker's), as a ledger entry naming the booking. Each part has its own
 * ledger reference, so a refund is paid once whatever the number of cancel requests. Returns the
 * credits per wallet and a history entry per part refunded.
 */
export async function refundBookingPayments(
  tx: Tx,
  row: BookingRow,
  now: Date,
): Promise<{ refunds: CancelOutcome['refunds']; history: HistoryEntry[]; packs: Set<string> }> {
  // Parts a pack paid get their use back, not wallet money (packs/uses.ts).
  const packs = await returnPackUses(tx, row.id, now);
  const packHistory = packs.history.map((details) => ({ action: HISTORY.refund, details }));
  const paidRows = await tx
    .select()
    .from(bookingPlayers)
    .where(and(eq(bookingPlayers.bookingId, row.id), gt(bookingPlayers.amountPaidCents, 0)));
  const paid = paidRows.filter((part) => !packs.positions.has(part.position));
  if (paid.length === 0) return { refunds: [], history: packHistory, packs: packs.owners };
  const [court] = await tx.select().from(courts).where(eq(courts.id, row.courtId));
  const booking = bookingLabel({ row, court: court! });
  const byUser = new Map<string, number>();
  const history: HistoryEntry[] = [...packHistory];
  for (const part of paid) {
    const payer = part.paidBy ?? part.userId ?? row.userId;
    const change = await creditWallet(
      tx,
      payer,
      part.amountPaidCents,
      stored('bookings.ledgerCancelRefund', { booking }),
      `booking-refund:${row.id}:${part.position}`,
      { refundOf: `booking:${row.id}` },
    );
    if (!change.applied) continue;
    byUser.set(payer, (byUser.get(payer) ?? 0) + part.amountPaidCents);
    history.push({
      action: HISTORY.refund,
      details: stored('bookings.historyAmount', { amount: { cents: part.amountPaidCents } }),
    });
  }
  const refunds = [...byUser].map(([userId, cents]) => ({ userId, cents }));
  return { refunds, history, packs: packs.owners };
}

/** The booker's or an admin's active booking, locked; anyone else learns nothing of it. */
async function lockOwnActiveBooking(tx: Tx, actor: SessionUser, bookingId: string) {
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
  const mayHandle = row && (row.userId === actor.id || isAdminRole(actor.role));
  if (!row || !mayHandle || row.status !== 'active') throw notFound(BOOKING_NOT_FOUND);
  return row;
}

/** The cancellation inside the caller's transaction (a block's save cancels several at once). */
export async function cancelBookingInTx(
  ctx: AppContext,
  tx: Tx,
  actor: SessionUser,
  bookingId: string,
  options: CancelOptions = {},
): Promise<CancelOutcome> {
  const now = ctx.now();
  const row = options.detail
    ? (await lockVisibleBooking(tx, actor, bookingId)).row
    : await lockOwnActiveBooking(tx, actor, bookingId);
  if (row.status !== 'active') return { bookingId, refunds: [], unchanged: true };
  if (!options.override) {
    const check = canCancel(
      {
        startsAt: row.startsAt,
        paymentStatus: row.paymentStatus,
        isLeagueMatch: row.isLeagueMatch,
        userBooked: { _id: row.userId },
        totalAmount: row.totalCents,
      },
      actor,
      now,
      options.weather ?? null,
      options.detail ? 'detail' : 'schedule',
    );
    if (!check.ok) throw badRequest(check.reason, 'cancelRefused');
  }
  await tx
    .update(bookings)
    .set({ status: 'cancelled', cancelledAt: now, cancelledBy: actor.id, updatedAt: now })
    .where(eq(bookings.id, bookingId));
  await releaseBookingSlots(tx, bookingId);
  // Every way a booking is cancelled comes here: the first in line gets the slot in this commit.
  const promotions =
    options.promote === false
      ? []
      : await promoteWaitlistInTx(ctx, tx, {
          courtId: row.courtId,
          dateBooked: row.dateBooked,
          slots: row.slots,
        });
  const reason = options.override?.reason;
  let details = stored('bookings.historyCancelledBy', { name: actor.name });
  if (reason) details = stored('bookings.historyCancelledByReason', { name: actor.name, reason });
  if (actor.id === row.userId) details = stored('bookings.historyCancelledByUser');
  const entries: HistoryEntry[] = [{ action: HISTORY.cancelled, details }];
  let refunds: CancelOutcome['refunds'] = [];
  let packOwners: string[] = [];
  if (options.detail || options.override?.refund) {
    const refunded = await refundBookingPayments(tx, row, now);
    refunds = refunded.refunds;
    for (const refund of options.club ? [] : refunds) {
      const why = 'cancelled' as const;
      await noticeRefund(ctx, tx, { bookingId, ...refund, why }, `booking-refund:${bookingId}`);
    }
    packOwners = [...refunded.packs];
    entries.push(...refunded.history);
  }
  if (options.club) {
    const refunded = options.override?.refund === true;
    await noticeClubCancellation(ctx, tx, row, options.club, { refunded, refunds, packOwners });
  }
  await recordHistory(tx, bookingId, actor.id, now, entries);
  return { bookingId, refunds, promotions, packOwners };
}

/** After commit: every open schedule, everyone in the booking and each refunded wallet hear it. */
export async function publishCancellation(ctx: AppContext, outcome: CancelOutcome): Promise<void> {
  await publishBookingById(ctx, outcome.bookingId, 'cancelled');
  for (const refund of outcome.refunds) await publishWallet(ctx, refund.userId);
  for (const owner of outcome.packOwners ?? []) {
    ctx.realtime.emitToUser(owner, `packsUpdated:${owner}`, {});
    await publishWallet(ctx, owner);
  }
  await publishPromotions(ctx, outcome.promotions ?? []);
}

export async function cancelBooking(
  ctx: AppContext,
  actor: SessionUser,
  bookingId: string,
  options: CancelOptions = {},
): Promise<CancelOutcome> {
  const [start] = await ctx.db
    .select({ startsAt: bookings.startsAt })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  const weather = !options.override && start ? await forecastAt(ctx, start.startsAt) : null;
  const outcome = await ctx.db.transaction((tx) =>
    cancelBookingInTx(ctx, tx, actor, bookingId, { ...options, weather }),
  );
  if (!outcome.unchanged) await publishCancellation(ctx, outcome);
  return outcome;
}
