import type { User } from '@/api/users.ts';
import { ApiError, publicApi, readJson } from '@/lib/http.ts';
import { SessionStore, type SessionCheck } from '@/lib/session.tsx';

/**
 * GET /users/session at start: who the cookie belongs to, if anyone. A visitor is an answer
 * (200, null), so the first screen logs no failed request.
 */
export async function checkSession(): Promise<SessionCheck> {
  try {
    const { user } = await readJson<{ user: User | null }>(publicApi.get('users/session'));
    return user ? { kind: 'user', user } : { kind: 'none' };
  } catch (error) {
    if (error instanceof ApiError && [401, 403].includes(error.status)) return { kind: 'none' };
    return { kind: 'unreachable' };
  }
}

/** The app's one session store: the stored user at once, checked with GET /users/session. */
export const appSession = new SessionStore(checkSession);
