/**
 * Each statistics table as the CSV a club's staff open in Excel: Spanish headers, words for codes,
 * euros and percentages with a decimal comma (the writing is server/services/csv.ts). Identifiers
 * are left out: nobody at the desk reads a court's or a member's id.
 */
import type { StatsTable } from '@/api/admin.ts';
import { centsToEuros } from '@/domain/money.ts';
import { paymentStatusLabel } from '@/domain/payment-status.ts';
import { subscriptionTypeLabel } from '@/domain/subscriptions.ts';
import type { Queryable } from '../../../db/client.ts';
import {
  csvOf,
  hourOfDay,
  percent,
  spanishDate,
  spanishMonth,
  spanishWeekday,
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

type CsvOfRange = (q: Queryable, r: StatsRange) => Promise<string>;

function table<Row>(
  query: (q: Queryable, r: StatsRange) => Promise<Row[]>,
  columns: CsvColumn<Row>[],
): CsvOfRange {
  return async (q, r) => csvOf(columns, await query(q, r));
}

/** Euros (the statistics' own unit) in a column that always shows the cents. */
const money = <Row>(header: string, cell: (row: Row) => number): CsvColumn<Row> => ({
  header,
  cell,
  decimals: 2,
});

/** One query each (not the whole page of statistics), written as its CSV. */
export const STATS_CSV: Record<StatsTable, CsvOfRange> = {
  'occupancy-by-court': table(occupancyByCourt, [
    { header: 'Pista', cell: (r) => r.courtName },
    { header: 'Reservas', cell: (r) => r.bookings },
    { header: 'Minutos reservados', cell: (r) => r.bookedMinutes },
    { header: 'Minutos de apertura', cell: (r) => r.openMinutes },
    { header: 'Ocupación (%)', cell: (r) => percent(r.rate), decimals: 1 },
  ]),
  'occupancy-by-hour': table(occupancyByHour, [
    { header: 'Día', cell: (r) => spanishWeekday(r.weekday) },
    { header: 'Hora', cell: (r) => hourOfDay(r.hour) },
    { header: 'Reservas', cell: (r) => r.bookings },
  ]),
  'revenue-by-month': table(revenueByMonth, [
    { header: 'Mes', cell: (r) => spanishMonth(r.month) },
    { header: 'Reservas', cell: (r) => r.bookings },
    money('Reservas pagadas con monedero (€)', (r) => r.wallet),
    money('Tarjeta (€)', (r) => r.card),
    money('Recepción (€)', (r) => r.desk),
    money('Cuotas (€)', (r) => r.memberships),
    money('Recargas de monedero (€)', (r) => r.topUps),
    money('Ingresos (€)', (r) => r.total),
  ]),
  'members-by-plan': table(membersByPlan, [
    { header: 'Mes', cell: (r) => spanishMonth(r.month) },
    { header: 'Plan', cell: (r) => subscriptionTypeLabel(r.plan) },
    { header: 'Socios', cell: (r) => r.members },
  ]),
  'unpaid-bookings': table(unpaidBookings, [
    { header: 'Fecha', cell: (r) => spanishDate(r.dateBooked) },
    { header: 'Horario', cell: (r) => r.timeBooked },
    { header: 'Pista', cell: (r) => r.courtName },
    { header: 'Socio', cell: (r) => r.userName },
    { header: 'Correo electrónico', cell: (r) => r.userEmail },
    { header: 'Estado del pago', cell: (r) => paymentStatusLabel(r.paymentStatus) },
    money('Pendiente (€)', (r) => r.due),
  ]),
  'door-openings': table(doorOpenings, [
    { header: 'Fecha', cell: (r) => spanishDate(r.date) },
    { header: 'Aperturas', cell: (r) => r.opened },
    { header: 'Denegadas', cell: (r) => r.refused },
  ]),
  'series-occupancy': table(seriesOccupancy, [
    { header: 'Mes', cell: (r) => spanishMonth(r.month) },
    { header: 'Pista', cell: (r) => r.courtName },
    { header: 'Minutos de abonos', cell: (r) => r.seriesMinutes },
    { header: 'Minutos reservados', cell: (r) => r.bookedMinutes },
    { header: 'Abonos (%)', cell: (r) => percent(r.share), decimals: 1 },
  ]),
  'pack-sales': table(packSales, [
    { header: 'Mes', cell: (r) => spanishMonth(r.month) },
    { header: 'Bonos vendidos', cell: (r) => r.sold },
    money('Ingresos (€)', (r) => centsToEuros(r.revenueCents)),
    { header: 'Usos consumidos', cell: (r) => r.usesConsumed },
    { header: 'Usos caducados sin usar', cell: (r) => r.usesExpiredUnused },
  ]),
};
