import type { Redis } from 'ioredis';

export interface LimitRule {
  /** Seconds. */
  window: number;
  max: number;
}

export interface LimitDecision {
  allowed: boolean;
  /** Seconds until the window frees up, when refused. */
  retryAfter: number | null;
}

/** What has been counted for a key in its current window. */
export interface LimitCount {
  count: number;
  /** Seconds until the window ends, when anything is counted. */
  retryAfter: number | null;
}

/** Counts requests per key in fixed windows; the shape of the identity library's rate-limit storage. */
export interface LimitStore {
  consume(key: string, rule: LimitRule): Promise<LimitDecision>;
  /** The count of `key` in its current window, counting nothing. */
  peek(key: string): Promise<LimitCount>;
}

const secondsUntil = (milliseconds: number) => Math.max(1, Math.ceil(milliseconds / 1000));

const MAX_KEYS = 100_000;

/** One process's counts, bounded in size (expired keys first, then the oldest). */
export function createMemoryLimitStore(): LimitStore {
  const counts = new Map<string, { count: number; resetAt: number }>();
  const prune = (now: number) => {
    if (counts.size < MAX_KEYS) return;
    for (const [key, entry] of counts) if (entry.resetAt <= now) counts.delete(key);
    for (const key of counts.keys()) {
      if (counts.size < MAX_KEYS) break;
      counts.delete(key);
    }
  };
  return {
    async consume(key, rule) {
      const now = Date.now();
      prune(now);
      let entry = counts.get(key);
      if (!entry || entry.resetAt <= now) {
        entry = { count: 0, resetAt: now + rule.window * 1000 };
        counts.set(key, entry);
      }
      if (entry.count >= rule.max)
        return { allowed: false, retryAfter: Math.max(1, Math.ceil((entry.resetAt - now) / 1000)) };
      entry.count += 1;
      return { allowed: true, retryAfter: null };
    },
    async peek(key) {
      const now = Date.now();
      const entry = counts.get(key);
      if (!entry || entry.resetAt <= now) return { count: 0, retryAfter: null };
      return { count: entry.count, retryAfter: secondsUntil(entry.resetAt - now) };
    },
  };
}

/**
 * Counts shared by every process through Redis (INCR on a key that expires with its window). While Redis
 * cannot be reached the process counts on its own rather than letting everything through.
 */
export function createRedisLimitStore(
  redis: Redis,
  options: { prefix: string; onError?: (error: unknown) => void },
): LimitStore {
  const fallback = createMemoryLimitStore();
  return {
    async consume(key, rule) {
      const name = `${options.prefix}${key}`;
      try {
        const results = await redis
          .multi()
          .set(name, '0', 'EX', rule.window, 'NX')
          .incr(name)
          .pttl(name)
          .exec();
        const count = Number(results?.[1]?.[1]);
        const ttl = Number(results?.[2]?.[1]);
        if (!Number.isFinite(count)) throw new Error('unexpected answer from Redis');
        if (count <= rule.max) return { allowed: true, retryAfter: null };
        return {
          allowed: false,
          retryAfter: Math.max(1, Math.ceil((ttl > 0 ? ttl : rule.window * 1000) / 1000)),
        };
      } catch (error) {
        options.onError?.(error);
        return fallback.consume(key, rule);
      }
    },
    async peek(key) {
      const name = `${options.prefix}${key}`;
      try {
        const results = await redis.multi().get(name).pttl(name).exec();
        const failure = results?.find(([error]) => error)?.[0];
        if (!results || failure) throw failure ?? new Error('no answer from Redis');
        const raw = results[0]?.[1];
        const count = raw === null || raw === undefined ? 0 : Number(raw);
        const ttl = Number(results[1]?.[1]);
        if (!Number.isFinite(count)) throw new Error('unexpected answer from Redis');
        return { count, retryAfter: count > 0 && ttl > 0 ? secondsUntil(ttl) : null };
      } catch (error) {
        options.onError?.(error);
        return fallback.peek(key);
      }
    },
  };
}

export function createLimitStore(
  redis: Redis | null | undefined,
  options: { prefix: string; onError?: (error: unknown) => void },
): LimitStore {
  return redis ? createRedisLimitStore(redis, options) : createMemoryLimitStore();
}
