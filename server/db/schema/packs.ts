import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { PackCoverage, PackSaleMethod, PackStatus } from '@/domain/packs.ts';
import { users } from './accounts.ts';
import { bookings } from './bookings.ts';
import { schoolGroups } from './school.ts';

/** A pack the club sells ('Bono 10 pistas pádel 90 min'): what a use pays, how many, the price. */
export const packTypes = pgTable(
  'pack_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    sport: text('sport', { enum: ['padel', 'tennis'] }).notNull(),
    minutes: integer('minutes').notNull(),
    covers: text('covers').$type<PackCoverage>().notNull(),
    uses: integer('uses').notNull(),
    priceCents: integer('price_cents').notNull(),
    validityDays: integer('validity_days').notNull(),
    /** Roles that may buy it; empty: every signed-in user. */
    roles: jsonb('roles').$type<string[]>().notNull().default([]),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('pack_types_uses_positive', sql`${t.uses} > 0`),
    check('pack_types_price_nonnegative', sql`${t.priceCents} >= 0`),
  ],
);

/**
 * One pack a member owns. Its terms are copied from the type when bought, so editing the type
 * never changes a pack already sold. The CHECK keeps `uses_left` within the pack: a use is taken
 * with one conditional UPDATE, so two payments can never spend the same last use.
 */
export const memberPacks = pgTable(
  'member_packs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    packTypeId: uuid('pack_type_id')
      .notNull()
      .references(() => packTypes.id),
    name: text('name').notNull(),
    sport: text('sport', { enum: ['padel', 'tennis'] }).notNull(),
    minutes: integer('minutes').notNull(),
    covers: text('covers').$type<PackCoverage>().notNull(),
    uses: integer('uses').notNull(),
    usesLeft: integer('uses_left').notNull(),
    priceCents: integer('price_cents').notNull(),
    validityDays: integer('validity_days').notNull(),
    status: text('status').$type<PackStatus>().notNull(),
    method: text('method').$type<PackSaleMethod>().notNull(),
    /** The admin who sold it at the desk. */
    soldBy: uuid('sold_by').references(() => users.id, { onDelete: 'set null' }),
    purchasedAt: timestamp('purchased_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Uses left unspent when it expired or was refunded (statistics). */
    unusedAtEnd: integer('unused_at_end'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('member_packs_user_idx').on(t.userId, t.status),
    index('member_packs_expiry_idx').on(t.status, t.expiresAt),
    check('member_packs_uses_left_range', sql`${t.usesLeft} >= 0 AND ${t.usesLeft} <= ${t.uses}`),
  ],
);

/**
 * A use spent on a booking (the parts it paid) or on one school class (the group and the day),
 * never both, and what it was worth; `returnedAt` once given back.
 */
export const packUses = pgTable(
  'pack_uses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberPackId: uuid('member_pack_id')
      .notNull()
      .references(() => memberPacks.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    schoolGroupId: uuid('school_group_id').references(() => schoolGroups.id, {
      onDelete: 'cascade',
    }),
    classDate: date('class_date', { mode: 'string' }),
    positions: jsonb('positions').$type<number[]>().notNull(),
    valueCents: integer('value_cents').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull(),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
  },
  (t) => [
    index('pack_uses_booking_idx').on(t.bookingId),
    index('pack_uses_pack_idx').on(t.memberPackId),
    index('pack_uses_class_idx').on(t.schoolGroupId, t.classDate),
    check(
      'pack_uses_booking_or_class',
      sql`(${t.bookingId} is not null) <> (${t.schoolGroupId} is not null and ${t.classDate} is not null)`,
    ),
  ],
);
