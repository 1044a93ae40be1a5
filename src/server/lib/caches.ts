import { LRUCache } from 'lru-cache';
import type { SharedPages } from './shared-pages';

/**
 * What an in-process cache needs to stay correct and bounded: its time to live, the clear of what a write
 * changed as its service names it, here and in the other processes
 * (docs/decisions/0024-writes-name-what-they-changed.md), and one store bounded in bytes that all caches
 * keep their entries in (docs/decisions/0014-caches-bounded-in-bytes.md). `plugins/caches.ts` provides it
 * to the app.
 */
export interface Caches {
  /** How long an in-process cache may keep an answer (0: caches are off). */
  ttlMs: number;
  /** Bumped by every change; a cache keeps an answer only if no change happened while it was computed. */
  readonly generation: number;
  /** Registers a cache's own bookkeeping, called after every change has cleared the store. */
  register(clear: () => void): void;
  /**
   * What a write changed (changes.ts names them: this article, its sections, publisher and author, the
   * lists, a reader's account), called by its service once the write is committed and only when it changed
   * something: every entry that carries one of these tags, or none at all, leaves, here and in the other
   * processes when they share Redis or a supervisor.
   */
  changed(tags: readonly string[]): Promise<void>;
  /** Clears every cache here, and in the other processes when they share Redis or a supervisor. */
  clearAll(): Promise<void>;
  /** Visitors' pages kept in Redis for every process (with REDIS_URL and caches on), else null. */
  readonly pages: SharedPages | null;
  /** Where every cache keeps its entries: one budget in bytes, least recently used first out. */
  readonly store: CacheStore;
}

/** The message a worker sends its supervisor (src/server/cluster.ts), which passes it to the others. */
export const CLEAR_MESSAGE = 'broadsheet:caches:clear';

/** The tag every entry carries: a change that names it clears everything. */
export const EVERYTHING = '*';

/** What one process tells the others of a change: who it is (to skip its own) and the tags. */
export interface ClearMessage {
  type: typeof CLEAR_MESSAGE;
  from: string;
  tags: string[];
}

/** Whether a message between a worker and its supervisor (or over Redis) is a worker's clear. */
export function isClearMessage(message: unknown): message is ClearMessage {
  if (typeof message !== 'object' || message === null) return false;
  const { type, from, tags } = message as { type?: unknown; from?: unknown; tags?: unknown };
  return (
    type === CLEAR_MESSAGE &&
    typeof from === 'string' &&
    Array.isArray(tags) &&
    tags.every((tag) => typeof tag === 'string')
  );
}

/** What one cache holds in the shared store right now, and how much the budget pushed out. */
export interface CacheStats {
  bytes: number;
  entries: number;
  evictions: number;
}

export interface CacheStore {
  /** The budget in bytes shared by every cache. */
  readonly maxBytes: number;
  /** The value under a key, marking it as just used; undefined when not held. */
  get<V>(key: string): V | undefined;
  /** Whether a key is held, without marking it as used. */
  has(key: string): boolean;
  /**
   * Keeps a value under a key for the named cache, charged `bytes` plus the key and a fixed overhead.
   * Older entries leave until it fits; a value over an eighth of the budget is not kept (false). `tags`
   * name what it was made from; an entry without tags leaves on any change.
   */
  set(cache: string, key: string, value: unknown, bytes: number, tags?: readonly string[]): boolean;
  delete(key: string): void;
  /** Drops every entry carrying one of these tags, and every entry without tags (EVERYTHING: all). */
  clearTags(tags: readonly string[]): void;
  /** Empties the store (every cache registered through `Caches` is cleared together). */
  clear(): void;
  /** Per cache name: bytes held, entries, and evictions since the start. */
  stats(): ReadonlyMap<string, Readonly<CacheStats>>;
}

/**
 * What one entry costs beyond its value and key: the store's slots and map entry, the wrapper that
 * carries its size and owner, the cache's own entry object (expiry, tags). Measured in the low hundreds
 * of bytes on Node 20; rounded up.
 */
export const ENTRY_OVERHEAD_BYTES = 256;

interface Stored {
  cache: string;
  size: number;
  value: unknown;
  tags: readonly string[];
}

