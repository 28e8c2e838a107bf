import { randomBytes } from 'node:crypto';
import type { Seed } from '@demonbane/game/rng';

/** Seeds for everything that matters (encounters, battles, loot) come from crypto. */
export function cryptoSeed(): Seed {
  const b = randomBytes(16);
  return [b.readUInt32LE(0), b.readUInt32LE(4), b.readUInt32LE(8), b.readUInt32LE(12)];
}

/** Stored in an int4[] column: signed on the way in, unsigned on the way out. */
export const seedToColumn = (seed: Seed): number[] => seed.map((n) => n | 0);
export const seedFromColumn = (value: number[]): Seed => {
  const [a = 0, b = 0, c = 0, d = 0] = value;
  return [a >>> 0, b >>> 0, c >>> 0, d >>> 0];
};
