import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { hashToken, randomToken } from '../../lib/crypto.ts';

import { SESSION_DAYS, type SessionLookup, type SessionUser } from '../../sessions.ts';
import { userIdentityColumns } from '../users/index.ts';

export { type SessionLookup, type SessionUser } from '../../sessions.ts';

export async function createSession(db: Database, userId: string): Promise<string> {
  const token = randomToken();
  await db.insert(sessions).values({
    id: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + SESSION_DAYS * 86_400_000),
  });
  return token;
}

const sessionQuery = preparedPerDatabase((db) =>
  db
    .select({ user: userIdentityColumns, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        // A disabled account is signed out everywhere, even if a session row survived a race.
        isNull(users.disabledAt),
      ),
    )
    .limit(1)
    .prepare('session_lookup'),
);

export async function lookupSession(db: Database, token: string): Promise<SessionLookup | null> {
  const sessionId = hashToken(token);
  const rows = await sessionQuery(db).execute({ sessionId, now: new Date() });
  const row = rows[0];
  return row ? { sessionId, user: row.user, expiresAt: row.expiresAt } : null;
}

export async function findSessionUser(db: Database, token: string): Promise<SessionUser | null> {
  return (await lookupSession(db, token))?.user ?? null;
}

/*
 * Each of these returns the ids of the sessions it ended, for `realtime.endSessions`: a socket
 * opened with a session must not outlive it.
 */

export async function destroySession(db: Database, token: string): Promise<string[]> {
  const ended = await db
    .delete(sessions)
    .where(eq(sessions.id, hashToken(token)))
    .returning({ id: sessions.id });
  return ended.map((s) => s.id);
}

/** Ends every session of a user (after a password reset). */
export async function destroyUserSessions(db: Queryable, userId: string): Promise<string[]> {
  const ended = await db
    .delete(sessions)
    .where(eq(sessions.userId, userId))
    .returning({ id: sessions.id });
  return ended.map((s) => s.id);
}

/** Ends every session of a user but the one making the request (after a password change). */
export async function destroyOtherSessions(
  db: Queryable,
  userId: string,
  keepToken: string | undefined,
): Promise<string[]> {
  const ended = await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        keepToken ? ne(sessions.id, hashToken(keepToken)) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  return ended.map((s) => s.id);
}
