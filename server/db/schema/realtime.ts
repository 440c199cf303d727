import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Realtime messages too large for a PostgreSQL notification (8,000 bytes): the notification
 * carries the row's id and the other instances read the message here. Kept for minutes only.
 */
export const realtimeMessages = pgTable(
  'realtime_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The message as JSON text (text, not jsonb: jsonb refuses some escapes JSON allows). */
    payload: text('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('realtime_messages_created_idx').on(t.createdAt)],
);
