/**
 * Sessions: the cookie parser, `request.getUser()` / `requireUser()` / `requireAdmin()` (the user
 * looked up once per request) and `reply.startSession()` / `endSession()`. The sessions themselves
 * belong to the auth module, which app.ts hands in as a SessionStore: the plugin imports no module.
 */
import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isAdminRole } from '@/domain/roles.ts';
import type { Realtime } from '../realtime.ts';
import { forbidden, unauthorized } from '../lib/errors.ts';
import { SESSION_COOKIE, SESSION_DAYS, type SessionStore, type SessionUser } from '../sessions.ts';

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

export const sessionsPlugin = fp<{
  store: SessionStore;
  secureCookies: boolean;
  realtime: Realtime;
}>(
  async (app, { store, secureCookies, realtime }) => {
    await app.register(cookie);
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
        pending = token ? store.find(token) : Promise.resolve(null);
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
      if (!isAdminRole(user.role)) throw forbidden();
      return user;
    });

    // A new cookie value at every login (rotation): a session fixed before login is worthless.
    app.decorateReply('startSession', async function (this: FastifyReply, userId: string) {
      const previous = this.request.cookies[SESSION_COOKIE];
      if (previous) realtime.endSessions(await store.destroy(previous));
      const token = await store.create(userId);
      cache.delete(this.request);
      this.setCookie(SESSION_COOKIE, token, { ...cookieOptions, maxAge: SESSION_DAYS * 86_400 });
    });
    app.decorateReply('endSession', async function (this: FastifyReply) {
      const token = this.request.cookies[SESSION_COOKIE];
      if (token) realtime.endSessions(await store.destroy(token));
      cache.delete(this.request);
      this.clearCookie(SESSION_COOKIE, cookieOptions);
    });
  },
  { name: 'sessions' },
);
