/**
 * The outbox kept to a working size: notices sent, skipped or failed are deleted once they are
 * older than any flow that could store them again. A notice's key (kind, subject, recipient) is
 * what keeps it from being stored twice, so a row stays while its subject is live: a reminder's or
 * a rain notice's booking has started within days, a payment is fulfilled once, and a failed
 * monthly charge is retried within its month.
 */
import { and, inArray, lt } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';

export const OUTBOX_KEEP_DAYS = 90;

/** Deletes the settled notices due more than `OUTBOX_KEEP_DAYS` ago; how many. */
export async function pruneNotifications(db: Queryable, now: Date): Promise<number> {
  const before = new Date(now.getTime() - OUTBOX_KEEP_DAYS * 86_400_000);
  const gone = await db
    .delete(notifications)
    .where(
      and(
        inArray(notifications.status, ['sent', 'skipped', 'failed']),
        lt(notifications.sendAfter, before),
      ),
    )
    .returning({ id: notifications.id });
  return gone.length;
}
