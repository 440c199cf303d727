/**
 * The monthly charge of a series billed by a season price ('series billing' job, decision 059).
 * Each due month is charged in ONE transaction with the series locked: its dates' unpaid parts
 * are claimed (as any payment claims them, so a release later credits them back) and the holder's
 * wallet is debited their sum under the reference `series:{id}:{month}`, which the ledger holds
 * once. The charge row's (series, month) key and the lock make a second run, on this or another
 * instance, find the month paid and do nothing. A short balance rolls everything back and
 * records the month 'failed': its dates stay booked as pending payment and the holder is told
 * once; every later run tries again. A series paid by the holder's saved card is charged by
 * billing-card.ts instead (decision 060).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { clubDate } from '@/domain/club-time.ts';
import { dueMonths, monthParts } from '@/domain/series-billing.ts';
import { msg } from '@/i18n/message.ts';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { courtSeries, courtSeriesCharges } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/errors.ts';
import { stored } from '../../stored-text.ts';
import { publishBookingById } from '../bookings/index.ts';
import { debitWallet, publishWallet } from '../wallet/index.ts';
import { chargeMonthByCard } from './billing-card.ts';
import { chargeLabel, claimMonthInTx, lockBillableSeries, tellFailure } from './billing-month.ts';

export interface BillingRun {
  charged: number;
  failed: number;
}

type Outcome =
  | { kind: 'none' }
  | { kind: 'paid'; holderId: string; bookingIds: string[] }
  | { kind: 'failed'; holderId: string; cents: number };

class ShortBalance extends Error {
  constructor(
    readonly holderId: string,
    readonly cents: number,
  ) {
    // A signal caught below, never shown: its name says what it is.
    super();
    this.name = 'ShortBalance';
  }
}

/** Charges every due month of every active monthly series that is not paid yet. */
export async function billDueSeries(ctx: AppContext): Promise<BillingRun> {
  const today = clubDate(ctx.now(), ctx.config.club.timezone);
  const series = await ctx.db
    .select({
      id: courtSeries.id,
      from: courtSeries.fromDate,
      to: courtSeries.toDate,
      billingDay: courtSeries.billingDay,
    })
    .from(courtSeries)
    .where(and(eq(courtSeries.billing, 'monthly'), eq(courtSeries.status, 'active')));
  if (series.length === 0) return { charged: 0, failed: 0 };
  const paid = await ctx.db
    .select({ seriesId: courtSeriesCharges.seriesId, month: courtSeriesCharges.month })
    .from(courtSeriesCharges)
    .where(
      and(
        inArray(
          courtSeriesCharges.seriesId,
          series.map((s) => s.id),
        ),
        eq(courtSeriesCharges.status, 'paid'),
      ),
    );
  const done = new Set(paid.map((p) => `${p.seriesId}:${p.month}`));
  const run: BillingRun = { charged: 0, failed: 0 };
  const errors: unknown[] = [];
  for (const s of series) {
    const months = dueMonths({ from: s.from, to: s.to, billingDay: s.billingDay ?? 1 }, today);
    for (const month of months) {
      if (done.has(`${s.id}:${month}`)) continue;
      // A gateway that cannot answer for one card must not stop the other series' charges; the
      // job's log names the failures once all were tried, and the next run tries them again.
      const outcome = await chargeMonth(ctx, s.id, month).catch((error: unknown) => {
        errors.push(error);
        return 'none' as const;
      });
      if (outcome === 'paid') run.charged += 1;
      if (outcome === 'failed') run.failed += 1;
    }
  }
  if (errors.length > 0) {
    throw new AggregateError(errors, `${errors.length} monthly series charges not made`);
  }
  return run;
}

/** One month of one series: charged, failed, or nothing to do (paid already, ended). */
export async function chargeMonth(
  ctx: AppContext,
  seriesId: string,
  month: string,
): Promise<'paid' | 'failed' | 'none'> {
  const [how] = await ctx.db
    .select({ monthlyPayment: courtSeries.monthlyPayment })
    .from(courtSeries)
    .where(eq(courtSeries.id, seriesId));
  if (how?.monthlyPayment === 'card') return chargeMonthByCard(ctx, seriesId, month);
  let outcome: Outcome;
  try {
    outcome = await ctx.db.transaction((tx) => chargeInTx(ctx, tx, seriesId, month));
  } catch (error) {
    if (!(error instanceof ShortBalance)) throw error;
    outcome = await recordFailure(ctx, seriesId, month, error);
  }
  if (outcome.kind === 'paid') {
    await publishWallet(ctx, outcome.holderId);
    for (const id of outcome.bookingIds) await publishBookingById(ctx, id, 'updated');
    return 'paid';
  }
  if (outcome.kind === 'failed') {
    await tellFailure(
      ctx,
      { seriesId, month, holderId: outcome.holderId },
      [
        stored('mail.seriesChargeFailed', {
          amount: { cents: outcome.cents },
          month: stored('series.monthLabel', monthParts(month)),
        }),
        stored('mail.seriesChargeFailedHold'),
      ],
      { label: msg('mail.topUpWallet'), path: '/profile?tab=monedero' },
    );
    return 'failed';
  }
  return 'none';
}

async function chargeInTx(
  ctx: AppContext,
  tx: Tx,
  seriesId: string,
  month: string,
): Promise<Outcome> {
  const locked = await lockBillableSeries(tx, seriesId, month, 'wallet');
  if (!locked) return { kind: 'none' };
  const { series } = locked;
  const now = ctx.now();
  const how = chargeLabel(month);
  const { cents, bookingIds } = await claimMonthInTx(tx, series.holderId, seriesId, month, now);
  if (cents > 0) {
    try {
      const reference = `series:${seriesId}:${month}`;
      await debitWallet(tx, series.holderId, cents, how, reference, {
        kind: 'court',
        subject: reference,
      });
    } catch (error) {
      if (error instanceof HttpError && error.code === 'insufficient_balance') {
        throw new ShortBalance(series.holderId, cents);
      }
      throw error;
    }
  }
  await tx
    .insert(courtSeriesCharges)
    .values({ seriesId, month, status: 'paid', amountCents: cents, paidAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [courtSeriesCharges.seriesId, courtSeriesCharges.month],
      set: {
        status: 'paid',
        amountCents: cents,
        paidAt: now,
        updatedAt: now,
        attempts: sql`${courtSeriesCharges.attempts} + 1`,
      },
    });
  return { kind: 'paid', holderId: series.holderId, bookingIds };
}

/** The month is 'failed'; the holder is told on the first failure only (null after). */
async function recordFailure(
  ctx: AppContext,
  seriesId: string,
  month: string,
  short: ShortBalance,
): Promise<Outcome> {
  const now = ctx.now();
  const inserted = await ctx.db
    .insert(courtSeriesCharges)
    .values({ seriesId, month, status: 'failed', amountCents: short.cents, updatedAt: now })
    .onConflictDoNothing()
    .returning({ month: courtSeriesCharges.month });
  if (inserted.length > 0) return { kind: 'failed', holderId: short.holderId, cents: short.cents };
  await ctx.db
    .update(courtSeriesCharges)
    .set({
      amountCents: short.cents,
      attempts: sql`${courtSeriesCharges.attempts} + 1`,
      updatedAt: now,
    })
    .where(
      and(
        eq(courtSeriesCharges.seriesId, seriesId),
        eq(courtSeriesCharges.month, month),
        eq(courtSeriesCharges.status, 'failed'),
      ),
    );
  return { kind: 'none' };
}
