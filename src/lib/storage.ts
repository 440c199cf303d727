import type { User } from '@/api/users.ts';

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

export function clearLocalStorage(): void {
  localStorage.clear();
}
