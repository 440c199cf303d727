import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/client.ts';
import { paymentCustomers, users } from '../../db/schema/index.ts';

export async function findCustomerId(q: Queryable, userId: string): Promise<string | null> {
  const [row] = await q
    .select({ id: paymentCustomers.gatewayCustomerId })
    .from(paymentCustomers)
    .where(eq(paymentCustomers.userId, userId));
  return row?.id ?? null;
}

export async function userIdOfCustomer(q: Queryable, customerId: string): Promise<string | null> {
  const [row] = await q
    .select({ userId: paymentCustomers.userId })
    .from(paymentCustomers)
    .where(eq(paymentCustomers.gatewayCustomerId, customerId));
  return row?.userId ?? null;
}

/** The user's gateway customer, created the first time the user pays or saves a card. */
export async function ensureCustomer(
  ctx: Pick<AppContext, 'db' | 'payments'>,
  userId: string,
): Promise<string> {
  const existing = await findCustomerId(ctx.db, userId);
  if (existing) return existing;
  const [user] = await ctx.db
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new Error(`no user ${userId}`);
  const created = await ctx.payments.createCustomer({ userId, ...user });
  // Two first payments at once may both create a customer; the first stored one wins.
  await ctx.db
    .insert(paymentCustomers)
    .values({ userId, gatewayCustomerId: created })
    .onConflictDoNothing({ target: paymentCustomers.userId });
  return (await findCustomerId(ctx.db, userId)) ?? created;
}
