import { describe, expect, it } from 'vitest';
import { seededRandom, shuffled, weightedPicker, zipf } from './zipf';

function counts(draw: () => number, size: number, draws: number) {
  const seen = new Array<number>(size).fill(0);
  for (let i = 0; i < draws; i += 1) {
    const index = draw();
    seen[index] = (seen[index] ?? 0) + 1;
  }
  return seen;
}

describe('weightedPicker', () => {
  it('follows the weights and never picks a zero weight', () => {
    const pick = weightedPicker([1, 0, 3]);
    const random = seededRandom(1);
    const seen = counts(() => pick(random), 3, 40_000);
    expect(seen[1]).toBe(0);
    expect((seen[2] ?? 0) / (seen[0] ?? 1)).toBeGreaterThan(2.8);
    expect((seen[2] ?? 0) / (seen[0] ?? 1)).toBeLessThan(3.2);
  });

  it('maps the ends of [0, 1) to the first and last items', () => {
    const pick = weightedPicker([1, 1, 1, 1]);
    expect(pick(() => 0)).toBe(0);
    expect(pick(() => 0.999_999)).toBe(3);
    expect(pick(() => 0.5)).toBe(2);
  });

  it('refuses weights it cannot draw from', () => {
    expect(() => weightedPicker([])).toThrow();
    expect(() => weightedPicker([0, 0])).toThrow();
    expect(() => weightedPicker([1, -1])).toThrow();
    expect(() => weightedPicker([1, Number.NaN])).toThrow();
  });
});

describe('zipf', () => {
  it('draws rank k about 1/(k+1) as often as rank 0 (s = 1)', () => {
    const draw = zipf(1000);
    const random = seededRandom(7);
    const seen = counts(() => draw(random), 1000, 200_000);
    const top = seen[0] ?? 0;
    // H(1000) ≈ 7.485, so rank 0 takes about 13.4 % of the draws.
    expect(top / 200_000).toBeGreaterThan(0.125);
    expect(top / 200_000).toBeLessThan(0.143);
    expect((seen[1] ?? 0) / top).toBeGreaterThan(0.45);
    expect((seen[1] ?? 0) / top).toBeLessThan(0.55);
    expect((seen[9] ?? 0) / top).toBeGreaterThan(0.08);
    expect((seen[9] ?? 0) / top).toBeLessThan(0.12);
    // The long tail is reached: the last hundred ranks share about 1.4 % of the draws.
    const tail = seen.slice(900).reduce((sum, n) => sum + n, 0);
    expect(tail / 200_000).toBeGreaterThan(0.01);
    expect(tail / 200_000).toBeLessThan(0.02);
  });

  it('stays within its ranks, and a single rank is always drawn', () => {
    const draw = zipf(5, 1.2);
    for (let i = 0; i < 1000; i += 1) expect(draw()).toBeLessThan(5);
    expect(zipf(1)()).toBe(0);
    expect(() => zipf(0)).toThrow();
  });
});

describe('seededRandom and shuffled', () => {
  it('repeats for a seed and keeps every item once', () => {
    const items = Array.from({ length: 50 }, (_, i) => i);
    const once = shuffled(items, seededRandom(42));
    expect(shuffled(items, seededRandom(42))).toEqual(once);
    expect(once).not.toEqual(items);
    expect([...once].sort((a, b) => a - b)).toEqual(items);
  });
});
