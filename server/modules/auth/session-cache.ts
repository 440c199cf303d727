/**
 * The session's user kept in memory for a few seconds, so a request needs no query to know who
 * is asking. Security first: an entry is dropped on every instance as soon as its session ends
 * (logout, password change or reset, account disabled: `realtime.endSessions`) or its user
 * changes (role, profile: `realtime.forget('user', ...)`), and nothing is cached while the bus
 * that carries those invalidations is down.
 */
import type { Database } from '../../db/client.ts';
import { hashToken } from '../../lib/crypto.ts';
import { sharedLoads, stillFresh } from '../../lib/shared-loads.ts';
import type { Realtime } from '../../realtime.ts';
import type { SessionStore } from '../../sessions.ts';
import { createSession, destroySession, lookupSession, type SessionUser } from './session.ts';

/** A backstop only: invalidations arrive within milliseconds through the bus. */
export const SESSION_CACHE_TTL_MS = 10_000;
const MAX_ENTRIES = 10_000;

interface Entry {
  user: SessionUser;
  /** The user as `find` answers it, made once: a hit allocates nothing (issue 29). */
  answer: Promise<SessionUser>;
  until: number;
  /** The token's hash, the session's id in the database and on the bus. */
  sessionId: string;
}

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
  // its hash, is kept beside it for the invalidations that name it.
  const entries = new Map<string, Entry>();
  // Bumped by every invalidation: a lookup that started before one must not store what it read.
  let generation = 0;

  const loads = sharedLoads(async (token: string) => {
    const trusted = realtime.cacheable();
    const started = generation;
    const found = await lookupSession(db, token);
    if (!found) entries.delete(token);
    else if (trusted && started === generation && realtime.cacheable()) {
      if (entries.size >= MAX_ENTRIES) entries.clear();
      const until = Math.min(clock() + SESSION_CACHE_TTL_MS, found.expiresAt.getTime());
      entries.set(token, {
        user: found.user,
        answer: Promise.resolve(found.user),
        until,
        sessionId: hashToken(token),
      });
    }
    return found?.user ?? null;
  });
  const forget = (match: (entry: Entry) => boolean) => {
    generation++;
    loads.forgetRunning();
    for (const [token, entry] of entries) if (match(entry)) entries.delete(token);
  };
  realtime.onForget('session', (ids) => {
    const gone = ids ? new Set(ids) : null;
    forget((entry) => !gone || gone.has(entry.sessionId));
  });
  realtime.onForget('user', (ids) => {
    const gone = ids ? new Set(ids) : null;
    forget((entry) => !gone || gone.has(entry.user.id));
  });

  return {
    find(token) {
      const cached = entries.get(token);
      const trusted = cached && realtime.cacheable();
      if (trusted && stillFresh(loads, token, cached.until, clock(), SESSION_CACHE_TTL_MS)) {
        return cached.answer;
      }
      if (cached) entries.delete(token);
      return loads.run(token);
    },
  };
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
