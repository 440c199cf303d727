/** A series as the API shows it, read with its court, holder, players and dates. */
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { SERIES_ANSWERS, type Series } from '@/api/series.ts';
import type { Language } from '@/i18n/languages.ts';
import { translator } from '../../i18n.ts';
import { readStored } from '../../stored-text.ts';
import { datesIn, type WrittenDate } from './create.ts';
import { centsToEuros } from '@/domain/money.ts';
import type { Queryable } from '../../db/client.ts';
import {
  bookings,
  courtSeries,
  courtSeriesCharges,
  courtSeriesDates,
  courts,
  users,
} from '../../db/schema/index.ts';

export type SeriesRow = typeof courtSeries.$inferSelect;

/** The series that `where` selects, by court position, weekday and time, for `language`'s reader. */
export async function loadSeries(q: Queryable, language: Language, where?: SQL): Promise<Series[]> {
  const rows = await q
    .select({ series: courtSeries, court: courts })
    .from(courtSeries)
    .innerJoin(courts, eq(courts.id, courtSeries.courtId))
    .where(where)
    .orderBy(
      asc(courts.position),
      asc(courts.name),
      asc(courtSeries.weekday),
      asc(courtSeries.startTime),
      asc(courtSeries.createdAt),
    );
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.series.id);
  const people = [...new Set(rows.flatMap((r) => [r.series.holderId, ...r.series.playerIds]))];
  const [dates, names, charges] = await Promise.all([
    q
      .select({ date: courtSeriesDates, paymentStatus: bookings.paymentStatus })
      .from(courtSeriesDates)
      .leftJoin(bookings, eq(bookings.id, courtSeriesDates.bookingId))
      .where(inArray(courtSeriesDates.seriesId, ids))
      .orderBy(asc(courtSeriesDates.date)),
    q.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, people)),
    q
      .select()
      .from(courtSeriesCharges)
      .where(inArray(courtSeriesCharges.seriesId, ids))
      .orderBy(asc(courtSeriesCharges.month)),
  ]);
  const nameOf = new Map(names.map((u) => [u.id, u.name]));
  const ref = (id: string) => ({ _id: id, name: nameOf.get(id) ?? '' });
  return rows.map(({ series, court }) => ({
    _id: series.id,
    court: { _id: court.id, name: court.name, type: court.type },
    holder: ref(series.holderId),
    players: series.playerIds.map(ref),
    weekday: series.weekday,
    startTime: series.startTime,
    minutes: series.minutes,
    from: series.fromDate,
    to: series.toDate,
    price: centsToEuros(series.priceCents),
    billing: series.billing,
    seasonPrice: series.seasonPriceCents === null ? null : centsToEuros(series.seasonPriceCents),
    billingDay: series.billingDay,
    monthlyPayment: series.monthlyPayment,
    paymentMethodId: series.paymentMethodId,
    status: series.status,
    dates: dates
      .filter(({ date: d }) => d.seriesId === series.id)
      .map(({ date: d, paymentStatus }) => ({
        date: d.date,
        status: d.status,
        reason: d.reason,
        detail: readStored(language, d.detailMessage, d.detail),
        bookingId: d.bookingId,
        paid: paymentStatus === 'P',
      })),
    charges: charges
      .filter((c) => c.seriesId === series.id)
      .map((c) => ({ month: c.month, status: c.status, amount: centsToEuros(c.amountCents) })),
  }));
}

export async function loadOneSeries(
  q: Queryable,
  id: string,
  language: Language,
): Promise<Series | null> {
  const [series] = await loadSeries(q, language, eq(courtSeries.id, id));
  return series ?? null;
}

export const holderSeries = (holderId: string) =>
  and(eq(courtSeries.holderId, holderId), eq(courtSeries.status, 'active'));

/** The series' booked dates whose bookings are still active, narrowed by `where`, in date order. */
export function activeBookedDates(q: Queryable, seriesId: string, ...where: (SQL | undefined)[]) {
  return q
    .select({
      date: courtSeriesDates.date,
      bookingId: bookings.id,
      startsAt: bookings.startsAt,
    })
    .from(courtSeriesDates)
    .innerJoin(bookings, eq(bookings.id, courtSeriesDates.bookingId))
    .where(
      and(
        eq(courtSeriesDates.seriesId, seriesId),
        eq(courtSeriesDates.status, 'booked'),
        eq(bookings.status, 'active'),
        ...where,
      ),
    )
    .orderBy(courtSeriesDates.date);
}

/** The answer to a created series: the series as listed, with its dates booked and skipped. */
export async function createdSeriesAnswer(
  q: Queryable,
  created: { id: string; dates: WrittenDate[] },
  language: Language,
) {
  const t = translator(language);
  const series = (await loadOneSeries(q, created.id, language))!;
  const skipped = datesIn(language, created.dates).filter((d) => d.status === 'skipped');
  const booked = created.dates.length - skipped.length;
  return {
    success: true as const,
    message: t(SERIES_ANSWERS.created(booked, skipped.length)),
    series,
    booked,
    skipped,
  };
}
