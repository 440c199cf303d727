/**
 * The signed-in member's profile (`/users/me`, `/users/session`) kept in memory for a few
 * seconds, so the app's most frequent read needs no query (issue 29, decision 051). Kept as the
 * session cache keeps its users: every change of a user's row or memberships is followed by
 * `realtime.forget('user', [id])` on every instance (publishUserUpdated), which drops the entry.
 */
import type { User as ApiUser } from '@/api/users.ts';
import type { Queryable } from '../../db/client.ts';
import { createTopicCache } from '../../lib/topic-cache.ts';
import type { Realtime } from '../../realtime.ts';
import { loadApiUser } from './service.ts';

/** A backstop only: invalidations arrive within milliseconds through the bus. */
export const PROFILE_CACHE_TTL_MS = 10_000;

export interface ProfileCache {
  /** The user's profile as the API answers it; null when there is no such user. */
  find(userId: string): Promise<ApiUser | null>;
}

export function createProfileCache(
  db: Queryable,
  realtime: Pick<Realtime, 'onForget' | 'cacheable'>,
  clock: () => number = Date.now,
): ProfileCache {
  const cache = createTopicCache(realtime, 'user', (id) => loadApiUser(db, id), {
    ttlMs: PROFILE_CACHE_TTL_MS,
    clock,
  });
  return { find: (userId) => cache.get(userId) };
}
