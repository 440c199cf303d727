import { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '#tests/helpers/api-server.ts';
import { testBooking } from '#tests/helpers/booking-cards.ts';
import type { Booking, BookingsResponse } from '@/api/bookings.ts';
import type { User } from '@/api/users.ts';
import { myBookingsQueryOptions } from '@/lib/queries.ts';
import { SessionStore } from '@/lib/session.tsx';

// IndexedDB is not in jsdom: idb-keyval's functions over a Map behave the same for this module.
const store = vi.hoisted(() => new Map<string, unknown>());
vi.mock('idb-keyval', () => ({
  get: async (key: string) => store.get(key),
  set: async (key: string, value: unknown) => void store.set(key, value),
  del: async (key: string) => void store.delete(key),
  keys: async () => [...store.keys()],
}));

const { clearPersistedCache, startQueryPersistence } = await import('./persist.ts');

function member(id: string): User {
  return {
    id,
    email: `${id}@club.local`,
    name: id,
    dni: '',
    dob: null,
    league: false,
    role: 'user-adult',
    image: null,
    universityCard: null,
    isUca: false,
    subscriptions: [],
    language: 'es',
  };
}

function signedIn(user: User | null): SessionStore {
  const session = new SessionStore(async () => ({ kind: 'unreachable' }));
  if (user) session.setUser(user);
  return session;
}

function stored(
  userId: string,
): { buster: string; clientState: { queries: { queryKey: unknown }[] } } | null {
  const raw = store.get(`club-query-cache:${userId}`);
  return typeof raw === 'string' ? JSON.parse(raw) : null;
}

describe('query persistence', { timeout: 15_000 }, () => {
  it('persists only queries marked persist, per user, restores them, and clears at logout', async () => {
    store.clear();
    const session = signedIn(member('ana'));
    const client = new QueryClient();
    await startQueryPersistence(client, session);
    await client.prefetchQuery({
      queryKey: ['courts'],
      queryFn: () => ['Pista 1'],
      meta: { persist: true },
    });
    await client.prefetchQuery({
      queryKey: ['payment-intent'],
      queryFn: () => ({ clientSecret: 'pi_secret' }),
    });

    const persistedKeys = () =>
      (stored('ana')?.clientState.queries ?? []).map((q) => JSON.stringify(q.queryKey));
    await waitFor(() => expect(persistedKeys()).toContain('["courts"]'), { timeout: 5000 });
    const keys = persistedKeys();
    expect(keys).not.toContain('["payment-intent"]');
    expect(JSON.stringify(store.get('club-query-cache:ana'))).not.toContain('pi_secret');

    // A fresh start (next launch, maybe offline) has the data before anything is fetched.
    const relaunched = new QueryClient();
    await startQueryPersistence(relaunched, signedIn(member('ana')));
    expect(relaunched.getQueryData(['courts'])).toEqual(['Pista 1']);
    expect(relaunched.getQueryData(['payment-intent'])).toBeUndefined();

    session.clear();
    await waitFor(() =>
      expect([...store.keys()].filter((k) => k.startsWith('club-query-cache:'))).toEqual([]),
    );
  });

  it('keeps my bookings for offline, as the README promises', async () => {
    store.clear();
    const mine = testBooking('b1', 48);
    server.use(
      http.get('/api/users/bookings', () =>
        HttpResponse.json<BookingsResponse>({ success: true, bookings: [mine] }),
      ),
    );
    const client = new QueryClient();
    await startQueryPersistence(client, signedIn(member('ana')));
    await client.prefetchQuery(myBookingsQueryOptions());
    await waitFor(
      () =>
        expect(
          (stored('ana')?.clientState.queries ?? []).map((q) => JSON.stringify(q.queryKey)),
        ).toContain('["my-bookings"]'),
      { timeout: 5000 },
    );

    // The next launch, offline: the list is there before anything is fetched.
    const relaunched = new QueryClient();
    await startQueryPersistence(relaunched, signedIn(member('ana')));
    expect(relaunched.getQueryData<Booking[]>(myBookingsQueryOptions().queryKey)).toEqual([mine]);
  });

  it('keeps what a failed refresh could not replace: on the device and restored without error', async () => {
    store.clear();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await startQueryPersistence(client, signedIn(member('cris')));
    const courts = { queryKey: ['courts'], meta: { persist: true } };
    await client.prefetchQuery({ ...courts, queryFn: () => ['Pista 1'] });
    const fetchedAt = client.getQueryState(['courts'])!.dataUpdatedAt;
    await client
      .fetchQuery({ ...courts, staleTime: 0, queryFn: () => Promise.reject(new Error('offline')) })
      .catch(() => undefined);
    expect(client.getQueryState(['courts'])).toMatchObject({ status: 'error', data: ['Pista 1'] });

    // Any later change rewrites the whole store: the courts must still be in it.
    await client.prefetchQuery({
      queryKey: ['announcements'],
      queryFn: () => [],
      meta: { persist: true },
    });
    const keysOf = () => (stored('cris')?.clientState.queries ?? []).map((q) => q.queryKey);
    await waitFor(() => expect(keysOf()).toContainEqual(['announcements']), { timeout: 5000 });
    expect(keysOf()).toContainEqual(['courts']);

    const relaunched = new QueryClient();
    await startQueryPersistence(relaunched, signedIn(member('cris')));
    expect(relaunched.getQueryState(['courts'])).toMatchObject({
      status: 'success',
      data: ['Pista 1'],
      error: null,
      dataUpdatedAt: fetchedAt,
    });
  });

  it('does not restore a cache written by another build', async () => {
    store.clear();
    store.set(
      'club-query-cache:bea',
      JSON.stringify({
        timestamp: Date.now(),
        buster: 'an-older-build',
        clientState: {
          mutations: [],
          queries: [
            {
              queryKey: ['courts'],
              queryHash: '["courts"]',
              state: { data: ['vieja'], status: 'success', dataUpdatedAt: Date.now() },
            },
          ],
        },
      }),
    );
    const client = new QueryClient();
    await startQueryPersistence(client, signedIn(member('bea')));
    expect(client.getQueryData(['courts'])).toBeUndefined();
  });

  it('clearPersistedCache removes every member cache and nothing else', async () => {
    store.clear();
    store.set('club-query-cache:a', '{}');
    store.set('club-query-cache:b', '{}');
    store.set('other', 'kept');
    await clearPersistedCache();
    expect([...store.keys()]).toEqual(['other']);
  });
});
