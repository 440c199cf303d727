/**
 * The session's user kept in memory for a few seconds, so a request needs no query to know who
 * is asking. Security first: an entry is dropped on every instance as soon as its session ends
 * (logout, password change or reset, account disabled: `realtime.endSessions`) or its user
 * changes (role, profile: `realtime.forget('user', ...)`), and nothing is cached while the bus
 * that carries those invalidations is down.
 */
import type { Database } from '../../db/client.ts';
import { createBusCache } from '../../lib/topic-cache.ts';
import type { Realtime } from '../../realtime.ts';
import type { SessionStore } from '../../sessions.ts';
import {
  createSession,
  destroySession,
  lookupSession,
  type SessionLookup,
  type SessionUser,
} from './session.ts';

/** A backstop only: invalidations arrive within milliseconds through the bus. */
export const SESSION_CACHE_TTL_MS = 10_000;

export interface SessionCache {
  /** The token's user, from memory when possible; null when the session is not valid. */
  find(token: string): Promise<SessionUser | null>;
}

export function createSessionCache(
  db: Database,
  realtime: Pick<Realtime, 'onForget' | 'cacheable'>,
  clock: () => number = Date.now,
): SessionCache {
  // Keyed by the token itself, so a request that hits needs no hash (issue 29); the session's id,
  // its hash, is kept in the value for the invalidations that name it. A token with no session
  // is kept as null: it cannot become valid (a new session is a new token).
  const cache = createBusCache(realtime, (token) => lookupSession(db, token), {
    ttlMs: SESSION_CACHE_TTL_MS,
    clock,
    // Never past the session's own end.
    ttlOf: (found) => (found ? found.expiresAt.getTime() - clock() : SESSION_CACHE_TTL_MS),
    answerOf: (found) => found?.user ?? null,
  });
  const forgetBy = (idOf: (found: SessionLookup) => string) => (ids: readonly string[] | null) => {
    if (!ids) return cache.forget(null);
    const gone = new Set(ids);
    cache.forgetWhere((found) => !!found && gone.has(idOf(found)));
  };
  realtime.onForget(
    'session',
    forgetBy((found) => found.sessionId),
  );
  realtime.onForget(
    'user',
    forgetBy((found) => found.user.id),
  );
  return { find: (token) => cache.get(token) };
}

/** The sessions as the sessions plugin uses them, with the short-lived user cache in front. */
export function sessionStore(db: Database, realtime: Realtime): SessionStore {
  const cache = createSessionCache(db, realtime);
  return {
    find: (token) => cache.find(token),
    create: (userId) => createSession(db, userId),
    destroy: (token) => destroySession(db, token),
  };
}
