/**
 * Sessions: `request.sessionToken()`, `request.getUser()` (the user looked up once per request;
 * the access plugin asks it for every route that needs a session) and `reply.startSession()` /
 * `endSession()`. The sessions themselves belong to the auth module, which app.ts hands in as a
 * SessionStore: the plugin imports no module.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Realtime } from '../realtime.ts';
import {
  sessionSetCookie,
  sessionToken,
  type SessionStore,
  type SessionUser,
} from '../sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The session cookie's token, or undefined. */
    sessionToken(): string | undefined;
    /** The signed-in user, or null. Resolved lazily, once per request. */
    getUser(): Promise<SessionUser | null>;
    /** getUser's lookup, kept for the request (a property: no WeakMap entry per request). */
    sessionLookup: Promise<SessionUser | null> | null;
  }
  interface FastifyReply {
    startSession(userId: string): Promise<void>;
    endSession(): Promise<void>;
  }
}

const NOBODY: Promise<SessionUser | null> = Promise.resolve(null);

/**
 * The session cookie is read from the request's header when asked and written as one Set-Cookie
 * header, without @fastify/cookie: its onRequest hook parsed every request's cookies and its
 * onSend hook ran on every answer, for the one cookie there is (issue 29).
 */
export const sessionsPlugin = fp<{
  store: SessionStore;
  secureCookies: boolean;
  realtime: Realtime;
}>(
  async (app, { store, secureCookies, realtime }) => {
    app.decorateRequest('sessionLookup', null);
    app.decorateRequest('sessionToken', function (this: FastifyRequest) {
      return sessionToken(this.headers.cookie);
    });
    app.decorateRequest('getUser', function (this: FastifyRequest) {
      if (!this.sessionLookup) {
        const token = this.sessionToken();
        this.sessionLookup = token ? store.find(token) : NOBODY;
      }
      return this.sessionLookup;
    });

    // A new cookie value at every login (rotation): a session fixed before login is worthless.
    app.decorateReply('startSession', async function (this: FastifyReply, userId: string) {
      const previous = this.request.sessionToken();
      if (previous) realtime.endSessions(await store.destroy(previous));
      const token = await store.create(userId);
      this.request.sessionLookup = null;
      this.header('set-cookie', sessionSetCookie(token, secureCookies));
    });
    app.decorateReply('endSession', async function (this: FastifyReply) {
      const token = this.request.sessionToken();
      if (token) realtime.endSessions(await store.destroy(token));
      this.request.sessionLookup = null;
      this.header('set-cookie', sessionSetCookie('', secureCookies));
    });
  },
  { name: 'sessions' },
);
