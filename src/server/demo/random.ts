/** Seeded randomness for the demo content: the same seed always gives the same pictures and words. */

export type Rng = () => number;

/** mulberry32: small, fast and good enough for pictures and demo data. */
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a, so names give stable seeds. */
export function hashString(value: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    hash ^= value.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export const between = (rng: Rng, min: number, max: number) => min + (max - min) * rng();
export const int = (rng: Rng, min: number, max: number) => Math.floor(between(rng, min, max + 1));
export const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)] as T;
export const r1 = (n: number) => Math.round(n * 10) / 10;
