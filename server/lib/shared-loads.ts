/**
 * Loads behind a cache whose values have a time limit (the sessions, the topic caches). Why
 * (issue 29): at each expiry, every request of that key that arrived before the new value was in
 * made its own query and waited for it, which made the reads' slowest answers. Now requests that
 * miss together share one load, and a value in the last quarter of its time is loaded again in
 * the background while it is still answered. A value is never answered past its time: the limit
 * stays the backstop it is.
 */
export interface SharedLoads<K, V> {
  /** The key's load: the one running, or a new one. */
  run(key: K): Promise<V>;
  /** Loads started before an invalidation are not shared with later requests. */
  forgetRunning(): void;
}

export function sharedLoads<K, V>(load: (key: K) => Promise<V>): SharedLoads<K, V> {
  let running = new Map<K, Promise<V>>();
  return {
    run(key) {
      const current = running.get(key);
      if (current) return current;
      const own = running;
      const started = load(key).finally(() => {
        if (own.get(key) === started) own.delete(key);
      });
      own.set(key, started);
      return started;
    },
    forgetRunning() {
      running = new Map();
    },
  };
}

/**
 * Whether a value kept until `until` may still be answered at `now`; in the last quarter of its
 * `lifeMs` it is loaded again in the background (a failure leaves it to its time limit).
 */
export function stillFresh<K, V>(
  loads: SharedLoads<K, V>,
  key: K,
  until: number,
  now: number,
  lifeMs: number,
): boolean {
  if (until <= now) return false;
  if (until - now < lifeMs / 4) loads.run(key).catch(() => {});
  return true;
}
