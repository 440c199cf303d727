import { lt, or, isNotNull, and } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { rateCounters, sessions, userTokens } from '../../db/schema/index.ts';
import { LONGEST_WINDOW_MS } from './rate-limit.ts';

const DAY = 86_400_000;

/**
 * Deletes what no rule reads any more: rate counters of windows older than the longest rate-limit window,
 * expired sessions, and tokens that expired or were used over a day ago. Every instance may
 * run it; the deletes are idempotent.
 */
export async function pruneAccounts(db: Queryable, now: Date): Promise<void> {
  await db
    .delete(rateCounters)
    .where(lt(rateCounters.windowStart, new Date(now.getTime() - LONGEST_WINDOW_MS)));
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
  const dayAgo = new Date(now.getTime() - DAY);
  await db
    .delete(userTokens)
    .where(
      or(
        lt(userTokens.expiresAt, dayAgo),
        and(isNotNull(userTokens.usedAt), lt(userTokens.usedAt, dayAgo)),
      ),
    );
}
