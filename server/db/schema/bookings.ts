import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { BlockedTimeException, RoleLimits, SpanishWeekday } from '@/api/courts.ts';
import type { StoredText } from '../../stored-text.ts';
import { users } from './accounts.ts';

export const courts = pgTable('courts', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  type: text('type', { enum: ['padel', 'tennis'] }).notNull(),
  image: text('image'),
  /** Per-player price of one slot, in cents (× 4 padel, × 2 tennis for the court). */
  costNonMemberCents: integer('cost_non_member_cents').notNull(),
  costUcaCents: integer('cost_uca_cents').notNull(),
  maxDaysInAdvance: jsonb('max_days_in_advance').$type<RoleLimits>().notNull(),
  maxBookingsPerWeek: jsonb('max_bookings_per_week').$type<RoleLimits>().notNull(),
  /** Wall-clock 'HH:MM' in the club's time zone. */
  openingTime: text('opening_time').notNull(),
  closingTime: text('closing_time').notNull(),
  slotMinutes: integer('slot_minutes').notNull(),
  position: integer('position').notNull().default(0),
  /** Covered court: the quick booking offers it first when rain is forecast. */
  indoor: boolean('indoor').notNull().default(false),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const courtBlockedTimes = pgTable(
  'court_blocked_times',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courtId: uuid('court_id')
      .notNull()
      .references(() => courts.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    daysOfWeek: jsonb('days_of_week').$type<SpanishWeekday[]>().notNull(),
    timeRange: text('time_range').notNull(),
    reason: text('reason').notNull().default(''),
    exceptions: jsonb('exceptions').$type<BlockedTimeException[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('court_blocked_times_court_idx').on(t.courtId)],
);

export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courtId: uuid('court_id')
      .notNull()
      .references(() => courts.id),
    /** The booker. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** Club-local date of the first slot. */
    dateBooked: date('date_booked', { mode: 'string' }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** The slot labels ('HH:MM - HH:MM') held, in order. */
    slots: jsonb('slots').$type<string[]>().notNull(),
    status: text('status', { enum: ['active', 'cancelled'] })
      .notNull()
      .default('active'),
    paymentStatus: text('payment_status', { enum: ['C', 'S', 'P', 'F', 'I'] })
      .notNull()
      .default('C'),
    totalCents: integer('total_cents').notNull(),
    /**
     * The court price the booking was made at, before invitation discounts; the players' shares
     * are split from it (src/domain/booking-payments.ts). Null on rows older than it: totalCents.
     */
    priceCents: integer('price_cents'),
    isLeagueMatch: boolean('is_league_match').notNull().default(false),
    createdBy: uuid('created_by').references(() => users.id),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: uuid('cancelled_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bookings_user_date_idx').on(t.userId, t.dateBooked),
    // A court's days in start order, with the state and payment the schedule, the admin's list
    // and its count filter on: the list's page stops after its rows, the count never reads the
    // table (an index-only scan; docs/benchmarks.md, 'Cost as the club grows').
    index('bookings_court_date_idx').on(
      t.courtId,
      t.dateBooked,
      t.startsAt,
      t.status,
      t.paymentStatus,
    ),
  ],
);

/**
 * One row per slot a booking (or a guest's payment hold) takes. The partial unique index makes the
 * database refuse a second active taker of the same court and start: the race is decided there.
 */
export const bookingSlots = pgTable(
  'booking_slots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courtId: uuid('court_id')
      .notNull()
      .references(() => courts.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    bookingId: uuid('booking_id').references(() => bookings.id),
    holdId: uuid('hold_id'),
    active: boolean('active').notNull().default(true),
    /** Set on payment holds: after it, the slot may be reclaimed by someone else. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('booking_slots_active_uq')
      .on(t.courtId, t.startsAt)
      .where(sql`${t.active}`),
    index('booking_slots_booking_idx').on(t.bookingId),
    index('booking_slots_hold_idx').on(t.holdId),
  ],
);

export const bookingPlayers = pgTable(
  'booking_players',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    userId: uuid('user_id').references(() => users.id),
    isMember: boolean('is_member').notNull(),
    nonMemberName: text('non_member_name'),
    nonMemberEmail: text('non_member_email'),
    usedInvitation: boolean('used_invitation').notNull().default(false),
    isUca: boolean('is_uca').notNull().default(false),
    amountCents: integer('amount_cents').notNull().default(0),
    amountPaidCents: integer('amount_paid_cents').notNull().default(0),
    paymentStatus: text('payment_status', { enum: ['C', 'S', 'P', 'F', 'I'] })
      .notNull()
      .default('C'),
    paymentLinkUrl: text('payment_link_url'),
    /** The payment link's checkout session id, one per player. */
    paymentLinkId: text('payment_link_id'),
    /** Who paid this part (null: a guest through a payment link); refunds go to their wallet. */
    paidBy: uuid('paid_by').references(() => users.id),
    /** 'spouse' or 'child' when added with the 'Familiar' option. */
    familyRelation: text('family_relation', { enum: ['spouse', 'child'] }),
  },
  (t) => [
    primaryKey({ columns: [t.bookingId, t.position] }),
    index('booking_players_user_idx').on(t.userId),
  ],
);

export const bookingHistory = pgTable(
  'booking_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** Spanish action text, classified by its keyword (Confirmado, Cancelado, Pago…). */
    action: text('action').notNull(),
    performedBy: uuid('performed_by').references(() => users.id),
    details: text('details').notNull().default(''),
    /** The action and details as catalogue messages, worded per reader (decision 090). */
    actionMessage: jsonb('action_message').$type<StoredText>(),
    detailsMessage: jsonb('details_message').$type<StoredText>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('booking_history_booking_idx').on(t.bookingId, t.createdAt)],
);

/**
 * A guest's paid-for request: the slots are held (booking_slots with hold_id) while the card
 * payment runs; the booking is created from it when the payment succeeds.
 */
export const bookingHolds = pgTable(
  'booking_holds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    courtId: uuid('court_id')
      .notNull()
      .references(() => courts.id),
    dateBooked: date('date_booked', { mode: 'string' }).notNull(),
    slots: jsonb('slots').$type<string[]>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: ['pending', 'converted', 'lost'] })
      .notNull()
      .default('pending'),
    bookingId: uuid('booking_id').references(() => bookings.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('booking_holds_user_idx').on(t.userId)],
);
