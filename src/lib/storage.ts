import type { User } from '@/api/users.ts';
import { LANGUAGE_STORAGE_KEY } from '@/i18n/languages.ts';

const USER_KEY = 'user';

/** The session user as the spec keeps it: local storage, key 'user'. */
export function readStoredUser(): User | null {
  try {
    const raw = localStorage.getItem(USER_KEY);
    return raw ? (JSON.parse(raw) as User) : null;
  } catch {
    return null;
  }
}

export function writeStoredUser(user: User | null): void {
  if (user) localStorage.setItem(USER_KEY, JSON.stringify(user));
  else localStorage.removeItem(USER_KEY);
}

/**
 * What the session kept on this device goes; the language chosen stays, so the login that follows
 * speaks it (a visitor chooses it there too).
 */
export function clearLocalStorage(): void {
  const language = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  localStorage.clear();
  if (language !== null) localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
}
