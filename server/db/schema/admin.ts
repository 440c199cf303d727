import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { bookings } from './bookings.ts';

/**
 * Every change an admin made. Append-only: a trigger (custom migration) refuses updates and
 * deletes, so the log is a faithful record. The admin's name and e-mail are copied so it reads the
 * same after a rename.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    adminName: text('admin_name').notNull(),
    adminEmail: text('admin_email').notNull(),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_audit_log_created_idx').on(t.createdAt),
    index('admin_audit_log_entity_idx').on(t.entityType, t.entityId),
  ],
);

/** A player's part paid at the club's desk, in cash or on the card terminal. */
export const deskPayments = pgTable(
  'desk_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    playerPosition: integer('player_position').notNull(),
    method: text('method', { enum: ['cash', 'card_terminal'] }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('desk_payments_booking_idx').on(t.bookingId),
    index('desk_payments_created_idx').on(t.createdAt),
  ],
);
