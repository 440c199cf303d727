import { and, eq, gt, ne } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { hashToken, randomToken } from '../../lib/crypto.ts';

export const SESSION_COOKIE = 'club_session';
export const SESSION_DAYS = 30;

export type SessionUser = typeof users.$inferSelect;

export async function createSession(db: Database, userId: string): Promise<string> {
  const token = randomToken();
  await db.insert(sessions).values({
    id: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + SESSION_DAYS * 86_400_000),
  });
  return token;
}

export async function findSessionUser(db: Database, token: string): Promise<SessionUser | null> {
  const rows = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, hashToken(token)), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return rows[0]?.user ?? null;
}

export async function destroySession(db: Database, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, hashToken(token)));
}

/** Ends every session of a user (after a password reset). */
export async function destroyUserSessions(db: Queryable, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Ends every session of a user but the one making the request (after a password change). */
export async function destroyOtherSessions(
  db: Queryable,
  userId: string,
  keepToken: string | undefined,
): Promise<void> {
  await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        keepToken ? ne(sessions.id, hashToken(keepToken)) : undefined,
      ),
    );
}
