import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { StoredText } from '../../stored-text.ts';
import { users } from './accounts.ts';

export const DOOR_RESULTS = ['opened', 'refused', 'busy', 'rate-limited', 'failed'] as const;
export type DoorResult = (typeof DOOR_RESULTS)[number];

/**
 * Append-only: the service only ever inserts here (no update or delete path exists), so the log
 * is a faithful record of every attempt, allowed or not.
 */
export const accessLogs = pgTable(
  'access_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Kept when the user is deleted (set null): the attempt still happened. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Copied at the time of the attempt, so the log reads the same after a rename or deletion. */
    userName: text('user_name').notNull(),
    userEmail: text('user_email').notNull(),
    userRole: text('user_role').notNull(),
    doorId: text('door_id').notNull(),
    result: text('result', { enum: DOOR_RESULTS }).notNull(),
    reason: text('reason').notNull(),
    /** The reason as its catalogue message, worded per reader (decision 090). */
    reasonMessage: jsonb('reason_message').$type<StoredText>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('access_logs_created_idx').on(t.createdAt),
    index('access_logs_user_created_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * One row per door while its relay pulses: a press is allowed only when `locked_until` has
 * passed, and the conditional upsert makes that check atomic across server instances.
 */
export const doorLeases = pgTable('door_leases', {
  doorId: text('door_id').primaryKey(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
});
