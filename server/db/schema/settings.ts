import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The club's settings (src/domain/club-settings.ts): one row, holding only what an admin changed;
 * the defaults fill the rest when it is read, so a new setting needs no migration.
 */
export const clubSettings = pgTable('club_settings', {
  id: text('id').primaryKey().default('club'),
  values: jsonb('values').$type<Record<string, unknown>>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
