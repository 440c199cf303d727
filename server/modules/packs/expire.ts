/**
 * The packs job: an active pack past its end becomes 'expired', its uses left counted as unused
 * (statistics). One conditional UPDATE, so every instance may run it at once harmlessly.
 */
import { and, eq, lte, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { memberPacks } from '../../db/schema/index.ts';
import { publishPacks } from './buy.ts';

export async function expirePacks(ctx: AppContext): Promise<{ expired: number }> {
  const now = ctx.now();
  const rows = await ctx.db
    .update(memberPacks)
    .set({ status: 'expired', unusedAtEnd: sql`${memberPacks.usesLeft}`, updatedAt: now })
    .where(and(eq(memberPacks.status, 'active'), lte(memberPacks.expiresAt, now)))
    .returning({ userId: memberPacks.userId });
  for (const userId of new Set(rows.map((r) => r.userId))) publishPacks(ctx, userId);
  return { expired: rows.length };
}
