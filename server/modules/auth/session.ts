import { and, eq, gt, ne } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database, Queryable } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { hashToken, randomToken } from '../../lib/crypto.ts';
import { forbidden, unauthorized } from '../../lib/errors.ts';

export const SESSION_COOKIE = 'club_session';
const SESSION_DAYS = 30;

export type SessionUser = typeof users.$inferSelect;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null. Resolved lazily, once per request. */
    getUser(): Promise<SessionUser | null>;
    /** The signed-in user; throws 401 when nobody is signed in. */
    requireUser(): Promise<SessionUser>;
    /** The signed-in admin; 401 without a session, 403 for other roles. */
    requireAdmin(): Promise<SessionUser>;
  }
  interface FastifyReply {
    startSession(userId: string): Promise<void>;
    endSession(): Promise<void>;
  }
}

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

export const sessionPlugin = fp<{ db: Database; secureCookies: boolean }>(
  async (app, { db, secureCookies }) => {
    const cookieOptions = {
      path: '/',
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: secureCookies,
    };
    const cache = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();

    app.decorateRequest('getUser', function (this: FastifyRequest) {
      let pending = cache.get(this);
      if (!pending) {
        const token = this.cookies[SESSION_COOKIE];
        pending = token ? findSessionUser(db, token) : Promise.resolve(null);
        cache.set(this, pending);
      }
      return pending;
    });
    app.decorateRequest('requireUser', async function (this: FastifyRequest) {
      const user = await this.getUser();
      if (!user) throw unauthorized();
      return user;
    });
    app.decorateRequest('requireAdmin', async function (this: FastifyRequest) {
      const user = await this.requireUser();
      if (user.role !== 'admin') throw forbidden();
      return user;
    });

    // A new cookie value at every login (rotation): a session fixed before login is worthless.
    app.decorateReply('startSession', async function (this: FastifyReply, userId: string) {
      const previous = this.request.cookies[SESSION_COOKIE];
      if (previous) await destroySession(db, previous);
      const token = await createSession(db, userId);
      cache.delete(this.request);
      this.setCookie(SESSION_COOKIE, token, { ...cookieOptions, maxAge: SESSION_DAYS * 86_400 });
    });
    app.decorateReply('endSession', async function (this: FastifyReply) {
      const token = this.request.cookies[SESSION_COOKIE];
      if (token) await destroySession(db, token);
      cache.delete(this.request);
      this.clearCookie(SESSION_COOKIE, cookieOptions);
    });
  },
  { name: 'session' },
);
