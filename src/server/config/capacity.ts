import { availableParallelism } from 'node:os';
import { getHeapStatistics } from 'node:v8';
import { z } from 'zod';

const MB = 1024 ** 2;
const SIZE_UNITS: Record<string, number> = { '': 1, k: 1024, m: MB, g: 1024 ** 3 };

const whole = (message: string, min: number, max: number) =>
  z.coerce.number({ message }).int(message).min(min, message).max(max, message);

/** A size in bytes, or with a unit: 64mb, 512k, 1GB (powers of 1024). */
function byteSize({ min, max, fallback }: { min: number; max: number; fallback: string }) {
  const message = `must be a size in bytes, or with a unit such as 64mb or 1gb, from ${min / MB} MB to ${max / 1024 ** 3} GB`;
  return z
    .string()
    .trim()
    .default(fallback)
    .transform((value, context) => {
      const match = /^(\d+)\s*([kmg]?)i?b?$/i.exec(value);
      const unit = SIZE_UNITS[(match?.[2] ?? '').toLowerCase()] ?? 1;
      const bytes = match ? Number(match[1]) * unit : Number.NaN;
      if (!(bytes >= min && bytes <= max)) {
        context.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return bytes;
    });
}

/** A whole number, or nothing when unset or empty. */
const optionalWhole = (message: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value, context) => {
      if (value === undefined || value === '') return undefined;
      const number = /^\d+$/.test(value) ? Number(value) : Number.NaN;
      if (!(number >= min && number <= max)) {
        context.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return number;
    });

/** The variables that bound what one process holds and does: caches, workers, load shedding. */
export const capacityEnv = {
  CACHE_MS: z.coerce
    .number({ message: 'must be a whole number of milliseconds' })
    .int()
    .min(0)
    .max(600_000)
    .default(5000),
  CACHE_MAX_BYTES: byteSize({ min: MB, max: 4 * 1024 ** 3, fallback: '64mb' }),
  WEB_CONCURRENCY: optionalWhole('must be a whole number of worker processes from 1 to 64', 1, 64),
  SHED_EVENT_LOOP_DELAY_MS: whole('must be a whole number of milliseconds (0: off)', 0, 60_000).default(200),
  SHED_HEAP_MB: optionalWhole('must be a whole number of megabytes (0: off)', 0, 1e6),
  SHED_RSS_MB: whole('must be a whole number of megabytes (0: off)', 0, 1e6).default(0),
};

type CapacityEnv = { [K in keyof typeof capacityEnv]: z.infer<(typeof capacityEnv)[K]> };

export interface Capacity {
  /**
   * How long the in-process caches (visitors' public pages and lists, sessions, articles) keep an answer;
   * every write clears them (0: off). docs/decisions/0014-caches-bounded-in-bytes.md says why 5 s.
   */
  cacheMs: number;
  /** The bytes all in-process caches together may hold (keys, values and per-entry overhead). */
  cacheMaxBytes: number;
  /**
   * Worker processes `npm start` runs (src/server/cluster.ts): one per core on PostgreSQL unless
   * WEB_CONCURRENCY says otherwise, one on PGlite (one process owns its files).
   */
  webConcurrency: number;
  /**
   * When requests are answered 503 with Retry-After instead of being queued (plugins/load-shedding.ts):
   * the event loop's mean delay, heap used, resident memory (0: not checked).
   */
  shedding: { maxEventLoopDelayMs: number; maxHeapBytes: number; maxRssBytes: number };
}

export function capacityProblems(env: CapacityEnv & { DATABASE_URL?: string }): string[] {
  if (env.DATABASE_URL || env.WEB_CONCURRENCY === undefined || env.WEB_CONCURRENCY === 1) return [];
  return [
    'WEB_CONCURRENCY must be 1 with the embedded database (PGlite): one process owns its files; set DATABASE_URL to run more workers',
  ];
}

export function capacity(env: CapacityEnv & { DATABASE_URL?: string }): Capacity {
  return {
    cacheMs: env.CACHE_MS,
    cacheMaxBytes: env.CACHE_MAX_BYTES,
    webConcurrency: env.WEB_CONCURRENCY ?? (env.DATABASE_URL ? availableParallelism() : 1),
    shedding: {
      maxEventLoopDelayMs: env.SHED_EVENT_LOOP_DELAY_MS,
      // Near the heap's limit, whatever Node was given (--max-old-space-size), unless set.
      maxHeapBytes:
        env.SHED_HEAP_MB === undefined
          ? Math.floor(getHeapStatistics().heap_size_limit * 0.9)
          : env.SHED_HEAP_MB * MB,
      maxRssBytes: env.SHED_RSS_MB * MB,
    },
  };
}

/**
 * What a worker's heap holds besides its caches, at most: the code and data it starts with (about 50 MB)
 * and the work admitted at once (the render slots, API calls in flight), with room to spare.
 */
const HEAP_BESIDES_CACHES_MB = 128;

/**
 * The V8 flags of a worker of the supervisor: its old generation bounded at 128 MB plus twice the cache
 * budget, unless the operator gave a bound (NODE_OPTIONS or node's own flags). A bound well under V8's
 * default makes it collect before the heap has grown to four times what is alive (the default, which kept
 * 130 MB of heap for 45 MB of live data), and load shedding answers 503 at 90 % of it, long before
 * the caches and the admitted work could reach it (docs/decisions/0016-cold-rendering.md).
 */
export function workerHeapFlags(cacheMaxBytes: number, given: readonly string[]): string[] {
  if (given.some((flag) => /^--max-old-space-size(=|$)/.test(flag))) return [];
  return [`--max-old-space-size=${HEAP_BESIDES_CACHES_MB + 2 * Math.ceil(cacheMaxBytes / MB)}`];
}

/** Each of the young generation's two halves, in MB (V8's own default on this kind of machine is 16). */
const SEMI_SPACE_MB = 8;

/**
 * The young generation of a worker of the supervisor: halves of 8 MB instead of V8's 16, unless the
 * operator gave a size. A worker's short-lived garbage (a page's props, rows, strings) is collected a
 * little more often, which cost no measurable CPU per page, and each worker keeps about 16 MB less
 * resident (docs/decisions/0027-memory.md).
 */
export function workerYoungGenerationFlags(given: readonly string[]): string[] {
  if (given.some((flag) => /^--max-semi-space-size(=|$)/.test(flag))) return [];
  return [`--max-semi-space-size=${SEMI_SPACE_MB}`];
}
