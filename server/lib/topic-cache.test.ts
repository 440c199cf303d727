import { describe, expect, it } from 'vitest';
import { createBusCache, createTopicCache } from './topic-cache.ts';

/** A cache over a source whose loads the test finishes by hand, on a clock it moves. */
function setup(ttlMs = 1000) {
  let now = 0;
  const forgetters = new Map<string, (keys: readonly string[] | null) => void>();
  const realtime = {
    onForget: (topic: string, listener: (keys: readonly string[] | null) => void) =>
      void forgetters.set(topic, listener),
    cacheable: () => true,
  };
  let version = 1;
  const loads: Array<{ key: string; finish: () => void }> = [];
  const cache = createTopicCache(
    realtime,
    'thing',
    (key) => {
      const value = `${key}@${version}`;
      return new Promise<string>((resolve) => loads.push({ key, finish: () => resolve(value) }));
    },
    { ttlMs, clock: () => now },
  );
  const finishAll = async () => {
    for (const load of loads.splice(0)) load.finish();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return {
    cache,
    loads,
    finishAll,
    at: (ms: number) => void (now = ms),
    change: () => void (version += 1),
    forget: (keys: string[] | null) => forgetters.get('thing')!(keys),
  };
}

describe('a topic cache near its time limit', () => {
  it('gives requests that miss together one load', async () => {
    const t = setup();
    const answers = Promise.all([t.cache.get('a'), t.cache.get('a'), t.cache.get('b')]);
    expect(t.loads.map((l) => l.key)).toEqual(['a', 'b']);
    await t.finishAll();
    expect(await answers).toEqual(['a@1', 'a@1', 'b@1']);
  });

  it('answers from memory in its last quarter while one load runs ahead, never past its time', async () => {
    const t = setup(1000);
    const first = t.cache.get('a');
    await t.finishAll();
    await first;
    t.change();
    t.at(700);
    expect(await t.cache.get('a')).toBe('a@1');
    expect(t.loads).toHaveLength(0);
    t.at(800);
    expect(await t.cache.get('a')).toBe('a@1');
    expect(await t.cache.get('a')).toBe('a@1');
    expect(t.loads).toHaveLength(1);
    await t.finishAll();
    // The new value, good for a full time from when it was loaded.
    t.at(1500);
    expect(await t.cache.get('a')).toBe('a@2');
    expect(t.loads).toHaveLength(0);
    // Past its time with no load ahead (nobody asked in the last quarter): a request waits.
    t.at(5000);
    const late = t.cache.get('a');
    expect(t.loads).toHaveLength(1);
    await t.finishAll();
    expect(await late).toBe('a@2');
  });

  it('does not share a load that began before an invalidation with a later request', async () => {
    const t = setup();
    const before = t.cache.get('a');
    t.change();
    t.forget(['a']);
    const after = t.cache.get('a');
    expect(t.loads).toHaveLength(2);
    await t.finishAll();
    expect(await before).toBe('a@1');
    expect(await after).toBe('a@2');
    // And what the early load read is not kept.
    expect(await t.cache.get('a')).toBe('a@2');
    expect(t.loads).toHaveLength(0);
  });
});

describe('a bus cache forgetting by what its values hold', () => {
  it('drops the matching values, and keeps nothing a load under way read', async () => {
    let version = 1;
    const pending: Array<() => void> = [];
    const cache = createBusCache(
      { cacheable: () => true },
      (key) => {
        const value = { key, owner: key === 'a' ? 'ana' : 'beto', version };
        return new Promise<typeof value>((resolve) => pending.push(() => resolve(value)));
      },
      { ttlMs: 1000 },
    );
    const settle = async () => {
      for (const finish of pending.splice(0)) finish();
      await new Promise((resolve) => setImmediate(resolve));
    };
    const a = cache.get('a');
    await settle();
    expect((await a).version).toBe(1);
    // Who 'b' belongs to is not known while it loads: it is not kept either.
    const b = cache.get('b');
    version = 2;
    cache.forgetWhere((value) => value.owner === 'ana');
    await settle();
    expect((await b).version).toBe(1);
    const again = [cache.get('a'), cache.get('b')];
    expect(pending).toHaveLength(2);
    await settle();
    expect((await Promise.all(again)).map((value) => value.version)).toEqual([2, 2]);
  });
});
