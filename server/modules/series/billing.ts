/**
 * The monthly charge of a series billed by a season price ('series billing' job, decision 090).
 * Each due month is charged in ONE transaction with the series locked: its dates' unpaid parts
 * are claimed (as any payment claims them, so a release later credits them back) and the holder's
 * wallet is debited their sum under the reference `series:{id}:{month}`, which the ledger holds
 * once. The charge row's (series, month) key and the lock make a second run, on this or another
 * instance, find the month paid and do nothing. A short balance rolls everything back and
 * records the month 'failed': its dates stay booked as pending payment and the holder is told
 * once; every later run tries again.
 */
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { clubDate } from '@/domain/club-time.ts';
import { centsToEuros } from '@/domain/money.ts';
import {
  dueMonths,
  monthLabel,
  nextMonth,
  SERIES_BILLING_MESSAGES,
} from '@/domain/series-billing.ts';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import {
  bookings,
  courtSeries,
  courtSeriesCharges,
  courtSeriesDates,
  users,
} from '../../db/schema/index.ts';
import { HttpError } from '../../lib/errors.ts';
import { compose } from '../auth/index.ts';
import { payUnpaidPartsInTx, publishBookingById } from '../bookings/index.ts';
import { notify } from '../notifications/index.ts';
import { debitWallet, publishWallet } from '../wallet/index.ts';

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
    super('short balance');
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
  for (const s of series) {
    const months = dueMonths({ from: s.from, to: s.to, billingDay: s.billingDay ?? 1 }, today);
    for (const month of months) {
      if (done.has(`${s.id}:${month}`)) continue;
      const outcome = await chargeMonth(ctx, s.id, month);
      if (outcome === 'paid') run.charged += 1;
      if (outcome === 'failed') run.failed += 1;
    }
  }
  return run;
}

/** One month of one series: charged, failed, or nothing to do (paid already, ended). */
export async function chargeMonth(
  ctx: AppContext,
  seriesId: string,
  month: string,
): Promise<'paid' | 'failed' | 'none'> {
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
    await mailFailure(ctx, outcome.holderId, month, outcome.cents);
    await notify(ctx, {
      kind: 'renewal',
      subject: `series:${seriesId}:${month}`,
      userId: outcome.holderId,
      title: SERIES_BILLING_MESSAGES.chargeFailedSubject,
      body: SERIES_BILLING_MESSAGES.chargeFailed(
        monthLabel(month),
        centsToEuros(outcome.cents).toFixed(2),
      ),
      url: '/profile?tab=monedero',
      tag: `renewal-series-${seriesId}`,
      mailed: true,
    });
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
  const [series] = await tx
    .select()
    .from(courtSeries)
    .where(eq(courtSeries.id, seriesId))
    .for('update');
  if (!series || series.status !== 'active' || series.billing !== 'monthly')
    return { kind: 'none' };
  const [charge] = await tx
    .select({ status: courtSeriesCharges.status })
    .from(courtSeriesCharges)
    .where(and(eq(courtSeriesCharges.seriesId, seriesId), eq(courtSeriesCharges.month, month)));
  if (charge?.status === 'paid') return { kind: 'none' };
  const dates = await tx
    .select({ bookingId: bookings.id })
    .from(courtSeriesDates)
    .innerJoin(bookings, eq(bookings.id, courtSeriesDates.bookingId))
    .where(
      and(
        eq(courtSeriesDates.seriesId, seriesId),
        eq(courtSeriesDates.status, 'booked'),
        gte(courtSeriesDates.date, `${month}-01`),
        lt(courtSeriesDates.date, `${nextMonth(month)}-01`),
        eq(bookings.status, 'active'),
      ),
    )
    .orderBy(courtSeriesDates.date);
  const now = ctx.now();
  const how = `Cobro mensual del abono (${monthLabel(month)})`;
  const bookingIds: string[] = [];
  let cents = 0;
  for (const d of dates) {
    const claimed = await payUnpaidPartsInTx(tx, series.holderId, d.bookingId, how, now);
    if (claimed > 0) bookingIds.push(d.bookingId);
    cents += claimed;
  }
  if (cents > 0) {
    try {
      await debitWallet(tx, series.holderId, cents, how, `series:${seriesId}:${month}`);
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

async function mailFailure(
  ctx: AppContext,
  holderId: string,
  month: string,
  cents: number,
): Promise<void> {
  const [to] = await ctx.db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, holderId));
  if (!to) return;
  const euros = centsToEuros(cents).toFixed(2);
  await ctx.mailer.send(
    compose(
      to.email,
      SERIES_BILLING_MESSAGES.chargeFailedSubject,
      `Hola, ${to.name}:`,
      [
        SERIES_BILLING_MESSAGES.chargeFailed(monthLabel(month), euros),
        SERIES_BILLING_MESSAGES.chargeFailedHold,
      ],
      { label: 'Recargar el monedero', url: `${ctx.config.publicUrl}/profile?tab=monedero` },
      'Si ya lo has resuelto, ignora este mensaje.',
      ctx.config.club.name,
    ),
  );
}
