import { gzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { approximateBytes, createCacheStore, ENTRY_OVERHEAD_BYTES, EVERYTHING, ownBytes } from './caches';
import { prepareAnswer, preparedAnswerBytes } from './prepared-answer';

const KB = 1024;
/** What the store charges for a value of `bytes` under a one-character key. */
const charged = (bytes: number) => bytes + 1 + ENTRY_OVERHEAD_BYTES;

describe('the cache store bounded in bytes', () => {
  it('charges each entry its bytes, its key and the overhead, per cache', () => {
    const store = createCacheStore(64 * KB);
    store.set('public', 'a', 'page a', 1000);
    store.set('public', 'b', 'page b', 2000);
    store.set('data', 'c', 'row c', 500);
    expect(store.stats().get('public')).toEqual({
      bytes: charged(1000) + charged(2000),
      entries: 2,
      evictions: 0,
    });
    expect(store.stats().get('data')).toEqual({ bytes: charged(500), entries: 1, evictions: 0 });
    // Stored again with a new size: the old charge is returned first.
    store.set('public', 'a', 'page a, compressed too', 1500);
    expect(store.stats().get('public')?.bytes).toBe(charged(1500) + charged(2000));
    store.delete('b');
    expect(store.stats().get('public')).toEqual({ bytes: charged(1500), entries: 1, evictions: 0 });
  });

  it('evicts the least recently used entries once the bytes exceed the budget, whatever their number', () => {
    const store = createCacheStore(40 * KB); // 8 entries of 4.5 kB fit
    for (const key of 'abcdefgh') store.set(key < 'e' ? 'public' : 'data', key, key, 4.5 * KB);
    expect(store.get('a')).toBe('a'); // a is now the most recently used; b the least
    store.set('data', 'i', 'i', 4.5 * KB);
    expect(store.get('b')).toBeUndefined();
    expect([...'acdefghi'].map((key) => store.get(key))).toEqual([...'acdefghi']);
    expect(store.stats().get('public')).toMatchObject({ entries: 3, evictions: 1 });
    // One large value pushes out as many small ones as it needs.
    for (let i = 0; i < 20; i++) store.set('data', `s${i}`, i, 100);
    store.set('public', 'big', 'big', 4.5 * KB);
    const total = [...store.stats().values()].reduce((sum, stats) => sum + stats.bytes, 0);
    expect(total).toBeLessThanOrEqual(40 * KB);
    expect(store.get('big')).toBe('big');
    // The least recently used went, whichever cache they belonged to: a, c and d, not the newer small ones.
    expect(['a', 'c', 'd', 'e', 's0'].map((key) => store.get(key))).toEqual([
      undefined,
      undefined,
      undefined,
      'e',
      0,
    ]);
    expect(store.stats().get('public')).toMatchObject({ entries: 1, evictions: 4 });
    expect(store.stats().get('data')?.evictions).toBe(0);
  });

  it('refuses a value over an eighth of the budget, and empties on clear', () => {
    const store = createCacheStore(80 * KB);
    expect(store.set('public', 'huge', 'x', 11 * KB)).toBe(false);
    expect(store.get('huge')).toBeUndefined();
    expect(store.set('public', 'fits', 'x', 9 * KB)).toBe(true);
    store.clear();
    expect(store.get('fits')).toBeUndefined();
    expect(store.stats().get('public')).toEqual({ bytes: 0, entries: 0, evictions: 0 });
  });
});

describe('clearing by what a change names', () => {
  it('drops the entries carrying a named tag and those carrying none; everything only when told so', () => {
    const store = createCacheStore(64 * KB);
    store.set('public', 'section-sports', 'sports page', 100, ['section:sports', 'author:a']);
    store.set('public', 'section-arts', 'arts page', 100, ['section:arts', 'author:b']);
    store.set('public', 'untagged', 'a page that named nothing it read', 100);
    store.set('sessions', 'token-a', 'reader a', 100, ['user:a']);
    store.set('public', 'about', 'a static page', 100, ['static']);

    store.clearTags(['section:sports']);
    expect(store.get('section-sports')).toBeUndefined();
    expect(store.get('untagged')).toBeUndefined();
    expect(['section-arts', 'token-a', 'about'].map((key) => store.get(key))).toEqual([
      'arts page',
      'reader a',
      'a static page',
    ]);

    // An entry stored again under other tags is cleared by its new ones only.
    store.set('public', 'section-arts', 'arts page, again', 100, ['section:arts']);
    store.clearTags(['author:b']);
    expect(store.get('section-arts')).toBe('arts page, again');
    store.clearTags(['user:a', 'section:arts']);
    expect(store.get('token-a')).toBeUndefined();
    expect(store.get('section-arts')).toBeUndefined();
    expect(store.stats().get('public')?.entries).toBe(1);

    // A change that names nothing clears only what named nothing: here, nothing.
    store.clearTags([]);
    expect(store.get('about')).toBe('a static page');
    store.clearTags([EVERYTHING]);
    expect(store.get('about')).toBeUndefined();
    expect(store.stats().get('public')).toEqual({ bytes: 0, entries: 0, evictions: 0 });
  });

  it('tells whether a key is held without making it the most recently used', () => {
    const store = createCacheStore(40 * KB); // 8 entries of 4.5 kB fit
    for (const key of 'abcdefgh') store.set('data', key, key, 4.5 * KB);
    expect(store.has('a')).toBe(true);
    store.set('data', 'i', 'i', 4.5 * KB);
    // Asking whether a is held left it the least recently used: it went first.
    expect(store.has('a')).toBe(false);
    expect(store.has('b')).toBe(true);
  });
});

describe('what a value is charged', () => {
  it('counts strings, buffers and fields, and errs high', () => {
    expect(approximateBytes('x'.repeat(1000))).toBeGreaterThanOrEqual(1000);
    expect(approximateBytes('é'.repeat(1000))).toBeGreaterThanOrEqual(1000);
    expect(approximateBytes('€'.repeat(1000))).toBeGreaterThanOrEqual(2000);
    const row = { id: 'x'.repeat(36), title: 't'.repeat(200), tags: ['a', 'b'], at: new Date(), views: 3 };
    expect(approximateBytes(row)).toBeGreaterThan(236);
    expect(approximateBytes(Buffer.alloc(5000))).toBeGreaterThanOrEqual(5000);
  });

  it('charges a slice for the memory it keeps alive, and ownBytes keeps only its own', () => {
    const slice = gzipSync(Buffer.from('a'.repeat(10_000)));
    expect(slice.length).toBeLessThan(1000);
    expect(approximateBytes(slice)).toBeGreaterThanOrEqual(slice.buffer.byteLength);
    const own = ownBytes(slice);
    expect(own.equals(slice)).toBe(true);
    expect(own.buffer.byteLength).toBe(own.length);
    expect(approximateBytes(own)).toBeLessThan(own.length + 200);
  });

  it('charges a prepared answer for its JSON, its gzip and its tag, all in buffers of their own', () => {
    for (const value of [
      { title: 'A story', body: 'word '.repeat(2000) },
      // Many short fields: the JSON's keys and quotes outweigh the values.
      {
        items: Array.from({ length: 50 }, (_, i) => ({
          identifier: i,
          isPremium: false,
          publisherName: 'x',
        })),
      },
    ]) {
      const answer = prepareAnswer(value);
      // Charged before its bytes are made, for no less than they take once made.
      const charged = preparedAnswerBytes(answer);
      expect(answer.json.buffer.byteLength).toBe(answer.json.length);
      expect(answer.gzip.buffer.byteLength).toBe(answer.gzip.length);
      expect(charged).toBeGreaterThan(
        approximateBytes(value) + answer.json.length + answer.gzip.length + answer.etag.length,
      );
    }
  });

  it("makes a prepared answer's bytes only when they are first asked for, and then once", () => {
    const value = { title: 'A story' };
    const stringify = vi.spyOn(JSON, 'stringify');
    const answer = prepareAnswer(value);
    expect(answer.value).toBe(value);
    expect(stringify).not.toHaveBeenCalled();
    expect(answer.etag).toBe(answer.etag);
    expect(answer.gzip.length).toBeGreaterThan(0);
    expect(JSON.parse(answer.json.toString())).toEqual(value);
    expect(stringify).toHaveBeenCalledTimes(1);
    stringify.mockRestore();
  });
});
