/**
 * The VAPID key pair the club signs its pushes with (decision 055): VAPID_PUBLIC_KEY and
 * VAPID_PRIVATE_KEY when set, else a pair made at first start and kept in the database. Insert on
 * conflict do nothing, then read: two instances starting at once agree on the first one written.
 */
import webpush from 'web-push';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { vapidKeys } from '../../db/schema/index.ts';

export interface VapidDetails {
  subject: string;
  publicKey: string;
  privateKey: string;
}

// Per database handle: the keys never change once written.
const cache = new WeakMap<Database, Promise<{ publicKey: string; privateKey: string }>>();

async function storedKeys(db: Database): Promise<{ publicKey: string; privateKey: string }> {
  const fresh = webpush.generateVAPIDKeys();
  await db.insert(vapidKeys).values(fresh).onConflictDoNothing();
  const [row] = await db
    .select({ publicKey: vapidKeys.publicKey, privateKey: vapidKeys.privateKey })
    .from(vapidKeys);
  if (!row) throw new Error('VAPID keys missing after insert');
  return row;
}

export async function vapidDetails(ctx: AppContext): Promise<VapidDetails> {
  const subject = ctx.config.push.vapidSubject;
  const configured = ctx.config.push.vapidKeys;
  if (configured) return { subject, ...configured };
  let keys = cache.get(ctx.db);
  if (!keys) {
    keys = storedKeys(ctx.db);
    cache.set(ctx.db, keys);
    // A failed read (database down at start) is tried again next time.
    keys.catch(() => cache.delete(ctx.db));
  }
  return { subject, ...(await keys) };
}
