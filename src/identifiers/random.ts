/**
 * Helpers for drawing from a caller-supplied random source.
 *
 * Every generator in this engine takes `rand: () => number` returning a float in [0, 1)
 * (Math.random or a seeded PRNG), so the demo-data generator stays deterministic per seed.
 * Out-of-range values (1, negatives, NaN) are clamped rather than trusted.
 */

export type Rand = () => number;

/** Integer in [0, n). */
export function randInt(rand: Rand, n: number): number {
  const r = rand();
  if (!Number.isFinite(r) || r <= 0) return 0;
  return Math.min(n - 1, Math.floor(r * n));
}

/** Integer in [min, max] (inclusive). */
export function randRange(rand: Rand, min: number, max: number): number {
  return min + randInt(rand, max - min + 1);
}

export function pickChar(rand: Rand, alphabet: string): string {
  return alphabet.charAt(randInt(rand, alphabet.length));
}

export function pickOne<T>(rand: Rand, items: readonly T[]): T {
  return items[randInt(rand, items.length)] as T;
}
