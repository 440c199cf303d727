/**
 * The admin's order desk: orders by state, paid → ready → delivered, and refunds to the wallet
 * (once: the order row is locked, the state checked, the ledger reference unique), the stock
 * back on the shelf. Every change in the audit log and told to the member live.
 */
import { desc, eq, inArray } from 'drizzle-orm';
import type { AdminOrder, AdminOrdersQuery, OrderAction } from '@/api/shop.ts';
import {
  SHOP_MESSAGES,
  canMoveOrder,
  canRefundOrder,
  type OrderStatus,
  type ShopCheck,
} from '@/domain/shop.ts';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/client.ts';
import { shopOrders, users } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { recordAudit } from '../../services/audit.ts';
import type { SessionUser } from '../../sessions.ts';
import { stored } from '../../stored-text.ts';
import { creditWallet, publishWallet } from '../wallet/index.ts';
import { publishOrder } from './orders.ts';
import { returnStock, setStatus, withItems, type OrderRow } from './stock.ts';

async function toAdminOrders(q: Queryable, rows: OrderRow[]): Promise<AdminOrder[]> {
  const orders = await withItems(q, rows);
  const ids = [...new Set(rows.map((r) => r.userId))];
  const members =
    ids.length === 0
      ? []
      : await q
          .select({ id: users.id, name: users.name, email: users.email })
          .from(users)
          .where(inArray(users.id, ids));
  return orders.map((order, i) => {
    const m = members.find((u) => u.id === rows[i]!.userId);
    return {
      ...order,
      member: { _id: rows[i]!.userId, name: m?.name ?? '', email: m?.email ?? '' },
    };
  });
}

/** Newest first; without a state, every order but abandoned card attempts. */
export async function listAdminOrders(q: Queryable, query: AdminOrdersQuery) {
  const statuses: OrderStatus[] = query.status
    ? [query.status]
    : ['pending', 'paid', 'ready', 'delivered', 'refunded'];
  const rows = await q
    .select()
    .from(shopOrders)
    .where(inArray(shopOrders.status, statuses))
    .orderBy(desc(shopOrders.createdAt), desc(shopOrders.id))
    .limit(500);
  return toAdminOrders(q, rows);
}

const TARGET: Record<OrderAction, OrderStatus> = {
  ready: 'ready',
  delivered: 'delivered',
  refund: 'refunded',
};

function refuseUnless(check: ShopCheck): void {
  if (!check.ok) throw conflict(check.message);
}

export async function actOnOrder(
  ctx: AppContext,
  admin: SessionUser,
  orderId: string,
  action: OrderAction,
): Promise<AdminOrder> {
  let walletChanged = false;
  const row = await ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(shopOrders)
      .where(eq(shopOrders.id, orderId))
      .for('update');
    if (!before) throw notFound(SHOP_MESSAGES.orderNotFound);
    if (action === 'refund') {
      refuseUnless(canRefundOrder(before.status));
      // Products before the wallet, the order a purchase takes them in: no lock cycle.
      await returnStock(tx, before.id);
      const change = await creditWallet(
        tx,
        before.userId,
        before.totalCents,
        stored('shop.ledgerRefund', { code: before.code }),
        `shop-refund:${before.id}`,
        { refundOf: `shop:${before.id}` },
      );
      walletChanged = change.applied;
    } else {
      refuseUnless(canMoveOrder(before.status, action));
    }
    const after = (await setStatus(tx, before.id, TARGET[action], [before.status]))!;
    await recordAudit(tx, admin, {
      action: `shop_order.${action}`,
      entityType: 'shop_order',
      entityId: before.id,
      before: { status: before.status, code: before.code },
      after: { status: after.status, code: after.code },
    });
    return after;
  });
  if (walletChanged) await publishWallet(ctx, row.userId);
  publishOrder(ctx, row);
  return (await toAdminOrders(ctx.db, [row]))[0]!;
}
