import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { NotificationPreferences, PushPayload } from '@/domain/notifications.ts';
import { NOTIFICATION_KINDS } from '@/domain/notifications.ts';
import { users } from './accounts.ts';

/** One row per device a member subscribed (the Push API's subscription). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/** A member's choices; no row means DEFAULT_NOTIFICATION_PREFERENCES. */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  values: jsonb('values').$type<NotificationPreferences>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const NOTIFICATION_STATUSES = ['pending', 'sending', 'sent', 'skipped', 'failed'] as const;

/**
 * The durable outbox (decision 053): each notice is stored once, keyed by kind, subject (a
 * booking's id, a payment's id…) and recipient, before anything is sent; the sending job claims
 * due rows, so a restart or a second instance neither loses nor repeats one.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').$type<PushPayload>().notNull(),
    /** The flow that stored it already e-mailed the member: no e-mail fallback. */
    mailed: boolean('mailed').notNull().default(false),
    sendAfter: timestamp('send_after', { withTimezone: true }).notNull(),
    status: text('status', { enum: NOTIFICATION_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** A claim older than this was left by a crashed sender: the row is due again. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notifications_kind_subject_user_uq').on(t.kind, t.subject, t.userId),
    index('notifications_due_idx').on(t.status, t.sendAfter),
  ],
);

/** The VAPID key pair made at first start; one row (decision 055). */
export const vapidKeys = pgTable('vapid_keys', {
  id: text('id').primaryKey().default('club'),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
