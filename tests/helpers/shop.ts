/** Fixtures of the shop's tests: products inserted directly, money through the ledger. */
import { eq } from 'drizzle-orm';
import type { Database } from '../../server/db/client.ts';
import { shopOrders, shopProducts, walletEntries } from '../../server/db/schema/index.ts';
import { creditWallet, getBalanceCents } from '../../server/modules/wallet/index.ts';
import { stored } from '../../server/stored-text.ts';

export async function addProduct(
  db: Database,
  fields: { name: string; priceCents: number; stock: number; active?: boolean },
): Promise<string> {
  const [row] = await db
    .insert(shopProducts)
    .values({ ...fields, description: '' })
    .returning({ id: shopProducts.id });
  return row!.id;
}

export async function stockOf(db: Database, productId: string): Promise<number> {
  const [row] = await db
    .select({ stock: shopProducts.stock })
    .from(shopProducts)
    .where(eq(shopProducts.id, productId));
  return row!.stock;
}

export async function fund(db: Database, userId: string, cents: number): Promise<void> {
  await db.transaction((tx) =>
    creditWallet(tx, userId, cents, stored('payments.ledgerTopUp'), `test-fund:${userId}:${cents}`),
  );
}

/** Balance and ledger of a member: what "charged nothing" is checked against. */
export async function moneyOf(db: Database, userId: string) {
  const ledger = await db.select().from(walletEntries).where(eq(walletEntries.userId, userId));
  return { balanceCents: await getBalanceCents(db, userId), ledgerRows: ledger.length };
}

export async function ordersOf(db: Database, userId: string) {
  return db.select().from(shopOrders).where(eq(shopOrders.userId, userId));
}
