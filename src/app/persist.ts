import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSubscribe,
  type PersistedClient,
  type Persister,
} from '@tanstack/react-query-persist-client';
import { del, get, set } from 'idb-keyval';
import type { SessionStore } from '@/lib/session.tsx';
import { BUILD_ID } from './build-id.ts';
import { clearPersistedCache, KEY_PREFIX } from './persisted-cache.ts';

export { clearPersistedCache } from './persisted-cache.ts';

/** Restored data older than this is dropped; equal to the query client's gcTime. */
export const PERSIST_MAX_AGE_MS = 24 * 60 * 60 * 1000;
const THROTTLE_MS = 1000;

/**
 * Only queries that opt in with `meta: { persist: true }` (courts, schedules, my bookings, the
 * displayed balance, announcements...) and that hold data are written; payment intents, client
 * secrets and saved cards never opt in. A query whose last refresh failed (offline, server down)
 * still holds its data and is written with it: the persister rewrites the whole store on every
 * change, so leaving it out would delete from the device data it still has.
 */
export function shouldPersistQuery(query: {
  meta?: Record<string, unknown>;
  state: { data: unknown };
}): boolean {
  return query.meta?.persist === true && query.state.data !== undefined;
}

/**
 * What the device keeps of each query is its data and when it was fetched, never the error of a
 * refresh that failed: restored, the screen shows the data (with its time) instead of an error.
 */
export function storedState(client: PersistedClient): PersistedClient {
  const queries = client.clientState.queries.map((query) => ({
    ...query,
    state: {
      ...query.state,
      status: 'success' as const,
      error: null,
      fetchStatus: 'idle' as const,
      fetchFailureCount: 0,
      fetchFailureReason: null,
    },
  }));
  return { ...client, clientState: { ...client.clientState, queries } };
}

interface UserPersistence {
  userId: string;
  persister: Persister;
  /** Turned off when the user leaves, so a throttled save that fires late writes nothing. */
  active: { value: boolean };
  unsubscribe: () => void;
}

function createUserPersister(userId: string, active: { value: boolean }): Persister {
  return createAsyncStoragePersister({
    key: `${KEY_PREFIX}${userId}`,
    throttleTime: THROTTLE_MS,
    serialize: (client) => JSON.stringify(storedState(client)),
    storage: {
      getItem: async (key) => (await get<string>(key)) ?? null,
      setItem: async (key, value) => {
        if (active.value) await set(key, value);
      },
      removeItem: (key) => del(key),
    },
  });
}

let current: UserPersistence | null = null;

function stop(): void {
  if (!current) return;
  current.active.value = false;
  current.unsubscribe();
  current = null;
}

async function startFor(queryClient: QueryClient, userId: string): Promise<void> {
  stop();
  const active = { value: true };
  const persister = createUserPersister(userId, active);
  const options = { queryClient, persister, buster: BUILD_ID };
  try {
    await persistQueryClientRestore({ ...options, maxAge: PERSIST_MAX_AGE_MS });
  } catch {
    // A broken or foreign cache is dropped by the restore itself; start empty.
  }
  if (!active.value) return;
  current = {
    userId,
    persister,
    active,
    unsubscribe: persistQueryClientSubscribe({
      ...options,
      dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
    }),
  };
}

/**
 * Keeps the query cache persisted for whoever is signed in: restores their cache at start (the
 * returned promise; render after it so offline screens have their data at once), switches caches
 * when the user changes, and deletes every cache when nobody is signed in any more.
 */
export function startQueryPersistence(
  queryClient: QueryClient,
  session: SessionStore,
): Promise<void> {
  let userId = session.user?.id ?? null;
  session.subscribe(() => {
    const next = session.user?.id ?? null;
    if (next === userId) return;
    userId = next;
    if (next) {
      void startFor(queryClient, next);
    } else {
      stop();
      void clearPersistedCache();
    }
  });
  return userId ? startFor(queryClient, userId) : Promise.resolve();
}
