// Small helpers over a `() => number` source in [0, 1), so the seed data is reproducible from one seed.

export type Random = () => number;

/** mulberry32: a tiny, fast 32-bit PRNG; good enough for demo data, not for secrets. */
export function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An integer in [min, max], both included. */
export function randomInt(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

export function chance(random: Random, probability: number): boolean {
  return random() < probability;
}

export function pick<T>(random: Random, items: readonly T[]): T {
  if (items.length === 0) throw new Error('pick from an empty list');
  return items[Math.floor(random() * items.length)] as T;
}

/** An index of `weights`, with probability proportional to its weight. */
export function pickWeightedIndex(random: Random, weights: readonly number[]): number {
  const total = weights.reduce((sum, w) => sum + w, 0);
  let roll = random() * total;
  for (let i = 0; i < weights.length; i++) {
    roll -= weights[i]!;
    if (roll < 0) return i;
  }
  return weights.length - 1;
}

/** A key of `weights`, with probability proportional to its weight. */
export function pickWeighted<K extends string>(random: Random, weights: Readonly<Record<K, number>>): K {
  const keys = Object.keys(weights) as K[];
  return keys[pickWeightedIndex(random, keys.map((key) => weights[key]))]!;
}

/** Up to `count` distinct items, in random order. */
export function sample<T>(random: Random, items: readonly T[], count: number): T[] {
  const copy = [...items];
  const n = Math.min(count, copy.length);
  for (let i = 0; i < n; i++) {
    const j = i + Math.floor(random() * (copy.length - i));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy.slice(0, n);
}

/** A version 4 UUID drawn from `random`, so ids are reproducible along with the rest of the data. */
export function randomUuid(random: Random): string {
  let hex = '';
  for (let i = 0; i < 4; i++) hex += Math.floor(random() * 4294967296).toString(16).padStart(8, '0');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
