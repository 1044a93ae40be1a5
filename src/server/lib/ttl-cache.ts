import type { Caches } from './caches';

interface Entry<V> {
  value: V;
  expires: number;
}

export interface TtlCache<V> {
  /**
   * The value for a key: kept from an earlier load while young, else loaded once however many ask at the
   * same moment. Missing values (undefined or null) are not kept.
   */
  get(key: string, load: () => Promise<V | undefined | null>): Promise<V | undefined | null>;
}

/**
 * A small in-process cache that lives by the rules of `Caches`: entries last at most its TTL (or until
 * `expiresAt` says so), any write clears them, and a value loaded while a write happened is not kept.
 * At most `maxEntries`; the oldest go first.
 */
export function createTtlCache<V>(
  caches: Caches,
  options: { maxEntries: number; expiresAt?: (value: V) => number },
): TtlCache<V> {
  const entries = new Map<string, Entry<V>>();
  const loading = new Map<string, Promise<V | undefined | null>>();
  caches.register(() => {
    entries.clear();
    loading.clear();
  });

  return {
    async get(key, load) {
      if (caches.ttlMs <= 0) return load();
      const now = Date.now();
      const entry = entries.get(key);
      if (entry && entry.expires > now) return entry.value;
      const pending = loading.get(key);
      if (pending) return pending;

      const generation = caches.generation;
      const promise = load();
      loading.set(key, promise);
      try {
        const value = await promise;
        if (value !== undefined && value !== null && generation === caches.generation) {
          const expires = Math.min(
            now + caches.ttlMs,
            options.expiresAt?.(value) ?? Number.POSITIVE_INFINITY,
          );
          entries.delete(key);
          if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value as string);
          entries.set(key, { value, expires });
        }
        return value;
      } finally {
        if (loading.get(key) === promise) loading.delete(key);
      }
    },
  };
}
