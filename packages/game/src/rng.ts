/**
 * A seeded pseudo-random generator (sfc32), injected wherever rules need chance.
 * The server seeds it from `crypto`; tests seed it with fixed numbers, so a
 * battle or a draw replays exactly from its seed.
 */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** True with probability numerator / denominator (integer odds, no float drift). */
  chance(numerator: number, denominator: number): boolean;
}

export type Seed = readonly [number, number, number, number];

export function createRng(seed: Seed): Rng {
  let [a, b, c, d] = seed.map((n) => n >>> 0) as [number, number, number, number];
  const nextUint32 = (): number => {
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
    return t >>> 0;
  };
  // Warm up so that similar seeds diverge.
  for (let i = 0; i < 12; i++) nextUint32();
  const next = () => nextUint32() / 4294967296;
  return {
    next,
    int(min, max) {
      if (!Number.isInteger(min) || !Number.isInteger(max) || max < min) {
        throw new RangeError(`bad range [${min}, ${max}]`);
      }
      return min + Math.floor(next() * (max - min + 1));
    },
    chance(numerator, denominator) {
      return nextUint32() % denominator < numerator;
    },
  };
}
