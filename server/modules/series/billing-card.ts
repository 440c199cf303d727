/**
 * The monthly charge of a series paid by the holder's saved card (decision 060). The job works
 * out what the month owes with the series locked, then charges the card off session under an
 * idempotency key that names the series, the month and the attempt; it applies nothing itself.
 * The gateway's answer goes through `fulfil`, the one path a webhook and the reconcile job also
 * use, to the 'series_month' handlers below: a success claims the month's dates and marks the
 * month paid, a decline marks it 'failed' (its dates stay booked, pending payment) and mails the
 * holder on the first failure. Two runs at once read the same attempt, send the same key, get the
 * same intent, and its event is applied once.
 */
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { monthParts } from '@/domain/series-billing.ts';
import { msg } from '@/i18n/message.ts';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { bookingPlayers, courtSeries, courtSeriesCharges } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/errors.ts';
import type { PaymentFulfilment } from '../../payment-handlers.ts';
import { stored, wordStored } from '../../stored-text.ts';
import { publishBookingById } from '../bookings/index.ts';
import { recordPaymentSale } from '../invoicing/index.ts';
import { chargeSavedCard } from '../payments/index.ts';
import { creditWallet, publishWallet } from '../wallet/index.ts';
import {
  chargeLabel,
  chargeOf,
  claimMonthInTx,
  lockBillableSeries,
  tellFailure,
  monthBookingIds,
} from './billing-month.ts';

export const SERIES_MONTH_PURPOSE = 'series_month';

type Due =
  | { kind: 'none' }
  | { kind: 'free' }
  | { kind: 'due'; holderId: string; paymentMethodId: string | null; cents: number; key: string };

/** The unpaid cents of the month's dates (what a card charge of the month is for). */
async function unpaidCents(tx: Tx, seriesId: string, month: string): Promise<number> {
  const ids = await monthBookingIds(tx, seriesId, month);
  if (ids.length === 0) return 0;
  const [row] = await tx
    .select({
      cents: sql<number>`coalesce(sum(${bookingPlayers.amountCents} - ${bookingPlayers.amountPaidCents}), 0)::int`,
    })
    .from(bookingPlayers)
    .where(
      and(
        inArray(bookingPlayers.bookingId, ids),
        lt(bookingPlayers.amountPaidCents, bookingPlayers.amountCents),
      ),
    );
  return row?.cents ?? 0;
}

/**
 * With the series locked: nothing to do, nothing owed (the month is marked paid at 0), or the
 * charge to make. The key is `series:{id}:{month}` for the first attempt and gains the number
 * of failures after, so a retry is a new charge and a race is the same one.
 */
async function dueInTx(ctx: AppContext, tx: Tx, seriesId: string, month: string): Promise<Due> {
  const locked = await lockBillableSeries(tx, seriesId, month, 'card');
  if (!locked) return { kind: 'none' };
  const { series, charge } = locked;
  const cents = await unpaidCents(tx, seriesId, month);
  if (cents === 0) {
    const now = ctx.now();
    await tx
      .insert(courtSeriesCharges)
      .values({ seriesId, month, status: 'paid', amountCents: 0, paidAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: [courtSeriesCharges.seriesId, courtSeriesCharges.month],
        set: { status: 'paid', amountCents: 0, paidAt: now, updatedAt: now },
      });
    return { kind: 'free' };
  }
  const attempt = charge?.status === 'failed' ? charge.attempts : 0;
  const key = `series:${seriesId}:${month}${attempt > 0 ? `:retry-${attempt}` : ''}`;
  return {
    kind: 'due',
    holderId: series.holderId,
    paymentMethodId: series.paymentMethodId,
    cents,
    key,
  };
}

/** One month of one card-paid series; what this run saw (its effect is the handlers'). */
export async function chargeMonthByCard(
  ctx: AppContext,
  seriesId: string,
  month: string,
): Promise<'paid' | 'failed' | 'none'> {
  const due = await ctx.db.transaction((tx) => dueInTx(ctx, tx, seriesId, month));
  if (due.kind === 'none') return 'none';
  if (due.kind === 'free') return 'paid';
  const metadata = { seriesId, month };
  const failWithoutCharge = async () => {
    const after: Array<() => Promise<void> | void> = [];
    const failure = { ...metadata, cents: due.cents, gatewayId: null };
    await ctx.db.transaction((tx) => failMonthInTx(ctx, tx, failure, (fn) => after.push(fn)));
    for (const fn of after) await fn();
    return 'failed' as const;
  };
  if (!due.paymentMethodId) return failWithoutCharge();
  try {
    const charged = await chargeSavedCard(ctx, {
      userId: due.holderId,
      paymentMethodId: due.paymentMethodId,
      amountCents: due.cents,
      purpose: SERIES_MONTH_PURPOSE,
      // The gateway's record of the charge, in the club's language as every payment's.
      description: wordStored('es', chargeLabel(month)),
      metadata,
      idempotencyKey: due.key,
    });
    if (charged.status === 'succeeded') return 'paid';
    return charged.status === 'failed' ? 'failed' : 'none';
  } catch (error) {
    // The card was removed from the holder's account: a failed month, as a decline is.
    if (!(error instanceof HttpError) || error.statusCode !== 404) throw error;
    return failWithoutCharge();
  }
}

