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
import type { SpanishWeekday } from '@/domain/courts.ts';
import { users } from './accounts.ts';
import { courtBlockedTimes, courts } from './bookings.ts';

/**
 * A tennis-school group. Its court time is an ordinary blocked time ('Escuela de Tenis') that the
 * group owns through `blocked_time_id`: the schedule, the booking rules and the admin's blocked
 * times all read it like any other block, and every change of the group rewrites it.
 */
export const schoolGroups = pgTable(
  'school_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    level: text('level').notNull(),
    coachId: uuid('coach_id')
      .notNull()
      .references(() => users.id),
    courtId: uuid('court_id')
      .notNull()
      .references(() => courts.id),
    daysOfWeek: jsonb('days_of_week').$type<SpanishWeekday[]>().notNull(),
    timeRange: text('time_range').notNull(),
    size: integer('size').notNull(),
    hoursPerMonth: integer('hours_per_month').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    blockedTimeId: uuid('blocked_time_id').references(() => courtBlockedTimes.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('school_groups_coach_idx').on(t.coachId)],
);

/** The admin's monthly price of each school plan; a plan without a row costs the seeded default. */
export const schoolPrices = pgTable('school_prices', {
  type: text('type').primaryKey(),
  priceCents: integer('price_cents').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * 'Solicitar plaza' and, once a coach places the student, the placement itself (status 'placed'
 * with the group). One open (pending or placed) request per student, enforced by the database.
 */
export const schoolRequests = pgTable(
  'school_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The group asked for (pending) or placed in (placed). */
    groupId: uuid('group_id').references(() => schoolGroups.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['pending', 'placed', 'cancelled'] }).notNull(),
    comment: text('comment').notNull().default(''),
    placedBy: uuid('placed_by').references(() => users.id, { onDelete: 'set null' }),
    placedAt: timestamp('placed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('school_requests_open_uq')
      .on(t.userId)
      .where(sql`${t.status} in ('pending', 'placed')`),
    index('school_requests_group_idx').on(t.groupId),
  ],
);

/** One row per student and class day, written by the group's coach. */
export const schoolAttendance = pgTable(
  'school_attendance',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => schoolGroups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    present: boolean('present').notNull(),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId, t.date] })],
);

/** A class the club called off (rain, a coach ill): no attendance that day, class uses given back. */
export const schoolCancelledClasses = pgTable(
  'school_cancelled_classes',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => schoolGroups.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    reason: text('reason').notNull().default(''),
    cancelledBy: uuid('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.date] })],
);

/**
 * A make-up class ('recuperación', docs/features/school.md): a pupil who missed a class of their
 * own group takes a free place in another group of the same level on one of its class days. One
 * make-up per missed class; the target group's row is locked while one is taken, so the last free
 * place goes to one pupil only.
 */
export const schoolMakeUps = pgTable(
  'school_make_ups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    missedGroupId: uuid('missed_group_id')
      .notNull()
      .references(() => schoolGroups.id, { onDelete: 'cascade' }),
    missedDate: date('missed_date', { mode: 'string' }).notNull(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => schoolGroups.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('school_make_ups_missed_uq').on(t.userId, t.missedGroupId, t.missedDate),
    index('school_make_ups_group_idx').on(t.groupId, t.date),
  ],
);
