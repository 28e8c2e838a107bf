import { randomBytes } from 'node:crypto';
import type { Seed } from '@demonbane/game/rng';

/** Seeds for everything that matters (encounters, battles, loot) come from crypto. */
export function cryptoSeed(): Seed {
  const b = randomBytes(16);
  return [b.readUInt32LE(0), b.readUInt32LE(4), b.readUInt32LE(8), b.readUInt32LE(12)];
}

/** A hero's first provably fair seeds (ADR 0022): the secret server seed and a default client seed. */
export interface FreshFairSeeds {
  /** 32 random bytes as 64 lowercase hex characters. */
  serverSeed: string;
  clientSeed: string;
}

/** Fair seeds from crypto; rotation takes only the server seed of a new pair. */
export function cryptoFairSeeds(): FreshFairSeeds {
  return {
    serverSeed: randomBytes(32).toString('hex'),
    clientSeed: randomBytes(8).toString('hex'),
  };
}

/** Stored in an int4[] column: signed on the way in, unsigned on the way out. */
export const seedToColumn = (seed: Seed): number[] => seed.map((n) => n | 0);
export const seedFromColumn = (value: number[]): Seed => {
  const [a = 0, b = 0, c = 0, d = 0] = value;
  return [a >>> 0, b >>> 0, c >>> 0, d >>> 0];
};
