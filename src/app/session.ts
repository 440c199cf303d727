import { ApiError, publicApi } from '@/lib/http.ts';
import { fetchCurrentUser } from '@/lib/queries.ts';
import { SessionStore, type SessionCheck } from '@/lib/session.tsx';

/** GET /users/me at start: who the cookie belongs to, if anyone. */
export async function checkSession(): Promise<SessionCheck> {
  try {
    const user = await fetchCurrentUser(publicApi);
    return user ? { kind: 'user', user } : { kind: 'none' };
  } catch (error) {
    if (error instanceof ApiError && [401, 403].includes(error.status)) return { kind: 'none' };
    return { kind: 'unreachable' };
  }
}

/** The app's one session store: the stored user at once, checked with GET /users/me. */
export const appSession = new SessionStore(checkSession);
