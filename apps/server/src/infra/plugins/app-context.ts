import fp from 'fastify-plugin';
import type { Database } from '../../db/database';
import type { Env } from '../../config/env';
import type { Seed } from '@demonbane/game/rng';
import type { FreshFairSeeds } from '../actions/random';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    env: Env;
    /** The clock every rule reads; tests inject a fixed one. */
    now(): Date;
    /** A fresh seed for chance (crypto in production; fixed sequences in tests). */
    seed(): Seed;
    /** A hero's new provably fair seeds (crypto in production; scripted in tests). */
    fairSeeds(): FreshFairSeeds;
  }
}

export interface AppContext {
  db: Database;
  env: Env;
  now: () => Date;
  seed: () => Seed;
  fairSeeds: () => FreshFairSeeds;
}

/** Makes the database, configuration and clock available to routes. */
export const appContextPlugin = fp<AppContext>(async (app, ctx) => {
  app.decorate('db', ctx.db);
  app.decorate('env', ctx.env);
  app.decorate('now', ctx.now);
  app.decorate('seed', ctx.seed);
  app.decorate('fairSeeds', ctx.fairSeeds);
});
