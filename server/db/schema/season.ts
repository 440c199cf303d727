import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { StoredText } from '../../stored-text.ts';
import { users } from './accounts.ts';
import { bookings, courts } from './bookings.ts';

/**
 * The club's calendar (src/domain/calendar.ts): the days an admin decided on. A 'closed' day
 * closes every court; a 'dropped' holiday is one the club opens on, kept so it is no longer
 * suggested. Holidays nobody decided on are not stored: they come from the library when read.
 */
export const clubCalendarDays = pgTable('club_calendar_days', {
  date: date('date', { mode: 'string' }).primaryKey(),
  name: text('name').notNull(),
  source: text('source', { enum: ['holiday', 'club'] }).notNull(),
  status: text('status', { enum: ['closed', 'dropped'] }).notNull(),
  updatedBy: uuid('updated_by').references(() => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An abono: a fixed weekly court for a season (src/domain/series.ts). */
export const courtSeries = pgTable(
  'court_series',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courtId: uuid('court_id')
      .notNull()
      .references(() => courts.id),
    holderId: uuid('holder_id')
      .notNull()
      .references(() => users.id),
    /** 0 = Sunday … 6 = Saturday. */
    weekday: integer('weekday').notNull(),
    startTime: text('start_time').notNull(),
    minutes: integer('minutes').notNull(),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    /** Fixed players besides the holder, by user id. */
    playerIds: jsonb('player_ids').$type<string[]>().notNull().default([]),
    /** Per session (each date's price, paid as any booking), or a season price charged monthly. */
    billing: text('billing', { enum: ['session', 'monthly'] })
      .notNull()
      .default('session'),
    /** The season price (monthly billing), split over its months (src/domain/series-billing.ts). */
    seasonPriceCents: integer('season_price_cents'),
    /** The day of the month each month's charge is due (monthly billing), 1–28. */
    billingDay: integer('billing_day'),
    /** How the monthly charge is paid: the holder's wallet, or their saved card (decision 060). */
    monthlyPayment: text('monthly_payment', { enum: ['wallet', 'card'] })
      .notNull()
      .default('wallet'),
    /** The holder's saved card (the gateway's payment method id) when paid by card. */
    paymentMethodId: text('payment_method_id'),
    priceCents: integer('price_cents').notNull(),
    status: text('status', { enum: ['active', 'ended'] })
      .notNull()
      .default('active'),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('court_series_court_idx').on(t.courtId, t.weekday),
    index('court_series_holder_idx').on(t.holderId),
  ],
);

/**
 * Every date of a series and what became of it: booked (with its booking), skipped at creation
 * (with why), released by the holder, or ended with the rest of the series.
 */
export const courtSeriesDates = pgTable(
  'court_series_dates',
  {
    seriesId: uuid('series_id')
      .notNull()
      .references(() => courtSeries.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    status: text('status', { enum: ['booked', 'skipped', 'released', 'ended'] }).notNull(),
    reason: text('reason', { enum: ['taken', 'blocked', 'holiday', 'outsideHours'] }),
    detail: text('detail').notNull().default(''),
    /** The detail as its catalogue message when the server words it (decision 090). */
    detailMessage: jsonb('detail_message').$type<StoredText>(),
    bookingId: uuid('booking_id').references(() => bookings.id),
  },
  (t) => [
    primaryKey({ columns: [t.seriesId, t.date] }),
    index('court_series_dates_booking_idx').on(t.bookingId),
  ],
);

/**
 * One month's charge of a series billed monthly: the primary key is what makes the charge happen
 * once per series and month, however many times (or instances) the billing job runs. A failed
 * charge stays 'failed' (the holder was told once) until a later run charges it.
 */
export const courtSeriesCharges = pgTable(
  'court_series_charges',
  {
    seriesId: uuid('series_id')
      .notNull()
      .references(() => courtSeries.id, { onDelete: 'cascade' }),
    /** 'YYYY-MM'. */
    month: text('month').notNull(),
    status: text('status', { enum: ['paid', 'failed'] }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    attempts: integer('attempts').notNull().default(1),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The card charge (payment intent) that paid the month, or that declined last. */
    gatewayId: text('gateway_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.seriesId, t.month] })],
);
