/**
 * The catalogue: members see the active products; admins see all and create, edit (stock
 * included) and picture them, each change in the audit log in its own transaction.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminProduct, Product, productInputSchema } from '@/api/shop.ts';
import { centsToEuros, eurosToCents } from '@/domain/money.ts';
import { SHOP_MESSAGES } from '@/domain/shop.ts';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/client.ts';
import { shopProducts } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { recordAudit } from '../../services/audit.ts';
import type { SessionUser } from '../../sessions.ts';

type ProductRow = typeof shopProducts.$inferSelect;
type ProductInput = z.infer<typeof productInputSchema>;

function toProduct(row: ProductRow): Product {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    image: row.image,
    price: centsToEuros(row.priceCents),
    stock: row.stock,
  };
}

function toAdminProduct(row: ProductRow): AdminProduct {
  return { ...toProduct(row), active: row.active };
}

export async function listProducts(q: Queryable): Promise<Product[]> {
  const rows = await q
    .select()
    .from(shopProducts)
    .where(eq(shopProducts.active, true))
    .orderBy(asc(shopProducts.name));
  return rows.map(toProduct);
}

export async function listAdminProducts(q: Queryable): Promise<AdminProduct[]> {
  const rows = await q.select().from(shopProducts).orderBy(asc(shopProducts.name));
  return rows.map(toAdminProduct);
}

/** What the audit log keeps of a product. */
function audited(row: ProductRow) {
  const { createdAt: _c, updatedAt: _u, ...rest } = row;
  return rest;
}

export type ProductChange =
  | { kind: 'create'; input: ProductInput }
  | { kind: 'update'; input: ProductInput }
  | { kind: 'image'; image: string };

function columnsOf(input: ProductInput) {
  return {
    name: input.name,
    description: input.description,
    priceCents: eurosToCents(input.price),
    stock: input.stock,
    active: input.active,
  };
}

/** Creates a product (`productId` null) or changes one; the audit row in the same transaction. */
export async function changeProduct(
  ctx: AppContext,
  admin: SessionUser,
  productId: string | null,
  change: ProductChange,
): Promise<AdminProduct> {
  return ctx.db.transaction(async (tx) => {
    if (change.kind === 'create') {
      const [row] = await tx.insert(shopProducts).values(columnsOf(change.input)).returning();
      await recordAudit(tx, admin, {
        action: 'shop_product.create',
        entityType: 'shop_product',
        entityId: row!.id,
        before: null,
        after: audited(row!),
      });
      return toAdminProduct(row!);
    }
    const [before] = await tx
      .select()
      .from(shopProducts)
      .where(eq(shopProducts.id, productId!))
      .for('update');
    if (!before) throw notFound(SHOP_MESSAGES.productNotFound);
    const set = change.kind === 'image' ? { image: change.image } : columnsOf(change.input);
    const [after] = await tx
      .update(shopProducts)
      .set({ ...set, updatedAt: sql`now()` })
      .where(eq(shopProducts.id, before.id))
      .returning();
    await recordAudit(tx, admin, {
      action: change.kind === 'image' ? 'shop_product.image' : 'shop_product.update',
      entityType: 'shop_product',
      entityId: before.id,
      before: audited(before),
      after: audited(after!),
    });
    return toAdminProduct(after!);
  });
}
