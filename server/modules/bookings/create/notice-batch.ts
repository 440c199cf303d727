/**
 * Creations' notices to the other instances, sent together: the creations whose writes finish in
 * the same turn of the event loop share one notification, sent by its own statement once they are
 * committed (a notification inside a write holds PostgreSQL's one notification lock through the
 * commit, decision 067). Each creation answers only once its notice is sent, so another instance
 * never serves a schedule its answer made stale.
 */
import type { AppContext } from '../../../context.ts';
import { creationNotice } from '../core/events.ts';
import { sendNotice } from './create-statements.ts';

type Created = { id: string; courtId: string; dateBooked: string };

/** Creations per notification: 40 keep its payload well within PostgreSQL's 8,000 bytes. */
const BATCH = 40;

interface Batch {
  created: Created[];
  sent: Promise<void>;
}

const open = new WeakMap<AppContext, Batch>();

async function send(ctx: AppContext, batch: Batch): Promise<void> {
  if (open.get(ctx) === batch) open.delete(ctx);
  const notice = creationNotice(ctx, batch.created);
  // A failure after the commits must not answer an error for bookings that exist; the bus's own
  // connection is then lost too, and every instance forgets its caches when it is back.
  if (notice) await sendNotice(ctx.db, notice).catch(() => {});
}

/** Resolves once the other instances were told of `created` (at once with one instance). */
export function tellOtherInstances(ctx: AppContext, created: Created): Promise<void> {
  if (!ctx.realtime.notification) return Promise.resolve();
  let batch = open.get(ctx);
  if (!batch) {
    const next: Batch = { created: [], sent: Promise.resolve() };
    next.sent = new Promise((resolve) => setImmediate(resolve)).then(() => send(ctx, next));
    open.set(ctx, (batch = next));
  }
  batch.created.push(created);
  if (batch.created.length >= BATCH) open.delete(ctx);
  return batch.sent;
}
