import type { MessageKey } from '@/i18n/keys.ts';

/**
 * Where to go after login: only a path on this site (e.g. '/unlock'), never another origin, so a
 * crafted link cannot send a member elsewhere after signing in.
 */
export function safeRedirectPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/')) return null;
  // '//host' and '/\host' are protocol-relative URLs to another site.
  if (value.startsWith('//') || value.startsWith('/\\')) return null;
  // Control characters (tabs, newlines) are dropped by URL parsing and could smuggle a host in.
  for (const ch of value) if (ch.charCodeAt(0) < 0x20 || ch === '\u007f') return null;
  // The login page itself would loop.
  if (value === '/' || value.startsWith('/?')) return null;
  return value;
}

/**
 * Why the login page is shown when a public link sent the visitor here: the door's shortcut
 * otherwise lands on a bare login form that does not say what it is for.
 */
export function loginReason(redirect: string | undefined): MessageKey | null {
  if (redirect === '/unlock' || redirect?.startsWith('/unlock?')) {
    return 'auth.loginForDoor';
  }
  return null;
}

/** The `redirect` search param of the login page. */
export interface LoginSearch {
  redirect?: string;
}

export function validateLoginSearch(search: Record<string, unknown>): LoginSearch {
  const redirect = safeRedirectPath(search.redirect);
  return redirect ? { redirect } : {};
}

/** The `token` search param of the links the club mails (password reset, e-mail confirmation). */
export function validateTokenSearch(search: Record<string, unknown>): { token?: string } {
  return typeof search.token === 'string' && search.token ? { token: search.token } : {};
}
