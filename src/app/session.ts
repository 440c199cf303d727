import { HTTPError } from 'ky';
import type { User } from '@/api/users.ts';
import { publicApi } from '@/lib/http.ts';
import { SessionStore, type SessionCheck } from '@/lib/session.tsx';

/** GET /users/me at start: who the cookie belongs to, if anyone. */
export async function checkSession(): Promise<SessionCheck> {
  try {
    const body = await publicApi.get('users/me').json<{ user?: User } & Partial<User>>();
    // Accepts `{ user }` or the bare user, both seen in hosts of this contract.
    const user = body.user ?? (typeof body.id === 'string' ? (body as User) : undefined);
    return user ? { kind: 'user', user } : { kind: 'none' };
  } catch (error) {
    if (error instanceof HTTPError && [401, 403].includes(error.response.status)) {
      return { kind: 'none' };
    }
    return { kind: 'unreachable' };
  }
}

/** The app's one session store: the stored user at once, checked with GET /users/me. */
export const appSession = new SessionStore(checkSession);
