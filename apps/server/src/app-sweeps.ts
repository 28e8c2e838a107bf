import type { FastifyBaseLogger } from 'fastify';
import type { Env } from './config/env';
import type { Database } from './db/database';
import { sweepExpiredListings } from './modules/bazaar/bazaar-service';
import { foldGachaDraws } from './modules/gacha/gacha-audit';
import { forgetEndedWindows } from './infra/sessions/login-throttle';
import { forgetOldIdempotencyKeys } from './infra/sweeps/idempotency-sweep';
import { forgetExpiredSessions } from './infra/sessions/session-service';
import { settleFallenRaids } from './modules/guilds/guild-raid';
import { forgetOldReplays } from './modules/replays/replay-sweep';
import { paySeasons } from './modules/seasons/season-service';

/**
 * The minute's housekeeping. Each job is safe on any number of servers at once
 * (conditional updates, SKIP LOCKED, deletes of rows nobody needs); a failed job
 * is logged and the others still run.
 */
export async function runSweeps(
  db: Database,
  env: Env,
  now: Date,
  log: FastifyBaseLogger,
): Promise<void> {
  const jobs: [string, () => Promise<unknown>][] = [
    // Expired listings are also ended when touched; this returns the rest.
    ['bazaar listings', () => sweepExpiredListings(db, now)],
    ['idempotency keys', () => forgetOldIdempotencyKeys(db)],
    ['sessions', () => forgetExpiredSessions(db, now)],
    ['login throttle', () => forgetEndedWindows(db, now, env.LOGIN_WINDOW_SECONDS)],
    ['gacha audit', () => foldGachaDraws(db)],
    // Ended hunt seasons pay their standings, each exactly once whichever server claims it.
    ['hunt seasons', () => paySeasons(db, now, env.HUNT_SEASON_DAYS)],
    // Raids whose racing attacks each missed the other's hit: claimed and paid once.
    ['guild raids', () => settleFallenRaids(db, now)],
    ['replays', () => forgetOldReplays(db, now)],
  ];
  await Promise.all(
    jobs.map(([name, job]) =>
      job().catch((err: unknown) => log.error({ err }, `${name} sweep failed`)),
    ),
  );
}
