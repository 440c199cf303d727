import { sql } from 'drizzle-orm';
import {
  doublePrecision,
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
import type { LevelChangeKind, Reliability, ResultStatus, SetScore } from '@/domain/levels.ts';
import type { StoredText } from '../../stored-text.ts';
import { users } from './accounts.ts';
import { bookings } from './bookings.ts';

const SPORTS = ['padel', 'tennis'] as const;

/**
 * A member's current level per sport (src/domain/levels.ts). Levels are kept in hundredths so
 * every change is an exact integer and replaying the stored changes gives the same numbers.
 */
export const playerLevels = pgTable(
  'player_levels',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sport: text('sport', { enum: SPORTS }).notNull(),
    /** 0–700: the 0.0–7.0 level × 100. */
    levelHundredths: integer('level_hundredths').notNull(),
    reliability: text('reliability', {
      enum: ['autoevaluado', 'validado', 'por resultados'],
    })
      .$type<Reliability>()
      .notNull(),
    /** Rated results since the level was last set by hand or by the self-assessment. */
    ratedMatches: integer('rated_matches').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.sport] })],
);

/**
 * A match result on a booking: entered by a player, confirmed or disputed by the other side,
 * a dispute decided by an admin. Only a confirmed result moves levels.
 */
export const matchResults = pgTable(
  'match_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    sport: text('sport', { enum: SPORTS }).notNull(),
    sideA: jsonb('side_a').$type<string[]>().notNull(),
    sideB: jsonb('side_b').$type<string[]>().notNull(),
    /** Games per set, side A first: [[6, 4], [6, 3]]. */
    sets: jsonb('sets').$type<SetScore[]>().notNull(),
    status: text('status', { enum: ['pending', 'confirmed', 'disputed', 'rejected'] })
      .$type<ResultStatus>()
      .notNull()
      .default('pending'),
    enteredBy: uuid('entered_by')
      .notNull()
      .references(() => users.id),
    /** Who confirmed or disputed it (a player of the other side), or the admin who decided. */
    answeredBy: uuid('answered_by').references(() => users.id),
    disputeReason: text('dispute_reason'),
    decidedBy: uuid('decided_by').references(() => users.id),
    decisionNote: text('decision_note'),
    /** The club's `levels.ratingStep` when it was confirmed: a replay uses the same one. */
    ratingStep: doublePrecision('rating_step'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    // One live result per booking: a rejected one leaves room for a new entry.
    uniqueIndex('match_results_booking_live_uq')
      .on(t.bookingId)
      .where(sql`${t.status} <> 'rejected'`),
    index('match_results_status_idx').on(t.status),
  ],
);

/**
 * Every change of a level with its reason, in the order applied (`seq`, taken under one lock), so
 * the member sees why and a replay of the log gives the current levels.
 */
export const levelChanges = pgTable(
  'level_changes',
  {
    seq: integer('seq').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sport: text('sport', { enum: SPORTS }).notNull(),
    kind: text('kind', { enum: ['autoevaluacion', 'validacion', 'resultado'] })
      .$type<LevelChangeKind>()
      .notNull(),
    beforeHundredths: integer('before_hundredths'),
    afterHundredths: integer('after_hundredths').notNull(),
    /** Spanish, shown to the member: '+0.06: victoria 6-4 6-3 contra nivel medio 3.8'. */
    reason: text('reason').notNull(),
    /** The reason as its catalogue message, worded per reader (decision 090). */
    reasonMessage: jsonb('reason_message').$type<StoredText>(),
    /** The coach's or admin's note when set by hand; the self-assessment's answers otherwise. */
    note: text('note').notNull().default(''),
    resultId: uuid('result_id').references(() => matchResults.id, { onDelete: 'cascade' }),
    setBy: uuid('set_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('level_changes_user_idx').on(t.userId, t.sport, t.seq),
    index('level_changes_result_idx').on(t.resultId),
  ],
);