/** Untagged entries sit under this tag in the index: any change clears them. */
const UNTAGGED = '\u0000untagged';

/** An LRU store bounded by the sum of its entries' sizes (lru-cache's `maxSize`). */
export function createCacheStore(maxBytes: number): CacheStore {
  const stats = new Map<string, CacheStats>();
  const statsOf = (cache: string) => {
    let found = stats.get(cache);
    if (!found) {
      found = { bytes: 0, entries: 0, evictions: 0 };
      stats.set(cache, found);
    }
    return found;
  };
  /** Which keys carry each tag; an entry leaves its tags' sets when it leaves the store. */
  const byTag = new Map<string, Set<string>>();
  const index = (key: string, tags: readonly string[]) => {
    for (const tag of tags.length > 0 ? tags : [UNTAGGED]) {
      let keys = byTag.get(tag);
      if (!keys) {
        keys = new Set();
        byTag.set(tag, keys);
      }
      keys.add(key);
    }
  };
  const unindex = (key: string, tags: readonly string[]) => {
    for (const tag of tags.length > 0 ? tags : [UNTAGGED]) {
      const keys = byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) byTag.delete(tag);
    }
  };
  const lru = new LRUCache<string, Stored>({
    maxSize: maxBytes,
    maxEntrySize: Math.max(1, Math.floor(maxBytes / 8)),
    sizeCalculation: (stored) => stored.size,
    onInsert: (stored, _key, kind) => {
      if (kind === 'update') return;
      const counted = statsOf(stored.cache);
      counted.bytes += stored.size;
      counted.entries += 1;
    },
    dispose: (stored, key, reason) => {
      unindex(key, stored.tags);
      const counted = statsOf(stored.cache);
      counted.bytes -= stored.size;
      counted.entries -= 1;
      if (reason === 'evict') counted.evictions += 1;
    },
  });
  return {
    maxBytes,
    get: <V>(key: string) => lru.get(key)?.value as V | undefined,
    has: (key) => lru.has(key),
    set(cache, key, value, bytes, tags = []) {
      const size = Math.max(1, Math.ceil(bytes) + key.length + ENTRY_OVERHEAD_BYTES);
      lru.set(key, { cache, size, value, tags });
      const kept = lru.peek(key)?.value === value;
      if (kept) index(key, tags);
      return kept;
    },
    delete: (key) => void lru.delete(key),
    clearTags(tags) {
      if (tags.includes(EVERYTHING)) return lru.clear();
      for (const tag of [...tags, UNTAGGED]) for (const key of [...(byTag.get(tag) ?? [])]) lru.delete(key);
    },
    clear: () => lru.clear(),
    stats: () => stats,
  };
}

/** A character V8 cannot keep in a one-byte string. */
const WIDE = /[\u0100-\uffff]/;

/**
 * The bytes in a buffer of their own. Small buffers made from strings share an 8 kB pool and zlib's
 * output is a slice of a 16 kB chunk: kept in a cache, such a slice holds on to all of it.
 */
export function ownBytes(buffer: Buffer): Buffer {
  if (buffer.byteOffset === 0 && buffer.buffer.byteLength === buffer.length) return buffer;
  const own = Buffer.allocUnsafeSlow(buffer.length);
  buffer.copy(own);
  return own;
}

/**
 * Roughly what a value takes on the V8 heap: strings at one byte a character (two beyond Latin-1), byte
 * buffers at the size of their backing store, objects and arrays at a header and a slot per field. Shared substructures are
 * counted each time they appear, so the estimate errs high.
 */
export function approximateBytes(value: unknown, depth = 0): number {
  if (typeof value === 'string') return 16 + (WIDE.test(value) ? value.length * 2 : value.length);
  if (value === null || typeof value !== 'object') return 8;
  if (depth > 8) return 64;
  // What the view keeps alive: its whole backing store (see ownBytes).
  if (ArrayBuffer.isView(value)) return 96 + value.buffer.byteLength;
  if (value instanceof Date) return 32;
  if (Array.isArray(value)) {
    let total = 16 + 8 * value.length;
    for (const item of value) total += approximateBytes(item, depth + 1);
    return total;
  }
  let total = 24;
  for (const item of Object.values(value)) total += 8 + approximateBytes(item, depth + 1);
  return total;
}
