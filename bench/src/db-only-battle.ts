import { performance } from 'node:perf_hooks';
import { SEASON_DAYS } from '@demonbane/game/seasons';
import type { Database } from '../../apps/server/src/db/database';
import { huntAttack } from '../../apps/server/src/modules/hunt/hunt-service';
import { cryptoFairSeeds, cryptoSeed } from '../../apps/server/src/infra/actions/random';
import { installSubscribers } from '../../apps/server/src/infra/events/subscribers';
import { appSubscribers } from '../../apps/server/src/app-subscribers';
import type { BenchHero } from './hero-setup';
import { ONGOING_ROUND } from './http-scenarios';
import { LatencyRecorder } from './latency-recorder';
import { LeasePool } from './lease-pool';
import type { LoadRunOutput } from './load-run';

export interface DbOnlyOutput extends LoadRunOutput {
  unexpected: number;
  poolMisses: number;
}

/**
 * The battle round's database work without HTTP: the very service call the
 * /hunt/hunt-attack route makes (huntAttack → playerAction → one transaction),
 * from `concurrency` loops in this process, on heroes leased like the HTTP run's.
 * What the route adds on top is Fastify, auth, zod and JSON.
 */
export async function measureDbOnlyBattle(
  db: Database,
  heroes: readonly BenchHero[],
  opts: { concurrency: number; seconds: number; warmupSeconds: number },
): Promise<DbOnlyOutput> {
  // The game's subscribers, as the server has them: a round that ends a fight does their writes too.
  const uninstall = installSubscribers(db, appSubscribers(undefined));
  try {
    if (opts.warmupSeconds > 0) await loops(db, heroes, opts.concurrency, opts.warmupSeconds);
    return await loops(db, heroes, opts.concurrency, opts.seconds);
  } finally {
    uninstall();
  }
}

async function loops(
  db: Database,
  heroes: readonly BenchHero[],
  concurrency: number,
  seconds: number,
): Promise<DbOnlyOutput> {
  const pool = new LeasePool(heroes);
  const latencies = new LatencyRecorder();
  const statusCodes: Record<string, number> = {};
  let ok = 0;
  let refused = 0;
  let errors = 0;
  let unexpected = 0;
  let firstError: unknown;
  const started = performance.now();
  const deadline = started + seconds * 1000;

  const loop = async () => {
    while (performance.now() < deadline) {
      const hero = pool.take();
      const t0 = performance.now();
      try {
        const result = await huntAttack({
          db,
          userId: hero.userId,
          now: new Date(),
          seed: cryptoSeed,
          fairSeeds: cryptoFairSeeds,
          seasonDays: SEASON_DAYS,
        });
        const ms = performance.now() - t0;
        if (result.ok) {
          ok++;
          latencies.record(ms);
          if (result.value.message !== ONGOING_ROUND) unexpected++;
        } else {
          refused++;
          statusCodes[result.code] = (statusCodes[result.code] ?? 0) + 1;
        }
      } catch (err) {
        errors++;
        firstError ??= err;
      } finally {
        pool.release(hero);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, loop));
  if (firstError) console.error('Database-only run: first error:', firstError);
  return {
    ok,
    non2xx: refused,
    errors,
    timeouts: 0,
    statusCodes,
    seconds: (performance.now() - started) / 1000,
    latencyMs: latencies.summary(),
    unexpected,
    poolMisses: pool.misses,
  };
}
