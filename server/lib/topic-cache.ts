/**
 * Values read from the database, kept in memory per key for a few seconds and dropped on every
 * instance the moment a writer says they changed (`realtime.forget(topic, keys)`, after its
 * commit). The cache is lru-cache's (decision 086): it bounds the entries, keeps their time, and
 * gives requests that miss together one load; a `delete` or `clear` during a load keeps that load
 * from storing what it read. What we add on top, because the bus is what makes a value trustable:
 *
 * - nothing is kept, or answered from memory, while the bus that carries invalidations is down
 *   (`realtime.cacheable()`): every read goes to the database;
 * - a value in the last quarter of its time is loaded again ahead of it, while it is still
 *   answered; a value is never answered at or past its time (the limit is a backstop only:
 *   invalidations arrive within milliseconds). Issue 29: at each expiry, every request of the key
 *   waited for its own query, which made the reads' slowest answers.
 */
import { LRUCache } from 'lru-cache';
import type { Realtime } from '../realtime.ts';

export interface BusCacheOptions<V, A = V> {
  ttlMs: number;
  maxEntries?: number;
  clock?: () => number;
  /** A value's own time limit, when it must go sooner than `ttlMs` (a session that ends). */
  ttlOf?: (value: V) => number;
  /** What `get` answers for a value, when not the value itself (made once per value). */
  answerOf?: (value: V) => A;
}

export interface BusCache<V, A = V> {
  /** The key's value (its answer), from memory when it may be trusted. */
  get(key: string): Promise<A>;
  /** Drops these keys (every key with null), and the loads of them under way. */
  forget(keys: readonly string[] | null): void;
  /** Drops the values that match, and every load under way (what it will read is not known). */
  forgetWhere(match: (value: V) => boolean): void;
}

/** A value with its answer made once, so a hit allocates nothing (issue 29). */
interface Kept<V, A> {
  value: V;
  answer: Promise<A>;
}

export function createBusCache<V, A = V>(
  realtime: Pick<Realtime, 'cacheable'>,
  load: (key: string) => Promise<V>,
  options: BusCacheOptions<V, A>,
): BusCache<V, A> {
  const { ttlMs, maxEntries = 10_000, clock = Date.now, ttlOf } = options;
  const answerOf = options.answerOf ?? ((value: V) => value as unknown as A);
  // One token per load under way, so `forgetWhere` can stop them: lru-cache does not list them.
  const loading = new Set<{ key: string }>();
  const cache = new LRUCache<string, Kept<V, A>>({
    max: maxEntries,
    ttl: ttlMs,
    // lru-cache reads a start at 0 as "no time limit", and a test's clock may start there; the
    // clock is read every time (no 1-ms reuse), as a test moves it by hand.
    perf: { now: () => clock() + 1 },
    ttlResolution: 0,
    // A load overtaken by an invalidation still answers the requests that waited for it (what it
    // read was true when they asked); it is only not kept.
    ignoreFetchAbort: true,
    // A failed early load leaves the value it was replacing to its time limit.
    noDeleteOnFetchRejection: true,
    fetchMethod: async (key, _stale, { options: stored }) => {
      const token = { key };
      loading.add(token);
      try {
        const value = await load(key);
        if (ttlOf) stored.ttl = Math.max(1, Math.min(ttlMs, ttlOf(value)));
        return { value, answer: Promise.resolve(answerOf(value)) };
      } finally {
        loading.delete(token);
      }
    },
  });

  return {
    get(key) {
      if (!realtime.cacheable()) {
        if (cache.size) cache.clear();
        return load(key).then(answerOf);
      }
      // The value, or while it is being loaded again ahead of its time, the one it replaces.
      const kept = cache.get(key);
      const left = kept ? cache.getRemainingTTL(key) : 0;
      if (kept && left > 0) {
        if (left < ttlMs / 4) cache.fetch(key, { forceRefresh: true }).catch(() => {});
        return kept.answer;
      }
      // Forced: lru-cache would still answer a value at exactly its time.
      return cache.forceFetch(key, { forceRefresh: true }).then((fresh) => fresh.answer);
    },
    forget(keys) {
      if (!keys) return cache.clear();
      for (const key of keys) cache.delete(key);
    },
    forgetWhere(match) {
      const gone = [...loading].map(({ key }) => key);
      // Collected first: deleting while lru-cache walks its list could skip or revisit entries.
      for (const [key, kept] of cache.entries()) if (match(kept.value)) gone.push(key);
      for (const key of gone) cache.delete(key);
    },
  };
}

/** A bus cache of one topic: `realtime.forget(topic, keys)` drops those keys everywhere. */
export function createTopicCache<V>(
  realtime: Pick<Realtime, 'onForget' | 'cacheable'>,
  topic: string,
  load: (key: string) => Promise<V>,
  options: BusCacheOptions<V> & {
    /** Topics any change of which drops every entry (what the values are built from). */
    clearedBy?: readonly string[];
  },
): Pick<BusCache<V>, 'get'> {
  const cache = createBusCache(realtime, load, options);
  realtime.onForget(topic, (keys) => cache.forget(keys));
  for (const other of options.clearedBy ?? []) realtime.onForget(other, () => cache.forget(null));
  return { get: (key) => cache.get(key) };
}
