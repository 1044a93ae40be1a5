/**
 * What an in-process cache needs to stay correct: its time to live, and a clear that every successful
 * write triggers, here and in the other processes (docs/decisions/0008-caches-cleared-by-every-write.md).
 * `plugins/caches.ts` provides it to the app.
 */
export interface Caches {
  /** How long an in-process cache may keep an answer (0: caches are off). */
  ttlMs: number;
  /** Bumped by every clear; a cache keeps an answer only if no clear happened while it was computed. */
  readonly generation: number;
  /** Registers a cache's clear function. */
  register(clear: () => void): void;
  /** Clears every cache here, and in the other processes when they share Redis. */
  clearAll(): void;
}
