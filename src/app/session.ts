import { checkSession } from '../features/auth/api/auth-api.ts';
import { SessionStore } from '../lib/session.tsx';

/** The app's one session store: the stored user at once, checked with GET /users/me. */
export const appSession = new SessionStore(checkSession);
