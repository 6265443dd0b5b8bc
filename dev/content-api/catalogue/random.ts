/**
 * Small seeded PRNG (sfc32 seeded through splitmix32) for the catalogue generator. Never Math.random:
 * the same seed must always give the same catalogue.
 *
 * `fork(label)` derives an independent stream from the generator's *seed* and a label, not from how many
 * numbers were drawn, so adding draws to one section of the generator does not reshuffle another.
 */

/** FNV-1a 32-bit hash of a string. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function splitmix32(state: number): () => number {
  let s = state >>> 0;
  return () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
}

export interface Rng {
  readonly seed: number;
  /** Uniform float in [0, 1). */
  next(): number;
  /** Uniform integer in [min, max] (inclusive). */
  int(min: number, max: number): number;
  /** Uniform float in [min, max). */
  float(min: number, max: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** n distinct items (or all of them when n >= length), in random order. */
  sample<T>(items: readonly T[], n: number): T[];
  shuffle<T>(items: readonly T[]): T[];
  /** Weighted pick; weights need not sum to 1. */
  weighted<T>(items: readonly T[], weights: readonly number[]): T;
  /** An independent generator for a labelled sub-task. */
  fork(label: string | number): Rng;
}

export function createRng(seed: number): Rng {
  const mix = splitmix32(seed);
  let a = mix();
  let b = mix();
  let c = mix();
  let d = mix();
  const nextU32 = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  // Warm up.
  for (let i = 0; i < 12; i++) nextU32();

  const rng: Rng = {
    seed: seed >>> 0,
    next: () => nextU32() / 4294967296,
    int: (min, max) => min + Math.floor((nextU32() / 4294967296) * (max - min + 1)),
    float: (min, max) => min + (nextU32() / 4294967296) * (max - min),
    chance: (p) => nextU32() / 4294967296 < p,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor((nextU32() / 4294967296) * items.length)] as T;
    },
    sample: <T>(items: readonly T[], n: number): T[] => {
      const copy = items.slice();
      const count = Math.min(n, copy.length);
      for (let i = 0; i < count; i++) {
        const j = i + Math.floor((nextU32() / 4294967296) * (copy.length - i));
        const tmp = copy[i] as T;
        copy[i] = copy[j] as T;
        copy[j] = tmp;
      }
      return copy.slice(0, count);
    },
    shuffle: <T>(items: readonly T[]): T[] => rng.sample(items, items.length),
    weighted: <T>(items: readonly T[], weights: readonly number[]): T => {
      let total = 0;
      for (const w of weights) total += w;
      let r = (nextU32() / 4294967296) * total;
      for (let i = 0; i < items.length; i++) {
        r -= weights[i] ?? 0;
        if (r < 0) return items[i] as T;
      }
      return items[items.length - 1] as T;
    },
    fork: (label) => createRng((Math.imul(seed >>> 0, 0x9e3779b1) ^ hash32(String(label))) >>> 0),
  };
  return rng;
}
