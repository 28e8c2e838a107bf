import type { Seed } from '@demonbane/game/rng';
import type { Database } from '../../db/database';
import type { IdempotencyClaim } from './player-action';
import type { FreshFairSeeds } from './random';

/** What a public read needs: the database and the request's moment. */
export interface ReadContext {
  db: Database;
  now: Date;
  /** The length of a hunt season in days (HUNT_SEASON_DAYS). */
  seasonDays: number;
}

/**
 * What every player action is given, in one object instead of positional arguments
 * whose order drifted: who acts, when, the seed source and the request's idempotency claim.
 */
export interface ActionContext extends ReadContext {
  userId: string;
  /** A fresh seed per call: crypto in production, scripted in tests. */
  seed: () => Seed;
  /** A hero's new provably fair seeds: crypto in production, scripted in tests. */
  fairSeeds: () => FreshFairSeeds;
  idempotency?: IdempotencyClaim;
}
