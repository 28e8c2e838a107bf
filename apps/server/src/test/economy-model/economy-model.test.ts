import fc from 'fast-check';
import argon2 from 'argon2';
import { describe, it, vi } from 'vitest';
import { createEconomyApp } from './economy-app';
import { economyCommand } from './command-arbitrary';
import { checkWorld, tallies } from './command-kit';
import { buildWorld } from './world';
import { propertyLimits } from '../property-limits';
import { worldSetup } from './world-setup';
import type * as passwords from '../../infra/sessions/passwords';

// Four new accounts per run, thousands per file: the password hash is not what is
// under test, so it is a real argon2id hash at the smallest cost (login still verifies it).
vi.mock('../../infra/sessions/passwords', async (original) => ({
  ...(await original<typeof passwords>()),
  hashPassword: (password: string) =>
    argon2.hash(password, { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 }),
}));

const econ = await createEconomyApp();

const env = process.env;
/** .ci/run sets ECONOMY_RUNS (500 on PostgreSQL, 100 on PGlite); 100 locally unless it says otherwise. */
const RUNS = Number(env.ECONOMY_RUNS ?? (env.CI ? 1000 : 100));
const MAX_COMMANDS = Number(env.ECONOMY_MAX_COMMANDS ?? 20);
/** Far more than a run needs (CI's 1,000 take a few minutes): past it, a failure stops shrinking. */
const LIMIT_MS = Math.max(15 * 60_000, RUNS * 1000);

/**
 * A failure prints `{ seed, path }` and the counterexample ends with
 * `/*replayPath="…"*\/`; replay it with ECONOMY_SEED, ECONOMY_PATH and ECONOMY_REPLAY_PATH.
 */
const replay = {
  ...(env.ECONOMY_SEED ? { seed: Number(env.ECONOMY_SEED) } : {}),
  ...(env.ECONOMY_PATH ? { path: env.ECONOMY_PATH, endOnFailure: true } : {}),
};

describe('the economy, as random sequences of actions by four players', () => {
  it(
    `keeps every coin and every piece accounted for (${RUNS} runs)`,
    async () => {
      const started = performance.now();
      await fc.assert(
        fc.asyncProperty(
          worldSetup,
          fc.commands([economyCommand], {
            maxCommands: MAX_COMMANDS,
            size: 'max',
            ...(env.ECONOMY_REPLAY_PATH ? { replayPath: env.ECONOMY_REPLAY_PATH } : {}),
          }),
          async (setups, commands) => {
            const setup = async () => {
              const world = await buildWorld(econ, setups);
              await checkWorld(world.model, world.real);
              return world;
            };
            await fc.asyncModelRun(setup, commands);
          },
        ),
        { numRuns: RUNS, ...replay, ...propertyLimits({ runMs: 60_000, totalMs: LIMIT_MS }) },
      );
      if (env.ECONOMY_STATS) {
        console.info(Object.fromEntries([...tallies].sort()));
        console.info(`${RUNS} runs in ${Math.round(performance.now() - started)} ms`);
      }
    },
    LIMIT_MS + 60_000,
  );
});
