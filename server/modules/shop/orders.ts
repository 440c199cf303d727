/**
 * A member's purchases. From the wallet: ONE transaction takes the stock (conditional per product),
 * writes the order and debits the wallet (conditional on the balance, the bookings' debitWallet);
 * any refusal rolls everything back, so a refused order charges nothing and holds nothing.
 *
 * By card: the same transaction takes the stock and writes a 'pending' order that holds it for
 * HOLD_MINUTES; the payment service's intent follows. The purpose's handler marks the order paid
 * once; a failed payment, or a hold that ran out, puts the stock back (see README).
 */
import { and, desc, eq, ne } from 'drizzle-orm';
import type { CardOrderBody, Order, ShopOrderUpdatedEvent, WalletOrderBody } from '@/api/shop.ts';
import { SHOP_MESSAGES, shopCardAllowed } from '@/domain/shop.ts';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { shopOrders } from '../../db/schema/index.ts';
import { HttpError, badRequest } from '../../lib/errors.ts';
import type { SessionUser } from '../../sessions.ts';
import type { PaymentFulfilment } from '../../payment-handlers.ts';
import { stored, wordStored } from '../../stored-text.ts';
import { memberLanguage } from '../../i18n.ts';
import { recordPaymentSale } from '../invoicing/index.ts';
import { createPaymentIntent } from '../payments/index.ts';
import { creditWallet, debitWallet, publishWallet } from '../wallet/index.ts';
import {
  cartOrRefuse,
  insertOrder,
  releaseExpiredHolds,
  retakeStock,
  returnStock,
  setStatus,
  takeStock,
  totalOf,
  withItems,
  type OrderRow,
} from './stock.ts';

export const SHOP_ORDER_PURPOSE = 'shop_order';
export const HOLD_MINUTES = 15;

/** `shopOrderUpdated:{userId}` after commit: the member's screens refetch their orders. */
export function publishOrder(ctx: AppContext, order: Pick<OrderRow, 'id' | 'userId' | 'status'>) {
  const payload: ShopOrderUpdatedEvent = { orderId: order.id, status: order.status };
  ctx.realtime.emitToUser(order.userId, `shopOrderUpdated:${order.userId}`, payload);
}

async function orderById(ctx: AppContext, orderId: string): Promise<Order> {
  const rows = await ctx.db.select().from(shopOrders).where(eq(shopOrders.id, orderId));
  return (await withItems(ctx.db, rows))[0]!;
}

export async function placeWalletOrder(
  ctx: AppContext,
  user: SessionUser,
  body: WalletOrderBody,
): Promise<Order> {
  const cart = cartOrRefuse(body.items);
  const order = await ctx.db.transaction(async (tx) => {
    await releaseExpiredHolds(tx, ctx.now());
    const lines = await takeStock(tx, cart);
    const totalCents = totalOf(lines);
    const row = await insertOrder(
      tx,
      { userId: user.id, status: 'paid', method: 'wallet', totalCents },
      lines,
    );
    await debitWallet(
      tx,
      user.id,
      totalCents,
      stored('shop.ledgerPurchase', { code: row.code }),
      `shop-order:${row.id}`,
      { kind: 'shop', subject: `shop:${row.id}` },
    );
    return row;
  });
  await publishWallet(ctx, user.id);
  publishOrder(ctx, order);
  return orderById(ctx, order.id);
}

export async function placeCardOrder(
  ctx: AppContext,
  user: SessionUser,
  body: CardOrderBody,
): Promise<{ clientSecret: string; order: Order }> {
  const cart = cartOrRefuse(body.items);
  const now = ctx.now();
  const order = await ctx.db.transaction(async (tx) => {
    await releaseExpiredHolds(tx, now);
    const lines = await takeStock(tx, cart);
    const totalCents = totalOf(lines);
    if (!shopCardAllowed(totalCents)) throw badRequest(SHOP_MESSAGES.cardMinimum, 'card_minimum');
    const expiresAt = new Date(now.getTime() + HOLD_MINUTES * 60_000);
    return insertOrder(
      tx,
      { userId: user.id, status: 'pending', method: 'card', totalCents, expiresAt },
      lines,
    );
  });
  try {
    const { clientSecret } = await createPaymentIntent(ctx, {
      userId: user.id,
      amountCents: order.totalCents,
      purpose: SHOP_ORDER_PURPOSE,
      // The checkout's product name, in the buyer's language (as the ledger line).
      description: wordStored(
        memberLanguage(user.language),
        stored('shop.ledgerPurchase', { code: order.code }),
      ),
      metadata: { orderId: order.id },
      paymentMethodId: body.paymentMethodId ?? null,
      saveCard: body.saveCard ?? false,
    });
    return { clientSecret, order: await orderById(ctx, order.id) };
  } catch (error) {
    await ctx.db.transaction((tx) => cancelPending(tx, order.id));
    throw error;
  }
}

