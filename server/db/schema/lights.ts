import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { bookings, courts } from './bookings.ts';

export const LIGHT_DRIVER_KINDS = ['log', 'http', 'mqtt'] as const;

/**
 * One row per court with a light relay: how to reach it, and the state last set on it. The switcher
 * compares the desired state with `on`, so a restart resumes from here and the bookings, and a
 * command is sent only on a difference.
 */
export const courtLights = pgTable('court_lights', {
  courtId: uuid('court_id')
    .primaryKey()
    .references(() => courts.id, { onDelete: 'cascade' }),
  driver: text('driver', { enum: LIGHT_DRIVER_KINDS }).notNull(),
  url: text('url'),
  topic: text('topic'),
  on: boolean('on').notNull().default(false),
  since: timestamp('since', { withTimezone: true }),
  reason: text('reason').notNull().default('idle'),
  /** A switch by hand wins over the bookings until `manual_until`. */
  manualOn: boolean('manual_on'),
  manualUntil: timestamp('manual_until', { withTimezone: true }),
  manualBy: uuid('manual_by').references(() => users.id, { onDelete: 'set null' }),
  /** The relay's last failure, cleared by its next answer; the admin's court list shows it. */
  lastError: text('last_error'),
  failedAt: timestamp('failed_at', { withTimezone: true }),
});

/** Append-only: every command sent to a light relay, answered or not. */
export const lightSwitches = pgTable(
  'light_switches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courtId: uuid('court_id')
      .notNull()
      .references(() => courts.id, { onDelete: 'cascade' }),
    on: boolean('on').notNull(),
    reason: text('reason').notNull(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    /** The admin who switched by hand. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    ok: boolean('ok').notNull(),
    answer: text('answer').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('light_switches_court_at_idx').on(t.courtId, t.at)],
);

/**
 * The switching lease: one instance at a time evaluates and switches the lights, and another
 * takes over once `expires_at` has passed without a renewal.
 */
export const lightLeases = pgTable('light_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
