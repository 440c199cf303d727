import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { User } from '@/api/users.ts';
import { clearLocalStorage, readStoredUser, writeStoredUser } from './storage.ts';

/**
 * What the server says about the session: the user, nobody, or no answer (offline or down), in
 * which case the stored user is kept so the app still opens without a connection.
 */
export type SessionCheck =
  { kind: 'user'; user: User } | { kind: 'none' } | { kind: 'unreachable' };

export interface SessionSnapshot {
  /** 'checking' until the server (or its absence) has been heard once since start. */
  status: 'checking' | 'ready';
  user: User | null;
}

type Listener = () => void;

/**
 * The signed-in user, kept in local storage under 'user' as the spec has it, validated once at
 * start, and saved back on every change (login, profile update, realtime merge).
 */
export class SessionStore {
  private snapshot: SessionSnapshot;
  private readonly listeners = new Set<Listener>();
  private pending: Promise<User | null> | null = null;

  constructor(private readonly check: () => Promise<SessionCheck>) {
    this.snapshot = { status: 'checking', user: readStoredUser() };
  }

  getSnapshot = (): SessionSnapshot => this.snapshot;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  get user(): User | null {
    return this.snapshot.user;
  }

  /** Resolves with the user once the state is known; the server is asked only once. */
  ensureReady(): Promise<User | null> {
    if (this.snapshot.status === 'ready') return Promise.resolve(this.snapshot.user);
    this.pending ??= this.check()
      .catch((): SessionCheck => ({ kind: 'unreachable' }))
      .then((result) => {
        // A login that finished while the check was in flight wins over the check's answer.
        if (this.snapshot.status === 'ready') return this.snapshot.user;
        if (result.kind === 'user') this.save(result.user);
        else if (result.kind === 'none') this.forget();
        else this.set({ status: 'ready', user: this.snapshot.user });
        return this.snapshot.user;
      });
    return this.pending;
  }

  /** After login or a profile update: the server's user becomes the session user. */
  setUser(user: User): void {
    this.save(user);
  }

  /** A realtime `userUpdated` payload: merged into the current user, never creating one. */
  mergeUser(patch: Partial<User>): void {
    const current = this.snapshot.user;
    if (!current) return;
    if (patch.id !== undefined && patch.id !== current.id) return;
    this.save({ ...current, ...patch });
  }

  /** Logout or a lost session: the spec clears all of local storage, not only the user. */
  clear(): void {
    clearLocalStorage();
    this.set({ status: 'ready', user: null });
  }

  private save(user: User): void {
    writeStoredUser(user);
    this.set({ status: 'ready', user });
  }

  private forget(): void {
    writeStoredUser(null);
    this.set({ status: 'ready', user: null });
  }

  private set(next: SessionSnapshot): void {
    this.snapshot = next;
    for (const listener of this.listeners) listener();
  }
}

const SessionContext = createContext<SessionStore | null>(null);

export function SessionProvider({ store, children }: { store: SessionStore; children: ReactNode }) {
  return <SessionContext.Provider value={store}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionStore {
  const store = useContext(SessionContext);
  if (!store) throw new Error('useSession needs a <SessionProvider>.');
  return store;
}

export function useSessionSnapshot(): SessionSnapshot {
  const store = useSession();
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}

/** The signed-in user, or null; re-renders on login, logout, profile and realtime changes. */
export function useSessionUser(): User | null {
  return useSessionSnapshot().user;
}
