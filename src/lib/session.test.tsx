import { describe, expect, it, vi } from 'vitest';
import type { User } from '@/api/users.ts';
import { SessionStore, type SessionCheck } from './session.tsx';

function user(overrides: Partial<User> = {}): User {
  return {
    id: 'u1',
    email: 'a@b.es',
    name: 'Ana',
    dni: '',
    dob: null,
    league: false,
    role: 'user-adult',
    image: null,
    universityCard: null,
    isUca: false,
    subscriptions: [],
    language: 'es',
    ...overrides,
  };
}

describe('SessionStore', () => {
  it('starts from the stored user and keeps the server answer, saved back', async () => {
    localStorage.setItem('user', JSON.stringify(user({ name: 'Vieja' })));
    const store = new SessionStore(async () => ({ kind: 'user', user: user({ name: 'Nueva' }) }));
    expect(store.getSnapshot()).toMatchObject({ status: 'checking', user: { name: 'Vieja' } });
    await expect(store.ensureReady()).resolves.toMatchObject({ name: 'Nueva' });
    expect(store.getSnapshot().status).toBe('ready');
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({ name: 'Nueva' });
  });

  it('forgets a stored user the server no longer knows', async () => {
    localStorage.setItem('user', JSON.stringify(user()));
    const store = new SessionStore(async () => ({ kind: 'none' }));
    await expect(store.ensureReady()).resolves.toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('keeps the stored user when the server cannot be reached (offline start)', async () => {
    localStorage.setItem('user', JSON.stringify(user()));
    const store = new SessionStore(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(store.ensureReady()).resolves.toMatchObject({ id: 'u1' });
    expect(store.getSnapshot().status).toBe('ready');
  });

  it('asks the server once however many guards wait', async () => {
    const check = vi.fn(async (): Promise<SessionCheck> => ({ kind: 'none' }));
    const store = new SessionStore(check);
    await Promise.all([store.ensureReady(), store.ensureReady(), store.ensureReady()]);
    await store.ensureReady();
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('lets a login that lands during the check win', async () => {
    let answer: (c: SessionCheck) => void = () => {};
    const store = new SessionStore(() => new Promise((resolve) => (answer = resolve)));
    const ready = store.ensureReady();
    store.setUser(user({ name: 'Recién entrada' }));
    answer({ kind: 'none' });
    await expect(ready).resolves.toMatchObject({ name: 'Recién entrada' });
  });

  it('merges realtime updates for the same user only, and notifies', async () => {
    const store = new SessionStore(async () => ({ kind: 'none' }));
    store.setUser(user());
    const listener = vi.fn();
    store.subscribe(listener);
    store.mergeUser({ id: 'u1', name: 'Ana María', role: 'vip' });
    expect(store.user).toMatchObject({ name: 'Ana María', role: 'vip', email: 'a@b.es' });
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({ name: 'Ana María' });
    expect(listener).toHaveBeenCalledTimes(1);
    store.mergeUser({ id: 'someone-else', name: 'Intruso' });
    expect(store.user?.name).toBe('Ana María');
  });

  it('never creates a user from a realtime update', () => {
    const store = new SessionStore(async () => ({ kind: 'none' }));
    store.mergeUser({ id: 'u1', name: 'Fantasma' });
    expect(store.user).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('clears all of local storage on sign-out', () => {
    localStorage.setItem('otra-cosa', '1');
    const store = new SessionStore(async () => ({ kind: 'none' }));
    store.setUser(user());
    store.clear();
    expect(store.user).toBeNull();
    expect(localStorage.length).toBe(0);
  });
});
