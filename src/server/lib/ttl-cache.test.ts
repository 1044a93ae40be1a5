import { describe, expect, it } from 'vitest';
import { type Caches, createCacheStore, EVERYTHING } from './caches';
import { createTtlCache } from './ttl-cache';

function fakeCaches(ttlMs: number, maxBytes = 1024 * 1024): Caches {
  const store = createCacheStore(maxBytes);
  const clears: (() => void)[] = [];
  let generation = 0;
  const changed = async (tags: readonly string[]) => {
    generation += 1;
    store.clearTags(tags);
    for (const clear of clears) clear();
  };
  return {
    ttlMs,
    store,
    get generation() {
      return generation;
    },
    register: (clear) => void clears.push(clear),
    changed,
    clearAll: () => changed([EVERYTHING]),
    pages: null,
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

  it('with the TTL at 0, shares a load under way but keeps nothing, and a clear drops the shared load', async () => {
    const caches = fakeCaches(0);
    const cache = createTtlCache<string>(caches, { maxEntries: 10 });
    let loads = 0;
    const slow = async () => {
      loads += 1;
      const n = loads;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return `value ${n}`;
    };
    expect(await Promise.all([cache.get('k', slow), cache.get('k', slow)])).toEqual(['value 1', 'value 1']);
    expect(await cache.get('k', slow)).toBe('value 2');
    const before = cache.get('k', slow);
    caches.clearAll(); // a write lands while the load is under way: who asks next loads afresh
    const after = cache.get('k', slow);
    expect(await before).toBe('value 3');
    expect(await after).toBe('value 4');
  });

  it('holds at most maxEntries, dropping the oldest', async () => {
    const cache = createTtlCache<string>(fakeCaches(60_000), { maxEntries: 2 });
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('c', async () => 'c1');
    expect(await cache.get('a', async () => 'a2')).toBe('a2');
    expect(await cache.get('c', async () => 'c2')).toBe('c1');
  });

  it('keeps what a change did not name, and still counts it against maxEntries', async () => {
    const caches = fakeCaches(60_000);
    const cache = createTtlCache<string>(caches, { maxEntries: 2 });
    await cache.get(
      'a',
      async () => 'a1',
      () => ['article:a'],
    );
    await cache.get(
      'b',
      async () => 'b1',
      () => ['article:b'],
    );
    caches.changed(['article:b']);
    expect(await cache.get('a', async () => 'a2')).toBe('a1');
    expect(
      await cache.get(
        'b',
        async () => 'b2',
        () => ['article:b'],
      ),
    ).toBe('b2');
    // a and b are its two entries: a third pushes out the oldest, a.
    await cache.get(
      'c',
      async () => 'c1',
      () => ['article:c'],
    );
    expect(await cache.get('a', async () => 'a3')).toBe('a3');
    expect(caches.store.stats().get('data')?.entries).toBe(2);
  });

  it('shares the byte budget with the other caches: large values push out the least recently used', async () => {
    const caches = fakeCaches(60_000, 64 * 1024);
    const rows = createTtlCache<string>(caches, { name: 'rows' });
    const pages = createTtlCache<string>(caches, { name: 'pages', sizeOf: (page) => page.length });
    await rows.get('r1', async () => 'row one');
    await rows.get('r2', async () => 'row two');
    expect(caches.store.stats().get('rows')?.entries).toBe(2);
    let loads = 0;
    for (let i = 0; i < 20; i++) await pages.get(`p${i}`, async () => `${++loads}`.padEnd(6000, '.'));
    const rowsAfter = caches.store.stats().get('rows');
    const pagesAfter = caches.store.stats().get('pages');
    expect(rowsAfter?.entries).toBe(0);
    expect(rowsAfter?.evictions).toBe(2);
    expect((pagesAfter?.bytes ?? 0) + (rowsAfter?.bytes ?? 0)).toBeLessThanOrEqual(64 * 1024);
    expect(pagesAfter?.evictions).toBeGreaterThan(0);
    // The newest pages are still there, the first ones are loaded again.
    expect(await pages.get('p19', async () => 'again')).toMatch(/^20\./);
    expect(await pages.get('p0', async () => 'again')).toBe('again');
    expect(await rows.get('r1', async () => 'row one, loaded again')).toBe('row one, loaded again');
  });

  it('charges an entry what sizeOf says, so one over an eighth of the budget is served but not kept', async () => {
    const caches = fakeCaches(60_000, 64 * 1024);
    const cache = createTtlCache<string>(caches, { sizeOf: () => 9 * 1024 });
    let loads = 0;
    await cache.get('k', async () => `${++loads}`);
    expect(await cache.get('k', async () => `${++loads}`)).toBe('2');
    expect(caches.store.stats().get('data')?.entries ?? 0).toBe(0);
  });
});
