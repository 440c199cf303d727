/**
 * What the ground floor knows of sessions: the cookie, the signed-in user's shape and the store the
 * sessions plugin uses. The sessions themselves are the auth module's, handed in by app.ts.
 */
import type { users } from './db/schema/index.ts';

export const SESSION_COOKIE = 'club_session';
export const SESSION_DAYS = 30;

/**
 * What a request knows of its signed-in user: only what authorisation and the hot routes need,
 * never the password hash. Screens that show the whole profile load it (users/service.ts).
 */
export type SessionUser = Pick<
  typeof users.$inferSelect,
  'id' | 'email' | 'name' | 'role' | 'league'
>;

/** The session's user and when the session ends (a cached entry must not outlive it). */
export interface SessionLookup {
  sessionId: string;
  user: SessionUser;
  expiresAt: Date;
}

/** The sessions as the plugin uses them: a token's user, a new session, an ended one. */
export interface SessionStore {
  /** The token's user (from a short-lived cache when possible); null when not valid. */
  find(token: string): Promise<SessionUser | null>;
  /** A new session's token. */
  create(userId: string): Promise<string>;
  /** Ends the token's session; the ids of the sessions ended. */
  destroy(token: string): Promise<string[]>;
}
