/**
 * The signed-in member's profile (`/users/me`, `/users/session`) kept in memory for a few
 * seconds, so the app's most frequent read needs no query (issue 29). Kept as the session cache
 * keeps its users: every change of a user's row or memberships is followed by
 * `realtime.forget('user', [id])` on every instance (publishUserUpdated), which drops the entry,
 * and nothing is cached while the bus that carries those invalidations is down.
 */
import type { User as ApiUser } from '@/api/users.ts';
import type { Queryable } from '../../db/client.ts';
import type { Realtime } from '../../realtime.ts';
import { loadApiUser } from './service.ts';

/** A backstop only: invalidations arrive within milliseconds through the bus. */
export const PROFILE_CACHE_TTL_MS = 10_000;
const MAX_ENTRIES = 10_000;

export interface ProfileCache {
  /** The user's profile as the API answers it; null when there is no such user. */
  find(userId: string): Promise<ApiUser | null>;
}

export function createProfileCache(
  db: Queryable,
  realtime: Pick<Realtime, 'onForget' | 'cacheable'>,
  clock: () => number = Date.now,
): ProfileCache {
  const entries = new Map<string, { user: ApiUser; until: number }>();
  // Bumped by every invalidation: a read that started before one must not store what it read.
  let generation = 0;
  realtime.onForget('user', (ids) => {
    generation++;
    if (!ids) entries.clear();
    else for (const id of ids) entries.delete(id);
  });

  return {
    async find(userId) {
      const cached = entries.get(userId);
      const trusted = realtime.cacheable();
      if (cached && trusted && cached.until > clock()) return cached.user;
      if (cached) entries.delete(userId);
      const started = generation;
      const user = await loadApiUser(db, userId);
      if (user && trusted && started === generation && realtime.cacheable()) {
        if (entries.size >= MAX_ENTRIES) entries.clear();
        entries.set(userId, { user, until: clock() + PROFILE_CACHE_TTL_MS });
      }
      return user;
    },
  };
}
