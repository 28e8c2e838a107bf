import { createRng, type Rng, type Seed } from '../rng';

/**
 * The RNG for round `round` of a battle, derived from the battle's stored seed, so
 * a battle replays exactly from its seed and the sequence of actions, and no RNG
 * position has to be stored between requests.
 */
export function roundRng(seed: Seed, round: number): Rng {
  return createRng([
    seed[0],
    seed[1] ^ Math.imul(round, 0x9e3779b1),
    seed[2] + round,
    seed[3] ^ Math.imul(round + 1, 0x85ebca6b),
  ]);
}
