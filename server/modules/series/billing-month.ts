/**
 * What the wallet and the card charges of a series' month share (decisions 059, 060): the
 * month's dates, claiming their unpaid parts for the holder, and the one mail of a failed month.
 */
import { and, eq, gte, lt } from 'drizzle-orm';
import { monthParts, nextMonth } from '@/domain/series-billing.ts';
import type { Message } from '@/i18n/message.ts';
import { memberLanguage, translator } from '../../i18n.ts';
import { stored, wordStored, type StoredText } from '../../stored-text.ts';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { courtSeries, courtSeriesCharges, courtSeriesDates, users } from '../../db/schema/index.ts';
import { compose } from '../../adapters/mail/index.ts';
import { payUnpaidPartsInTx } from '../bookings/index.ts';
import { notify } from '../notifications/index.ts';
import { activeBookedDates } from './queries.ts';

/** The month's ledger line: 'Cobro mensual del abono (diciembre de 2026)'. */
export const chargeLabel = (month: string): StoredText =>
  stored('series.ledgerMonthlyCharge', { month: stored('series.monthLabel', monthParts(month)) });

/** The subject of a failed month's mail and notice. */
const CHARGE_FAILED_SUBJECT = stored('mail.seriesChargeFailedSubject');

/** The month's charge row (undefined: never tried). */
export async function chargeOf(tx: Tx, seriesId: string, month: string) {
  const [charge] = await tx
    .select({ status: courtSeriesCharges.status, attempts: courtSeriesCharges.attempts })
    .from(courtSeriesCharges)
    .where(and(eq(courtSeriesCharges.seriesId, seriesId), eq(courtSeriesCharges.month, month)));
  return charge;
}

/** The series' booked dates of `month` whose bookings are still active. */
export async function monthBookingIds(tx: Tx, seriesId: string, month: string): Promise<string[]> {
  const dates = await activeBookedDates(
    tx,
    seriesId,
    gte(courtSeriesDates.date, `${month}-01`),
    lt(courtSeriesDates.date, `${nextMonth(month)}-01`),
  );
  return dates.map((d) => d.bookingId);
}

/**
 * Claims, for the holder, every unpaid part of the month's dates (as any payment claims them, so
 * a release later credits them back): the cents claimed and the bookings that changed.
 */
export async function claimMonthInTx(
  tx: Tx,
  holderId: string,
  seriesId: string,
  month: string,
  now: Date,
): Promise<{ cents: number; bookingIds: string[] }> {
  const how = chargeLabel(month);
  const bookingIds: string[] = [];
  let cents = 0;
  for (const bookingId of await monthBookingIds(tx, seriesId, month)) {
    const claimed = await payUnpaidPartsInTx(tx, holderId, bookingId, how, now);
    if (claimed > 0) bookingIds.push(bookingId);
    cents += claimed;
  }
  return { cents, bookingIds };
}

/**
 * 'No hemos podido cobrar tu abono', once per failed month (wallet or card): an e-mail, and the
 * same as a 'renewal' notification to the holder's devices (already mailed, so no second e-mail).
 */
export async function tellFailure(
  ctx: AppContext,
  failed: { seriesId: string; month: string; holderId: string },
  lines: StoredText[],
  action: { label: Message; path: string },
): Promise<void> {
  const [to] = await ctx.db
    .select({ name: users.name, email: users.email, language: users.language })
    .from(users)
    .where(eq(users.id, failed.holderId));
  if (!to) return;
  const language = memberLanguage(to.language);
  const t = translator(language);
  await ctx.mailer.send(
    compose(
      language,
      to.email,
      wordStored(language, CHARGE_FAILED_SUBJECT),
      t('mail.greeting', { name: to.name }),
      lines.map((line) => wordStored(language, line)),
      { label: t(action.label), url: `${ctx.config.publicUrl}${action.path}` },
      t('mail.seriesChargeFooter'),
      ctx.config.club.name,
    ),
  );
  await notify(ctx, {
    kind: 'renewal',
    subject: `series:${failed.seriesId}:${failed.month}`,
    userId: failed.holderId,
    title: (language) => wordStored(language, CHARGE_FAILED_SUBJECT),
    body: (language) => (lines[0] ? wordStored(language, lines[0]) : ''),
    url: action.path,
    tag: `renewal-series-${failed.seriesId}`,
    mailed: true,
  });
}

/**
 * The series locked for its month's charge, with the month's charge row so far, when it is still
 * billed monthly in this way and the month is not paid yet; null when there is nothing to charge.
 */
export async function lockBillableSeries(
  tx: Tx,
  seriesId: string,
  month: string,
  payment: 'wallet' | 'card',
) {
  const [series] = await tx
    .select()
    .from(courtSeries)
    .where(eq(courtSeries.id, seriesId))
    .for('update');
  if (!series || series.status !== 'active' || series.billing !== 'monthly') return null;
  if (series.monthlyPayment !== payment) return null;
  const charge = await chargeOf(tx, seriesId, month);
  if (charge?.status === 'paid') return null;
  return { series, charge };
}
