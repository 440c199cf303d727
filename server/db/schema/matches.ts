import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { bookings } from './bookings.ts';

/**
 * A booking its booker opened to other members ('Partidos abiertos'). One per booking. The row
 * is what joins lock after the booking, so seats are counted and taken one join at a time.
 */
export const openMatches = pgTable(
  'open_matches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    /** Seats offered to other members (the booking's players at opening are not counted). */
    seats: integer('seats').notNull(),
    /** Players the shares were split for: the players at opening plus the seats. */
    capacity: integer('capacity').notNull(),
    /** Inclusive, on the 0.0–7.0 scale; null: no bound. */
    levelMin: doublePrecision('level_min'),
    levelMax: doublePrecision('level_max'),
    note: text('note').notNull().default(''),
    status: text('status', { enum: ['open', 'closed', 'cancelled'] })
      .notNull()
      .default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('open_matches_booking_uq').on(t.bookingId),
    index('open_matches_status_idx').on(t.status),
  ],
);

/**
 * A seat taken by a joiner, paid at once. It stays when the joiner leaves (status 'left', the
 * refund's ledger reference names it), so every payment and refund is traceable; a member holds
 * at most one taken seat per match.
 */
export const openMatchSeats = pgTable(
  'open_match_seats',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    matchId: uuid('match_id')
      .notNull()
      .references(() => openMatches.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    amountCents: integer('amount_cents').notNull(),
    paidWith: text('paid_with', { enum: ['wallet', 'card'] }).notNull(),
    status: text('status', { enum: ['taken', 'left'] })
      .notNull()
      .default('taken'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    leftAt: timestamp('left_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('open_match_seats_taken_uq')
      .on(t.matchId, t.userId)
      .where(sql`${t.status} = 'taken'`),
    index('open_match_seats_user_idx').on(t.userId),
  ],
);

/**
 * The seat list of a full match, first come first served. A freed seat goes to the first
 * waiting member: seated at once when their wallet covers the share, otherwise held for them
 * ('held', until `holdExpiresAt`) while they pay.
 */
export const openMatchQueue = pgTable(
  'open_match_queue',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    matchId: uuid('match_id')
      .notNull()
      .references(() => openMatches.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: ['waiting', 'held', 'seated', 'left', 'expired'] })
      .notNull()
      .default('waiting'),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('open_match_queue_active_uq')
      .on(t.matchId, t.userId)
      .where(sql`${t.status} in ('waiting', 'held')`),
    index('open_match_queue_match_idx').on(t.matchId, t.createdAt),
  ],
);
