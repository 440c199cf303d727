/**
 * Values read from the database, kept in memory per key for a few seconds and dropped on every
 * instance the moment a writer says they changed (`realtime.forget(topic, keys)`, after its
 * commit). Nothing is kept while the bus that carries those invalidations is down
 * (`realtime.cacheable()`), and a read that began before an invalidation does not keep what it
 * read. The time limit is a backstop only: invalidations arrive within milliseconds. Loads are
 * shared and a value near its time is loaded again ahead of it (shared-loads.ts).
 */
import type { Realtime } from '../realtime.ts';
import { sharedLoads, stillFresh } from './shared-loads.ts';

export interface TopicCache<V> {
  /** The key's value, from memory when it may be trusted. */
  get(key: string): Promise<V>;
}

export function createTopicCache<V>(
  realtime: Pick<Realtime, 'onForget' | 'cacheable'>,
  topic: string,
  load: (key: string) => Promise<V>,
  options: {
    ttlMs: number;
    maxEntries?: number;
    clock?: () => number;
    /** Topics any change of which drops every entry (what the values are built from). */
    clearedBy?: readonly string[];
  },
): TopicCache<V> {
  const { ttlMs, maxEntries = 10_000, clock = Date.now, clearedBy = [] } = options;
  const entries = new Map<string, { value: V; until: number }>();
  let generation = 0;
  const loads = sharedLoads(async (key: string) => {
    const trusted = realtime.cacheable();
    const started = generation;
    const value = await load(key);
    if (trusted && started === generation && realtime.cacheable()) {
      if (entries.size >= maxEntries) entries.clear();
      entries.set(key, { value, until: clock() + ttlMs });
    }
    return value;
  });
  realtime.onForget(topic, (keys) => {
    generation++;
    loads.forgetRunning();
    if (!keys) entries.clear();
    else for (const key of keys) entries.delete(key);
  });
  for (const other of clearedBy) {
    realtime.onForget(other, () => {
      generation++;
      loads.forgetRunning();
      entries.clear();
    });
  }

  return {
    async get(key) {
      const cached = entries.get(key);
      const trusted = cached && realtime.cacheable();
      if (trusted && stillFresh(loads, key, cached.until, clock(), ttlMs)) return cached.value;
      if (cached) entries.delete(key);
      return loads.run(key);
    },
  };
}
