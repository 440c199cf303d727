/**
 * Each statistics table as the CSV a club's staff open in Excel: headers in the admin's language,
 * words for codes,
 * euros and percentages with a decimal comma (the writing is server/services/csv.ts). Identifiers
 * are left out: nobody at the desk reads a court's or a member's id.
 */
import type { StatsTable } from '@/api/admin.ts';
import { centsToEuros } from '@/domain/money.ts';
import { paymentStatusLabel } from '@/domain/payment-status.ts';
import { subscriptionTypeLabel } from '@/domain/subscriptions.ts';
import type { MessageKey } from '@/i18n/keys.ts';
import type { Language } from '@/i18n/languages.ts';
import type { Queryable } from '../../../db/client.ts';
import {
  csvOf,
  hourOfDay,
  percent,
  monthIn,
  spanishDate,
  weekdayIn,
  type CsvColumn,
} from '../../../services/csv.ts';
import { packSales, seriesOccupancy } from './series-packs.ts';
import type { StatsRange } from './stats-sql.ts';
import {
  doorOpenings,
  membersByPlan,
  occupancyByCourt,
  occupancyByHour,
  revenueByMonth,
  unpaidBookings,
} from './stats.ts';

type CsvOfRange = (q: Queryable, r: StatsRange, language: Language) => Promise<string>;

function table<Row>(
  query: (q: Queryable, r: StatsRange) => Promise<Row[]>,
  columns: CsvColumn<Row>[],
): CsvOfRange {
  return async (q, r, language) => csvOf(columns, await query(q, r), language);
}

/** Euros (the statistics' own unit) in a column that always shows the cents. */
const money = <Row>(header: MessageKey, cell: (row: Row) => number): CsvColumn<Row> => ({
  header,
  cell,
  decimals: 2,
});

/** One query each (not the whole page of statistics), written as its CSV. */
export const STATS_CSV: Record<StatsTable, CsvOfRange> = {
  'occupancy-by-court': table(occupancyByCourt, [
    { header: 'csv.court', cell: (r) => r.courtName },
    { header: 'csv.bookings', cell: (r) => r.bookings },
    { header: 'csv.bookedMinutes', cell: (r) => r.bookedMinutes },
    { header: 'csv.openMinutes', cell: (r) => r.openMinutes },
    { header: 'csv.occupancy', cell: (r) => percent(r.rate), decimals: 1 },
  ]),
  'occupancy-by-hour': table(occupancyByHour, [
    { header: 'csv.day', cell: (r, language) => weekdayIn(language, r.weekday) },
    { header: 'csv.hour', cell: (r) => hourOfDay(r.hour) },
    { header: 'csv.bookings', cell: (r) => r.bookings },
  ]),
  'revenue-by-month': table(revenueByMonth, [
    { header: 'csv.month', cell: (r, language) => monthIn(language, r.month) },
    { header: 'csv.bookings', cell: (r) => r.bookings },
    money('csv.walletBookings', (r) => r.wallet),
    money('csv.card', (r) => r.card),
    money('csv.desk', (r) => r.desk),
    money('csv.fees', (r) => r.memberships),
    money('csv.topUps', (r) => r.topUps),
    money('csv.revenue', (r) => r.total),
  ]),
  'members-by-plan': table(membersByPlan, [
    { header: 'csv.month', cell: (r, language) => monthIn(language, r.month) },
    { header: 'csv.plan', cell: (r) => subscriptionTypeLabel(r.plan) },
    { header: 'csv.members', cell: (r) => r.members },
  ]),
  'unpaid-bookings': table(unpaidBookings, [
    { header: 'csv.date', cell: (r) => spanishDate(r.dateBooked) },
    { header: 'csv.timeSlot', cell: (r) => r.timeBooked },
    { header: 'csv.court', cell: (r) => r.courtName },
    { header: 'csv.member', cell: (r) => r.userName },
    { header: 'csv.email', cell: (r) => r.userEmail },
    { header: 'csv.paymentStatus', cell: (r) => paymentStatusLabel(r.paymentStatus) },
    money('csv.due', (r) => r.due),
  ]),
  'door-openings': table(doorOpenings, [
    { header: 'csv.date', cell: (r) => spanishDate(r.date) },
    { header: 'csv.openings', cell: (r) => r.opened },
    { header: 'csv.refused', cell: (r) => r.refused },
  ]),
  'series-occupancy': table(seriesOccupancy, [
    { header: 'csv.month', cell: (r, language) => monthIn(language, r.month) },
    { header: 'csv.court', cell: (r) => r.courtName },
    { header: 'csv.seriesMinutes', cell: (r) => r.seriesMinutes },
    { header: 'csv.bookedMinutes', cell: (r) => r.bookedMinutes },
    { header: 'csv.seriesShare', cell: (r) => percent(r.share), decimals: 1 },
  ]),
  'pack-sales': table(packSales, [
    { header: 'csv.month', cell: (r, language) => monthIn(language, r.month) },
    { header: 'csv.packsSold', cell: (r) => r.sold },
    money('csv.revenue', (r) => centsToEuros(r.revenueCents)),
    { header: 'csv.usesConsumed', cell: (r) => r.usesConsumed },
    { header: 'csv.usesExpired', cell: (r) => r.usesExpiredUnused },
  ]),
};
