/**
 * What the ground floor knows of sessions: the cookie, the signed-in user's shape and the store the
 * sessions plugin uses. The sessions themselves are the auth module's, handed in by app.ts.
 */
import type { users } from './db/schema/index.ts';

export const SESSION_COOKIE = 'club_session';
export const SESSION_DAYS = 30;

const SESSION_KEY = `${SESSION_COOKIE}=`;

/**
 * The session's token in a Cookie header, or undefined: the first `club_session`, unquoted and
 * URI-decoded where it decodes (as the `cookie` package reads it). The session is the only cookie
 * this server reads, so nothing parses the others (issue 29: no cookie plugin, no hook).
 */
export function sessionToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  for (let at = 0; at < header.length;) {
    while (header.charCodeAt(at) === 32) at++;
    const semicolon = header.indexOf(';', at);
    const end = semicolon === -1 ? header.length : semicolon;
    if (header.startsWith(SESSION_KEY, at))
      return cookieText(header.slice(at + SESSION_KEY.length, end));
    at = end + 1;
  }
  return undefined;
}

function cookieText(raw: string): string {
  let value = raw.trim();
  if (value.length > 1 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
  if (!value.includes('%')) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The Set-Cookie of a session: HttpOnly, SameSite=Lax, Secure behind https, for SESSION_DAYS; an
 * empty token with a date in the past ends it in the browser.
 */
export function sessionSetCookie(token: string, secure: boolean): string {
  const cookieLifetime = token
    ? `Max-Age=${SESSION_DAYS * 86_400}`
    : 'Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT';
  const secureAttribute = secure ? '; Secure' : '';
  const cookie = `${SESSION_KEY}${encodeURIComponent(token)}; ${cookieLifetime}; Path=/; HttpOnly; SameSite=Lax${secureAttribute}`;
  return cookie;
}

/**
 * What a request knows of its signed-in user: only what authorisation and the hot routes need,
 * never the password hash. Screens that show the whole profile load it (users/service.ts).
 */
export type SessionUser = Pick<
  typeof users.$inferSelect,
  'id' | 'email' | 'name' | 'role' | 'league' | 'language'
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
