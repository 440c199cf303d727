import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { StoredText } from '../../stored-text.ts';
import { users } from './accounts.ts';

/** Memberships and school plans; kept current from the gateway's subscription events. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Gateway's id (Stripe `sub_…`, or the sandbox's own). */
    gatewayId: text('gateway_id').notNull().unique(),
    type: text('type').notNull(),
    /**
     * What the API shows (spec section 4): the gateway's status, except that a subscription set
     * to end at its period end reads 'canceled' while it still runs.
     */
    status: text('status').notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** The gateway's own status (active, trialing, past_due, canceled, …). */
    gatewayStatus: text('gateway_status').notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('subscriptions_user_idx').on(t.userId)],
);

/** One gateway customer per user (Stripe `cus_…` or the sandbox's own). */
export const paymentCustomers = pgTable('payment_customers', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  gatewayCustomerId: text('gateway_customer_id').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every payment the club asked a gateway for (payment intents, setup intents, checkout sessions),
 * with what it pays for. Its status moves to 'succeeded' once, and that move is what runs the
 * purpose's fulfilment, so a payment reported many times is fulfilled once.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    gatewayId: text('gateway_id').notNull().unique(),
    /** 'subscription': a membership started but not yet paid, to hand back the same intent. */
    kind: text('kind', {
      enum: ['payment_intent', 'setup_intent', 'checkout_session', 'subscription'],
    }).notNull(),
    purpose: text('purpose').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').notNull().default('pending'),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    /** Checkout sessions only: the hosted page and what the payer typed there. */
    url: text('url'),
    customerName: text('customer_name'),
    customerEmail: text('customer_email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_user_idx').on(t.userId),
    check('payments_amount_nonnegative', sql`${t.amountCents} >= 0`),
  ],
);

/** Gateway events already applied; inserted in the same transaction as the event's effect. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The balance, kept next to the ledger; the CHECK is the last word on "never below zero". */
export const wallets = pgTable(
  'wallets',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    balanceCents: integer('balance_cents').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('wallets_balance_nonnegative', sql`${t.balanceCents} >= 0`)],
);

/** Append-only wallet ledger in cents; `reference` names the cause, once (unique). */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['credit', 'debit'] }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    description: text('description').notNull(),
    /** The description as its catalogue message, worded per reader (decision 090). */
    descriptionMessage: jsonb('description_message').$type<StoredText>(),
    reference: text('reference').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('wallet_entries_user_idx').on(t.userId, t.createdAt),
    check('wallet_entries_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/**
 * The sandbox gateway's own store: the objects Stripe would keep (customers, intents with their
 * client secrets, cards, subscriptions, checkout sessions), as JSON by kind.
 */
export const sandboxObjects = pgTable(
  'sandbox_objects',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    customerId: text('customer_id'),
    clientSecret: text('client_secret').unique(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_objects_customer_idx').on(t.kind, t.customerId)],
);
