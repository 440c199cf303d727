/**
 * Stock moves and the order rows they belong to. Stock is only ever taken with one conditional
 * UPDATE per product (`stock >= quantity`), in product-id order so two carts never wait on each
 * other crosswise; a refusal throws, rolling back the caller's whole transaction.
 */
import { randomInt } from 'node:crypto';
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Order } from '@/api/shop.ts';
import { centsToEuros } from '@/domain/money.ts';
import {
  SHOP_MESSAGES,
  cartTotalCents,
  makePickupCode,
  normaliseCart,
  outOfStockMessage,
  type CartItem,
  type OrderStatus,
} from '@/domain/shop.ts';
import type { Queryable, Tx } from '../../db/client.ts';
import { shopOrderItems, shopOrders, shopProducts } from '../../db/schema/index.ts';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../lib/errors.ts';

export interface TakenLine {
  productId: string;
  name: string;
  unitPriceCents: number;
  quantity: number;
}

export type OrderRow = typeof shopOrders.$inferSelect;
export type ItemRow = typeof shopOrderItems.$inferSelect;

/** The cart merged and checked, or a 400 with the rule it breaks. */
export function cartOrRefuse(items: readonly CartItem[]): CartItem[] {
  const cart = normaliseCart(items);
  if (!cart.ok) throw badRequest(cart.message);
  return cart.items;
}

/** Takes every line's quantity from stock, or throws (404 unknown/inactive, 409 sold out). */
export async function takeStock(tx: Tx, cart: readonly CartItem[]): Promise<TakenLine[]> {
  const taken: TakenLine[] = [];
  const sorted = [...cart].sort((a, b) => (a.productId < b.productId ? -1 : 1));
  for (const { productId, quantity } of sorted) {
    const [row] = await tx
      .update(shopProducts)
      .set({ stock: sql`${shopProducts.stock} - ${quantity}`, updatedAt: sql`now()` })
      .where(
        and(
          eq(shopProducts.id, productId),
          eq(shopProducts.active, true),
          gte(shopProducts.stock, quantity),
        ),
      )
      .returning({ name: shopProducts.name, priceCents: shopProducts.priceCents });
    if (row) {
      taken.push({ productId, name: row.name, unitPriceCents: row.priceCents, quantity });
      continue;
    }
    const [product] = await tx
      .select({ name: shopProducts.name, active: shopProducts.active })
      .from(shopProducts)
      .where(eq(shopProducts.id, productId));
    if (!product?.active) throw notFound(SHOP_MESSAGES.productNotFound);
    throw conflict(outOfStockMessage(product.name), 'out_of_stock');
  }
  return taken;
}

export function totalOf(lines: readonly TakenLine[]): number {
  return cartTotalCents(lines.map((l) => ({ priceCents: l.unitPriceCents, quantity: l.quantity })));
}

/** Puts an order's items back on the shelf. */
export async function returnStock(tx: Tx, orderId: string): Promise<void> {
  const items = await tx.select().from(shopOrderItems).where(eq(shopOrderItems.orderId, orderId));
  const sorted = [...items].sort((a, b) => (a.productId < b.productId ? -1 : 1));
  for (const item of sorted) {
    await tx
      .update(shopProducts)
      .set({ stock: sql`${shopProducts.stock} + ${item.quantity}`, updatedAt: sql`now()` })
      .where(eq(shopProducts.id, item.productId));
  }
}

/** Takes an order's own items again (a card paid after its hold was released), or throws. */
export async function retakeStock(tx: Tx, orderId: string): Promise<void> {
  const items = await tx.select().from(shopOrderItems).where(eq(shopOrderItems.orderId, orderId));
  await takeStock(
    tx,
    items.map((i) => ({ productId: i.productId, quantity: i.quantity })),
  );
}

/**
 * Inserts the order with a fresh pick-up code. A code already in use (about one in a billion) is
 * retried inside a savepoint, so the caller's transaction survives the unique violation.
 */
export async function insertOrder(
  tx: Tx,
  values: Omit<typeof shopOrders.$inferInsert, 'code'>,
  lines: readonly TakenLine[],
): Promise<OrderRow> {
  for (let attempt = 0; ; attempt++) {
    const code = makePickupCode(randomInt);
    try {
      const row = await tx.transaction(async (sp) => {
        const [inserted] = await sp
          .insert(shopOrders)
          .values({ ...values, code })
          .returning();
        return inserted!;
      });
      await tx.insert(shopOrderItems).values(lines.map((l) => ({ ...l, orderId: row.id })));
      return row;
    } catch (error) {
      if (attempt >= 5 || !isUniqueViolation(error)) throw error;
    }
  }
}

/** Sets an order's status; `from` makes it conditional (null when the order was not in it). */
export async function setStatus(
  tx: Tx,
  orderId: string,
  to: OrderStatus,
  from: readonly OrderStatus[],
): Promise<OrderRow | null> {
  const [row] = await tx
    .update(shopOrders)
    .set({ status: to, updatedAt: sql`now()` })
    .where(and(eq(shopOrders.id, orderId), inArray(shopOrders.status, [...from])))
    .returning();
  return row ?? null;
}

/**
 * Card orders left unpaid past their hold: cancelled, their stock back for other buyers. Runs at
 * the start of every purchase (cheap with the status index), so an abandoned card payment holds
 * stock for at most the hold time. Returns the released orders' owners.
 */
export async function releaseExpiredHolds(tx: Tx, now: Date): Promise<string[]> {
  const expired = await tx
    .update(shopOrders)
    .set({ status: 'cancelled', updatedAt: sql`now()` })
    .where(and(eq(shopOrders.status, 'pending'), lt(shopOrders.expiresAt, now)))
    .returning({ id: shopOrders.id, userId: shopOrders.userId });
  for (const order of expired) await returnStock(tx, order.id);
  return expired.map((o) => o.userId);
}

export function toApiOrder(row: OrderRow, items: readonly ItemRow[]): Order {
  return {
    _id: row.id,
    code: row.code,
    status: row.status,
    method: row.method,
    total: centsToEuros(row.totalCents),
    items: items.map((i) => ({
      productId: i.productId,
      name: i.name,
      quantity: i.quantity,
      price: centsToEuros(i.unitPriceCents),
    })),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The orders with their items, in the order given. */
export async function withItems(q: Queryable, rows: readonly OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const items = await q
    .select()
    .from(shopOrderItems)
    .where(
      inArray(
        shopOrderItems.orderId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(shopOrderItems.name));
  return rows.map((r) =>
    toApiOrder(
      r,
      items.filter((i) => i.orderId === r.id),
    ),
  );
}
