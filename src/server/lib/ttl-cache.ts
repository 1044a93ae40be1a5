import { approximateBytes, type Caches } from './caches';

interface Entry<V> {
  value: V;
  expires: number;
}

export interface TtlCache<V> {
  /**
   * The value for a key: kept from an earlier load while young, else loaded once however many ask at the
   * same moment (with the TTL at 0 too: nothing is kept, but a load under way is shared). Missing values
   * (undefined or null) are not kept. `tags` name what the value was made from (lib/changes.ts): a change
   * to any of them drops it; a value without tags is dropped by any change.
   */
  get(
    key: string,
    load: () => Promise<V | undefined | null>,
    tags?: (value: V) => readonly string[],
  ): Promise<V | undefined | null>;
}

export interface TtlCacheOptions<V> {
  /** The name its bytes, entries and evictions are reported under (metrics); `data` unless given. */
  name?: string;
  /** At most this many entries of this cache, the oldest first out (the byte budget bounds all caches). */
  maxEntries?: number;
  /** When a value stops being valid, if before the TTL. */
  expiresAt?: (value: V) => number;
  /** What a value takes in memory; estimated from its strings, buffers and fields unless given. */
  sizeOf?: (value: V) => number;
}

let instances = 0;

/**
 * A small in-process cache that lives by the rules of `Caches`: entries last at most its TTL (or until
 * `expiresAt` says so), a change to what they were made from (their tags) clears them, and a value loaded
 * while any change happened is not kept.
 * Its entries live in the shared store bounded in bytes (least recently used out first); `maxEntries`
 * bounds this cache's share in number too.
 */
export function createTtlCache<V>(caches: Caches, options: TtlCacheOptions<V> = {}): TtlCache<V> {
  const { store } = caches;
  const name = options.name ?? 'data';
  const sizeOf = options.sizeOf ?? approximateBytes;
  // Its own key space in the shared store: two caches may use the same keys.
  const prefix = `t${++instances}\u0000`;
  /** With `maxEntries`: this cache's keys in the order they were stored (at most that many). */
  const order = options.maxEntries === undefined ? undefined : new Set<string>();
  const loading = new Map<string, Promise<V | undefined | null>>();
  // A change clears only the entries made from what it names: the order forgets those and keeps the rest.
  caches.register(() => {
    if (order) for (const key of order) if (!store.has(prefix + key)) order.delete(key);
    loading.clear();
  });

  const forget = (key: string) => {
    order?.delete(key);
    store.delete(prefix + key);
  };

  return {
    async get(key, load, tags) {
      const keeping = caches.ttlMs > 0;
      const now = Date.now();
      const entry = keeping ? store.get<Entry<V>>(prefix + key) : undefined;
      if (entry) {
        if (entry.expires > now) return entry.value;
        forget(key);
      } else order?.delete(key); // Evicted by the byte budget, if it was ever kept.
      // Even with caches off, asks at the same moment share one load: a page's article and its related
      // reading both read the article, and a change (any write that names one) drops what is under way.
      const pending = loading.get(key);
      if (pending) return pending;

      const generation = caches.generation;
      const promise = load();
      loading.set(key, promise);
      try {
        const value = await promise;
        if (keeping && value !== undefined && value !== null && generation === caches.generation) {
          const expires = Math.min(
            now + caches.ttlMs,
            options.expiresAt?.(value) ?? Number.POSITIVE_INFINITY,
          );
          if (order) {
            order.delete(key);
            const oldest = order.values().next().value;
            if (oldest !== undefined && order.size >= (options.maxEntries ?? 0)) forget(oldest);
          }
          if (
            store.set(
              name,
              prefix + key,
              { value, expires } satisfies Entry<V>,
              40 + sizeOf(value),
              tags?.(value),
            )
          )
            order?.add(key);
        }
        return value;
      } finally {
        if (loading.get(key) === promise) loading.delete(key);
      }
    },
  };
}
