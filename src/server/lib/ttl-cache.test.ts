import { describe, expect, it } from 'vitest';
import type { Caches } from './caches';
import { createTtlCache } from './ttl-cache';

function fakeCaches(ttlMs: number): Caches {
  const clears: (() => void)[] = [];
  let generation = 0;
  return {
    ttlMs,
    get generation() {
      return generation;
    },
    register: (clear) => void clears.push(clear),
    clearAll: () => {
      generation += 1;
      for (const clear of clears) clear();
    },
  };
}

describe('createTtlCache', () => {
  it('loads a key once for everyone who asks while it loads, then serves it until cleared', async () => {
    const caches = fakeCaches(60_000);
    const cache = createTtlCache<string>(caches, { maxEntries: 10 });
    let loads = 0;
    const load = async () => {
      loads += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return `value ${loads}`;
    };
    const values = await Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)]);
    expect(values).toEqual(['value 1', 'value 1', 'value 1']);
    expect(await cache.get('k', load)).toBe('value 1');
    caches.clearAll();
    expect(await cache.get('k', load)).toBe('value 2');
    expect(loads).toBe(2);
  });

  it('does not keep a value loaded while a write cleared the caches', async () => {
    const caches = fakeCaches(60_000);
    const cache = createTtlCache<number>(caches, { maxEntries: 10 });
    let loads = 0;
    const first = cache.get('k', async () => {
      loads += 1;
      caches.clearAll(); // a write lands while this load is under way
      return 1;
    });
    expect(await first).toBe(1);
    expect(await cache.get('k', async () => ++loads)).toBe(2);
  });

  it('keeps nothing missing, nothing past its own end, and nothing when the TTL is 0', async () => {
    const caches = fakeCaches(60_000);
    const ending = createTtlCache<{ ends: number }>(caches, { maxEntries: 10, expiresAt: (v) => v.ends });
    let loads = 0;
    await ending.get('k', async () => ({ ends: Date.now() - 1, n: ++loads }));
    await ending.get('k', async () => ({ ends: Date.now() - 1, n: ++loads }));
    expect(loads).toBe(2);
    const missing = createTtlCache<string>(caches, { maxEntries: 10 });
    let misses = 0;
    await missing.get('k', async () => {
      misses += 1;
      return undefined;
    });
    await missing.get('k', async () => {
      misses += 1;
      return undefined;
    });
    expect(misses).toBe(2);
    const off = createTtlCache<string>(fakeCaches(0), { maxEntries: 10 });
    let offLoads = 0;
    await off.get('k', async () => `${++offLoads}`);
    expect(await off.get('k', async () => `${++offLoads}`)).toBe('2');
  });

  it('holds at most maxEntries, dropping the oldest', async () => {
    const cache = createTtlCache<string>(fakeCaches(60_000), { maxEntries: 2 });
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('c', async () => 'c1');
    expect(await cache.get('a', async () => 'a2')).toBe('a2');
    expect(await cache.get('c', async () => 'c2')).toBe('c1');
  });
});