/**
 * A paid card charge: claims the month's dates once. What it cannot claim (a date released or
 * paid on its own since the charge, or a month paid already) goes to the holder's wallet, so the
 * card's money is never lost.
 */
async function fulfilMonth(ctx: AppContext, { tx, payment, afterCommit }: PaymentFulfilment) {
  const { seriesId, month } = payment.metadata;
  if (!seriesId || !month) return;
  const [series] = await tx
    .select({ holderId: courtSeries.holderId })
    .from(courtSeries)
    .where(eq(courtSeries.id, seriesId))
    .for('update');
  if (!series) return;
  const now = ctx.now();
  const paidAlready = (await chargeOf(tx, seriesId, month))?.status === 'paid';
  const claim = paidAlready
    ? { cents: 0, bookingIds: [] }
    : await claimMonthInTx(tx, series.holderId, seriesId, month, now);
  if (!paidAlready) {
    await tx
      .insert(courtSeriesCharges)
      .values({
        seriesId,
        month,
        status: 'paid',
        amountCents: claim.cents,
        paidAt: now,
        gatewayId: payment.gatewayId,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [courtSeriesCharges.seriesId, courtSeriesCharges.month],
        set: {
          status: 'paid',
          amountCents: claim.cents,
          paidAt: now,
          gatewayId: payment.gatewayId,
          updatedAt: now,
          attempts: sql`${courtSeriesCharges.attempts} + 1`,
        },
      });
  }
  const subject = `series:${seriesId}:${month}`;
  await recordPaymentSale(tx, payment, { kind: 'court', subject, cents: claim.cents });
  const unclaimed = payment.amountCents - claim.cents;
  if (unclaimed > 0) {
    const change = await creditWallet(
      tx,
      series.holderId,
      unclaimed,
      stored('series.ledgerOverpaid'),
      `series-overpay:${payment.gatewayId}`,
    );
    if (change.applied) afterCommit(() => publishWallet(ctx, series.holderId));
  }
  afterCommit(async () => {
    for (const id of claim.bookingIds) await publishBookingById(ctx, id, 'updated');
  });
}

/**
 * The month 'failed' (a declined card, or none to charge): its dates stay booked as pending
 * payment. The holder is mailed when the month first fails; a retry that fails adds an attempt.
 */
async function failMonthInTx(
  ctx: AppContext,
  tx: Tx,
  f: { seriesId: string; month: string; cents: number; gatewayId: string | null },
  afterCommit: PaymentFulfilment['afterCommit'],
) {
  const [series] = await tx
    .select({ holderId: courtSeries.holderId })
    .from(courtSeries)
    .where(eq(courtSeries.id, f.seriesId))
    .for('update');
  if (!series) return;
  const now = ctx.now();
  const inserted = await tx
    .insert(courtSeriesCharges)
    .values({
      seriesId: f.seriesId,
      month: f.month,
      status: 'failed',
      amountCents: f.cents,
      gatewayId: f.gatewayId,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning({ month: courtSeriesCharges.month });
  if (inserted.length === 0) {
    await tx
      .update(courtSeriesCharges)
      .set({
        amountCents: f.cents,
        gatewayId: f.gatewayId,
        attempts: sql`${courtSeriesCharges.attempts} + 1`,
        updatedAt: now,
      })
      .where(
        and(
          eq(courtSeriesCharges.seriesId, f.seriesId),
          eq(courtSeriesCharges.month, f.month),
          eq(courtSeriesCharges.status, 'failed'),
        ),
      );
    return;
  }
  afterCommit(() =>
    tellFailure(
      ctx,
      { seriesId: f.seriesId, month: f.month, holderId: series.holderId },
      [
        stored('mail.seriesCardChargeFailed', {
          amount: { cents: f.cents },
          month: stored('series.monthLabel', monthParts(f.month)),
        }),
        stored('mail.seriesCardChargeFailedHold'),
      ],
      { label: msg('mail.seeMyBookings'), path: '/bookings' },
    ),
  );
}

export function registerSeriesPayments(ctx: AppContext): void {
  ctx.paymentHandlers.onSucceeded(SERIES_MONTH_PURPOSE, (f) => fulfilMonth(ctx, f));
  ctx.paymentHandlers.onFailed(SERIES_MONTH_PURPOSE, ({ tx, payment, afterCommit }) => {
    const { seriesId, month } = payment.metadata;
    if (!seriesId || !month) return Promise.resolve();
    const failure = { seriesId, month, cents: payment.amountCents, gatewayId: payment.gatewayId };
    return failMonthInTx(ctx, tx, failure, afterCommit);
  });
}