/** A pending card order given up: cancelled, its stock back. Nothing if it is not pending. */
async function cancelPending(tx: Tx, orderId: string): Promise<OrderRow | null> {
  const row = await setStatus(tx, orderId, 'cancelled', ['pending']);
  if (row) await returnStock(tx, orderId);
  return row;
}

/** The member's orders, newest first (cancelled card attempts left out). */
export async function myOrders(ctx: AppContext, userId: string): Promise<Order[]> {
  const rows = await ctx.db
    .select()
    .from(shopOrders)
    .where(and(eq(shopOrders.userId, userId), ne(shopOrders.status, 'cancelled')))
    .orderBy(desc(shopOrders.createdAt), desc(shopOrders.id));
  return withItems(ctx.db, rows);
}

function orderIdOf(f: PaymentFulfilment): string | null {
  return (f.payment.metadata as Record<string, string> | null)?.orderId ?? null;
}

/**
 * A card order's payment succeeded (once per payment). A pending order becomes paid. One whose
 * hold was released meanwhile takes its stock again, or, when that is gone, the money goes to
 * the payer's wallet (the order reads 'refunded'): never lost, never charged for nothing.
 */
/** A card-paid order's ticket, once the order is paid. */
function orderSold(f: PaymentFulfilment, orderId: string): Promise<void> {
  const sale = { kind: 'shop', subject: `shop:${orderId}`, cents: f.payment.amountCents } as const;
  return recordPaymentSale(f.tx, f.payment, sale);
}

async function orderPaid(ctx: AppContext, f: PaymentFulfilment): Promise<void> {
  const orderId = orderIdOf(f);
  if (!orderId) return;
  const [order] = await f.tx
    .select()
    .from(shopOrders)
    .where(eq(shopOrders.id, orderId))
    .for('update');
  if (!order) return;
  if (order.status === 'pending') {
    const paid = await setStatus(f.tx, order.id, 'paid', ['pending']);
    if (paid) await orderSold(f, order.id);
    if (paid) f.afterCommit(() => publishOrder(ctx, paid));
    return;
  }
  if (order.status !== 'cancelled') return;
  try {
    // A savepoint: a sold-out product must leave the payment's own transaction intact.
    await f.tx.transaction((sp) => retakeStock(sp, order.id));
    const paid = await setStatus(f.tx, order.id, 'paid', ['cancelled']);
    if (paid) await orderSold(f, order.id);
    if (paid) f.afterCommit(() => publishOrder(ctx, paid));
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const refunded = await setStatus(f.tx, order.id, 'refunded', ['cancelled']);
    const change = await creditWallet(
      f.tx,
      order.userId,
      f.payment.amountCents,
      stored('shop.ledgerRefundNoStock', { code: order.code }),
      `shop-refund:${order.id}`,
    );
    if (change.applied) f.afterCommit(() => publishWallet(ctx, order.userId));
    if (refunded) f.afterCommit(() => publishOrder(ctx, refunded));
  }
}

/** A declined or cancelled card: the held stock goes back at once. */
async function orderFailed(ctx: AppContext, f: PaymentFulfilment): Promise<void> {
  const orderId = orderIdOf(f);
  if (!orderId) return;
  const cancelled = await cancelPending(f.tx, orderId);
  if (cancelled) f.afterCommit(() => publishOrder(ctx, cancelled));
}

export function registerShopPayments(ctx: AppContext): void {
  ctx.paymentHandlers.onSucceeded(SHOP_ORDER_PURPOSE, (f) => orderPaid(ctx, f));
  ctx.paymentHandlers.onFailed(SHOP_ORDER_PURPOSE, (f) => orderFailed(ctx, f));
}
