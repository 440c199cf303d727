import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Always stored lower-cased and trimmed, so the unique index is case-insensitive in effect. */
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    dni: text('dni').notNull().default(''),
    dob: date('dob', { mode: 'string' }),
    league: boolean('league').notNull().default(false),
    role: text('role').notNull().default('guess'),
    /** Server-made file names under the upload directory; null means the default picture. */
    image: text('image'),
    universityCard: text('university_card'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /**
     * Set when a non-member ticks 'UCA' on the profile form with a university card on file. The
     * role itself (and so isUca) only changes when an admin approves: a form a member controls
     * must never grant a role.
     */
    ucaRequestedAt: timestamp('uca_requested_at', { withTimezone: true }),
    /** Set by an admin: the account cannot sign in and its sessions are gone. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /**
     * The secret of the member's calendar feed URL (null until first asked for). Kept readable,
     * not hashed: the profile shows the URL again, and it grants nothing but reading upcoming
     * bookings; renewing it replaces it, which ends every old subscription.
     */
    calendarToken: text('calendar_token').unique(),
    /**
     * The language the member reads the club in ('es', 'ca', 'en'; decision 089): e-mails, push
     * notices, tickets and refusals follow it. Null until the member's first visit sets it from
     * what the app showed them.
     */
    language: text('language'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('users_role_idx').on(t.role)],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie value: a stolen database does not yield usable cookies. */
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const userTokens = pgTable(
  'user_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['verify', 'reset'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_tokens_user_kind_idx').on(t.userId, t.kind)],
);

/**
 * Rate-limit counters in fixed windows, kept in the database so limits hold across server
 * instances. One statement records an attempt and returns the window's count (insert, or add one
 * on conflict), so parallel attempts on any number of instances each see a different number.
 */
export const rateCounters = pgTable(
  'rate_counters',
  {
    /** What is counted and for whom, e.g. `login:pair:<e-mail> <ip>`. */
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.windowStart] }),
    index('rate_counters_window_idx').on(t.windowStart),
  ],
);

export const outboxMails = pgTable('outbox_mails', {
  id: uuid('id').primaryKey().defaultRandom(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const announcements = pgTable('announcements', {
  id: uuid('id').primaryKey().defaultRandom(),
  text: text('text').notNull(),
  active: boolean('active').notNull().default(true),
  position: integer('position').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});
