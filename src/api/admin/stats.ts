/**
 * Admin statistics (GET /api/admin/stats, computed by SQL in the database) and the dashboard
 * (GET /api/admin/dashboard). Every table is also CSV: GET /api/admin/stats/{table}.csv with the
 * same range. Dates are club-local (YYYY-MM-DD), months 'YYYY-MM', money in euros (the CSV writes
 * them the Spanish way).
 */
import { z } from 'zod';
import { nonJsonAnswer, okWith } from '../common.ts';
import { isoDateField } from './common.ts';

/** At most a little over two years per request: enough for trends, bounded for the database. */
export const MAX_STATS_RANGE_DAYS = 800;

/** Both inclusive; default: the last 30 days up to today. */
export const statsQuerySchema = z.object({
  from: isoDateField.optional(),
  to: isoDateField.optional(),
});
export type StatsQuery = z.infer<typeof statsQuerySchema>;

export const STATS_TABLES = [
  'occupancy-by-court',
  'occupancy-by-hour',
  'revenue-by-month',
  'members-by-plan',
  'unpaid-bookings',
  'door-openings',
  'series-occupancy',
  'pack-sales',
] as const;
export type StatsTable = (typeof STATS_TABLES)[number];
/** GET /api/admin/stats/{table}.csv?from&to: one table as CSV (csvSchema says the dialect). */
export const statsCsvParamsSchema = z.object({
  file: z
    .string()
    .refine(
      (f) =>
        (STATS_TABLES as readonly string[]).includes(f.replace(/\.csv$/, '')) && f.endsWith('.csv'),
      'validation.tableInvalid',
    ),
});
/** Every CSV export: written for a Spanish Excel (decision 074). */
export const csvSchema = nonJsonAnswer(
  'text/csv',
  'A CSV file for a Spanish Excel: UTF-8 with a BOM, cells separated by ";", CRLF line ends, ' +
    'Spanish column headers, numbers with a decimal comma (euros with 2 decimals), dates ' +
    "dd/mm/aaaa, times HH:mm (24 h, the club's zone), months and states in Spanish words",
);

export const occupancyByCourtSchema = z.object({
  courtId: z.string(),
  courtName: z.string(),
  /** Booked minutes of active bookings in the range. */
  bookedMinutes: z.number(),
  /** Opening minutes in the range (opening hours × days; blocks not subtracted). */
  openMinutes: z.number(),
  /** bookedMinutes / openMinutes, 0..1 (0 when closed). */
  rate: z.number(),
  bookings: z.number(),
});

export const occupancyByHourSchema = z.object({
  /** 0 = Sunday … 6 = Saturday (as SPANISH_WEEKDAYS). */
  weekday: z.number(),
  /** Hour of the club-local start, 0..23. */
  hour: z.number(),
  bookings: z.number(),
});

export const revenueByMonthSchema = z.object({
  month: z.string(),
  /** Active bookings starting in the month. */
  bookings: z.number(),
  /** Booking payments by source, euros: from the wallet (ledger debits), by card, at the desk. */
  wallet: z.number(),
  card: z.number(),
  desk: z.number(),
  /** Membership fees billed in the month (each running membership's monthly price). */
  memberships: z.number(),
  /** Wallet top-ups paid by card. */
  topUps: z.number(),
  /** Money that came into the club: card + desk + memberships + topUps (wallet spending was
   * already counted as a top-up). */
  total: z.number(),
});

export const membersByPlanSchema = z.object({
  month: z.string(),
  /** 'adult' | 'youth' | 'padel' */
  plan: z.string(),
  /** Members whose membership ran on any day of the month. */
  members: z.number(),
});

export const unpaidBookingSchema = z.object({
  bookingId: z.string(),
  dateBooked: z.string(),
  timeBooked: z.string(),
  courtName: z.string(),
  userId: z.string(),
  userName: z.string(),
  userEmail: z.string(),
  paymentStatus: z.string(),
  /** Euros still owed. */
  due: z.number(),
});

export const doorOpeningsSchema = z.object({
  date: z.string(),
  opened: z.number(),
  refused: z.number(),
});

/** Per court and month: the minutes abonos (court series) booked against every booked minute. */
export const seriesOccupancySchema = z.object({
  month: z.string(),
  courtId: z.string(),
  courtName: z.string(),
  /** Minutes of active bookings made by a series (its dates 'booked'). */
  seriesMinutes: z.number(),
  /** Minutes of every active booking on the court in the month (series included). */
  bookedMinutes: z.number(),
  /** seriesMinutes / bookedMinutes, 0..1, three decimals. */
  share: z.number(),
});

/** Per month: packs sold and what they were worth, uses spent, uses that expired unspent. */
export const packSalesSchema = z.object({
  month: z.string(),
  /** Packs bought in the month (wallet, card once paid, desk), refunded ones included. */
  sold: z.number(),
  /** What those packs cost, integer cents. */
  revenueCents: z.number(),
  /** Uses taken in the month and not given back. */
  usesConsumed: z.number(),
  /** Uses left on the packs that expired in the month. */
  usesExpiredUnused: z.number(),
});

export const statsResponseSchema = okWith({
  from: z.string(),
  to: z.string(),
  occupancyByCourt: z.array(occupancyByCourtSchema),
  occupancyByHour: z.array(occupancyByHourSchema),
  revenueByMonth: z.array(revenueByMonthSchema),
  membersByPlan: z.array(membersByPlanSchema),
  unpaidBookings: z.array(unpaidBookingSchema),
  doorOpenings: z.array(doorOpeningsSchema),
  seriesOccupancy: z.array(seriesOccupancySchema),
  packSales: z.array(packSalesSchema),
});
export type StatsResponse = z.infer<typeof statsResponseSchema>;

/** GET /api/admin/dashboard: today at a glance. */
export const dashboardResponseSchema = okWith({
  today: z.string(),
  /** Today's active bookings by court, for the timeline. */
  courts: z.array(
    z.object({
      courtId: z.string(),
      courtName: z.string(),
      type: z.string(),
      openingTime: z.string(),
      closingTime: z.string(),
      bookings: z.array(
        z.object({
          bookingId: z.string(),
          timeBooked: z.string(),
          userName: z.string(),
          paymentStatus: z.string(),
          isLeagueMatch: z.boolean(),
        }),
      ),
    }),
  ),
  /** Money that came in (card + desk + memberships + top-ups), euros, this month so far. */
  revenueThisMonth: z.number(),
  /** The same over the same days of last month (like for like: src/domain/periods.ts). */
  revenueSameDaysLastMonth: z.number(),
  /** Those days of last month, club dates (YYYY-MM-DD, inclusive). */
  comparedWith: z.object({ from: z.string(), to: z.string() }),
  membersByPlan: z.array(z.object({ plan: z.string(), members: z.number() })),
  pendingUcaRequests: z.number(),
  doorOpeningsToday: z.number(),
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;
