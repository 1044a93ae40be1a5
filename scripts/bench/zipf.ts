// Random draws for the realistic bench: weighted picks, a Zipf law over ranks, a seeded shuffle.

export type Random = () => number;

/**
 * Picks an index with probability proportional to its weight: a precomputed cumulative table and a
 * binary search, so a draw costs O(log n) however many items there are.
 */
export function weightedPicker(weights: ArrayLike<number>): (random?: Random) => number {
  const n = weights.length;
  if (n === 0) throw new Error('nothing to pick from');
  const cumulative = new Float64Array(n);
  let total = 0;
  for (let i = 0; i < n; i += 1) {
    const weight = weights[i] as number;
    if (!(weight >= 0)) throw new Error(`weight ${i} is not a number ≥ 0: ${weight}`);
    total += weight;
    cumulative[i] = total;
  }
  if (!(total > 0)) throw new Error('the weights add up to nothing');
  return (random = Math.random) => {
    const target = random() * total;
    // The first index whose cumulative weight is above the target (a zero weight is never picked).
    let low = 0;
    let high = n - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((cumulative[middle] as number) > target) high = middle;
      else low = middle + 1;
    }
    return low;
  };
}

/** Ranks 0…n−1 drawn by Zipf's law: rank k (0-based) has probability ∝ 1 / (k + 1)^s. */
export function zipf(n: number, s = 1): (random?: Random) => number {
  if (!Number.isInteger(n) || n < 1) throw new Error(`zipf needs at least one rank, got ${n}`);
  const weights = new Float64Array(n);
  for (let k = 0; k < n; k += 1) weights[k] = 1 / (k + 1) ** s;
  return weightedPicker(weights);
}

/** A small fast generator (mulberry32), the one the demo content uses: the same seed gives the same numbers. */
export { createRng as seededRandom } from '../../src/server/demo/random';

/** A shuffled copy (Fisher–Yates). */
export function shuffled<T>(items: readonly T[], random: Random = Math.random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}
