import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { OrderStatus } from '@/domain/shop.ts';
import { users } from './accounts.ts';

/** The club shop's catalogue. The CHECK on stock is the last word on "never below zero". */
export const shopProducts = pgTable(
  'shop_products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    image: text('image'),
    priceCents: integer('price_cents').notNull(),
    stock: integer('stock').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('shop_products_stock_nonnegative', sql`${t.stock} >= 0`),
    check('shop_products_price_positive', sql`${t.priceCents} > 0`),
  ],
);

/**
 * One purchase. A card order is 'pending' (its stock held) until its payment's handler runs;
 * `expiresAt` is when an unpaid hold may be released for other buyers.
 */
export const shopOrders = pgTable(
  'shop_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull().unique(),
    status: text('status').$type<OrderStatus>().notNull(),
    method: text('method', { enum: ['wallet', 'card'] }).notNull(),
    totalCents: integer('total_cents').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('shop_orders_user_idx').on(t.userId, t.createdAt),
    index('shop_orders_status_idx').on(t.status, t.createdAt),
    check('shop_orders_total_positive', sql`${t.totalCents} > 0`),
  ],
);

/** What an order holds, with the name and price it was bought at. */
export const shopOrderItems = pgTable(
  'shop_order_items',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => shopOrders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => shopProducts.id),
    name: text('name').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.productId] }),
    check('shop_order_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);
