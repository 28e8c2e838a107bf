import type { Rng } from '../rng';

/** Fixture: an Rng whose `int` answers the given rolls in order (each clamped to the asked range). */
export function scriptedRng(...rolls: number[]): Rng {
  const queue = [...rolls];
  const int = (min: number, max: number) => {
    const roll = queue.shift();
    if (roll === undefined) throw new Error('scriptedRng: out of rolls');
    return Math.max(min, Math.min(max, roll));
  };
  return {
    next: () => (int(0, 999_999) as number) / 1_000_000,
    int,
    chance: (numerator, denominator) => int(1, denominator) <= numerator,
  };
}
