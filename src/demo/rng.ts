/**
 * Deterministic pseudo-random numbers for the demo generator.
 *
 * sfc32 seeded through cyrb128 from a string: the same seed string gives the
 * same sequence on every machine and Node version (no Math.random anywhere).
 * Each generator module forks its own stream (`rng.fork('contracts')`) so
 * adding a module, or changing how many numbers one module draws, does not
 * shift the rows of the others.
 */
function cyrb128(str: string): [number, number, number, number] {
  let h1 = 1779033703,
    h2 = 3144134277,
    h3 = 1013904242,
    h4 = 2773480762;
  for (let i = 0; i < str.length; i++) {
    const k = str.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  return [(h1 ^ h2 ^ h3 ^ h4) >>> 0, (h2 ^ h1) >>> 0, (h3 ^ h1) >>> 0, (h4 ^ h1) >>> 0];
}

export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(readonly seed: string) {
    [this.a, this.b, this.c, this.d] = cyrb128(seed);
    for (let i = 0; i < 12; i++) this.next();
  }

  /** Uniform float in [0, 1). */
  next(): number {
    let { a, b, c, d } = this;
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    this.a = a;
    this.b = b;
    this.c = c;
    this.d = d;
    return (t >>> 0) / 4294967296;
  }

  /** A function form of next(), for APIs that take `() => number`. */
  get fn(): () => number {
    return () => this.next();
  }

  /** An independent stream derived from this seed and a label. */
  fork(label: string): Rng {
    return new Rng(`${this.seed}/${label}`);
  }

  /** Integer in [min, max] inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  float(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)];
  }

  /** Pick with weights (same length as items). */
  weighted<T>(items: readonly T[], weights: readonly number[]): T {
    let total = 0;
    for (const w of weights) total += w;
    let r = this.next() * total;
    for (let i = 0; i < items.length; i++) {
      r -= weights[i];
      if (r < 0) return items[i];
    }
    return items[items.length - 1];
  }

  /**
   * Weighted draws from a long, fixed list (the prime contracts of the
   * subawards: 10^5 of them at scale 200): the running sums are built once and
   * each draw is a binary search instead of a scan of every weight.
   */
  static picker<T>(items: readonly T[], weights: readonly number[]): (rng: Rng) => T {
    const cum = new Float64Array(items.length);
    let total = 0;
    for (let i = 0; i < items.length; i++) cum[i] = total += weights[i] ?? 0;
    return (rng) => {
      const r = rng.next() * total;
      let lo = 0;
      let hi = items.length - 1;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (cum[mid] > r) hi = mid;
        else lo = mid + 1;
      }
      return items[lo];
    };
  }

  /** Pick from a table of [value, weight] pairs. */
  table<T>(entries: readonly (readonly [T, number])[]): T {
    return this.weighted(
      entries.map((e) => e[0]),
      entries.map((e) => e[1]),
    );
  }

  /**
   * Index in [0, n) skewed towards 0 (Zipf-like, exponent s): a few items get
   * most draws, as a few vendors and agencies hold most federal dollars.
   */
  skewedIndex(n: number, s = 1.1): number {
    // inverse-CDF of a continuous power law on [1, n+1)
    const u = this.next();
    if (s === 1) return Math.min(n - 1, Math.floor(Math.exp(u * Math.log(n + 1))) - 1);
    const a = 1 - s;
    const x = Math.pow(1 + u * (Math.pow(n + 1, a) - 1), 1 / a);
    return Math.min(n - 1, Math.max(0, Math.floor(x) - 1));
  }

  skewed<T>(items: readonly T[], s = 1.1): T {
    return items[this.skewedIndex(items.length, s)];
  }

  /** Log-normal amount: median `median`, spread sigma (natural log). */
  lognormal(median: number, sigma: number): number {
    // Box-Muller
    const u1 = Math.max(this.next(), 1e-12);
    const u2 = this.next();
    const z = Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
    return median * Math.exp(sigma * z);
  }

  /**
   * Log-normal amount cut at `maxZ` standard deviations (redrawn beyond): a
   * heavy tail whose largest values do not depend on how many are drawn, so
   * a small dataset is not dominated by one extreme draw.
   */
  lognormalCut(median: number, sigma: number, maxZ = 3): number {
    for (;;) {
      const u1 = Math.max(this.next(), 1e-12);
      const u2 = this.next();
      const z = Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
      if (Math.abs(z) <= maxZ) return median * Math.exp(sigma * z);
    }
  }

  /** Several distinct items. */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = items.slice();
    const out: T[] = [];
    for (let i = 0; i < count && copy.length; i++) {
      const j = Math.floor(this.next() * copy.length);
      out.push(copy[j]);
      copy.splice(j, 1);
    }
    return out;
  }

  /** Uppercase alphanumeric string from an alphabet. */
  chars(length: number, alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'): string {
    let s = '';
    for (let i = 0; i < length; i++) s += alphabet[Math.floor(this.next() * alphabet.length)];
    return s;
  }

  digits(length: number): string {
    return this.chars(length, '0123456789');
  }
}
