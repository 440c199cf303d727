import { sql } from 'drizzle-orm';
import {
  bigserial,
  date,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { StoredText } from '../../stored-text.ts';
import { users } from './accounts.ts';
import { bookingHolds, bookings, courts } from './bookings.ts';

/**
 * A member in line for a taken slot ('Avísame si se libera'). The line's order is `seq` (a
 * sequence, so two joins in the same millisecond still have an order); when the slot frees, the
 * first waiting entry whose owner the booking rules allow is booked in the freeing transaction.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    courtId: uuid('court_id')
      .notNull()
      .references(() => courts.id),
    /** Club-local date of the first slot. */
    dateBooked: date('date_booked', { mode: 'string' }).notNull(),
    /** The slot labels ('HH:MM - HH:MM') wanted, in order, as a booking request names them. */
    slots: jsonb('slots').$type<string[]>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /**
     * waiting: in line; booked: promoted into `bookingId`; held: a non-member's 15-minute hold
     * (`holdId`) to pay; left: the member left the line; expired: the slot started.
     */
    status: text('status', { enum: ['waiting', 'booked', 'held', 'left', 'expired'] })
      .notNull()
      .default('waiting'),
    /** Why the rules refused the last promotion (the member keeps their place). */
    refusal: text('refusal'),
    /** The refusal as its message, worded in each reader's language (decision 090). */
    refusalMessage: jsonb('refusal_message').$type<StoredText>(),
    bookingId: uuid('booking_id').references(() => bookings.id),
    holdId: uuid('hold_id').references(() => bookingHolds.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One place in line per member and slot.
    uniqueIndex('waitlist_entries_waiting_uq')
      .on(t.userId, t.courtId, t.startsAt)
      .where(sql`${t.status} = 'waiting'`),
    index('waitlist_entries_court_date_idx').on(t.courtId, t.dateBooked, t.seq),
    index('waitlist_entries_user_idx').on(t.userId),
  ],
);
