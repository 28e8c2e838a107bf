import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createListings, type TradingPair } from './bazaar-listings';
import { withDatabase, type DatabaseTarget } from './database-target';
import { createHeroes, type BenchHero, type LoopHeroKind } from './hero-setup';
import type { BenchOptions } from './options';
import type { ServerBuild } from './repo-paths';
import { rssAfter } from './rss-sampler';
import { applySetupShortcuts, grantLoopGold } from './seed-shortcuts';
import { startServer, type ServerProcess } from './server-process';
import { variant, type Variant, type VariantName } from './variants';

/**
 * Forging takes 6 to 30 game minutes; at this scale about 0.4 to 2 s, so the player loop's
 * claims come due within a run. Only the loop forges.
 */
export const LOOP_FORGE_TIME_SCALE = 0.001;
/** Let a fresh server finish starting (JIT, first GCs) before its idle RSS is read. */
const IDLE_SETTLE_MS = 2000;

/** Registers an undo step (stop a process, remove a directory) for the end of the run. */
export type Defer = (undo: () => Promise<void>) => void;

/**
 * The server's environment for the whole run (every start), but for LOG_LEVEL, which
 * each variant sets (serverEnvironmentOf).
 */
export function serverEnvironment(
  target: DatabaseTarget,
  options: BenchOptions,
  defer: Defer,
): Record<string, string> {
  // An empty web root: the API is measured, and a fresh clone has no built web app.
  const webDist = mkdtempSync(join(tmpdir(), 'demonbane-bench-web-'));
  defer(async () => rmSync(webDist, { recursive: true, force: true }));
  return {
    ...target.serverEnv,
    NODE_ENV: 'production',
    // Fixed for the run so tokens stay valid when the PGlite server is restarted.
    JWT_SECRET: randomBytes(48).toString('base64'),
    WEB_DIST: webDist,
    DATABASE_POOL_SIZE: String(options.poolSize),
    AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
    LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS: '1000000',
    LOGIN_MAX_FAILURES_PER_IP: '1000000',
    LOGIN_SLOW_AFTER_FAILURES_PER_ACCOUNT: '1000000',
    // The bench is one address playing far faster than a human: the request limits are off.
    GAME_RATE_LIMIT_PER_MINUTE: '0',
    ADDRESS_RATE_LIMIT_PER_MINUTE: '0',
    FORGE_TIME_SCALE: String(LOOP_FORGE_TIME_SCALE),
  };
}

/** Each variant's loop heroes have names of their own. */
const LOOP_HERO_KIND: Record<VariantName, LoopHeroKind> = {
  'client-true': 'loop',
  'best-case': 'loopbest',
};

export interface MeasuredServer {
  server: ServerProcess;
  variant: Variant;
  /** Its RSS in MiB a moment after it started, before any load. */
  idleRssMiB: number | null;
}

/**
 * Starts the server as the variant configures it and reads its idle RSS once it has
 * settled; it is stopped at the end of the run at the latest.
 */
export async function startMeasuredServer(
  build: ServerBuild,
  env: Record<string, string>,
  name: VariantName,
  defer: Defer,
): Promise<MeasuredServer> {
  const v = variant(name);
  const server = await startServer(build, { ...env, LOG_LEVEL: v.logLevel });
  defer(() => server.stop());
  return { server, variant: v, idleRssMiB: await rssAfter(server.pid, IDLE_SETTLE_MS) };
}

export interface Setup {
  /** The server of the first variant, running. */
  measured: MeasuredServer;
  heroes: BenchHero[];
  /** The player loop's heroes per variant: made through the API, given gold, no other shortcut. */
  loopHeroes: Partial<Record<VariantName, BenchHero[]>>;
  pairs: TradingPair[];
  listings: number;
  seconds: number;
}

/**
 * Starts the server (as the first variant configures it) and makes the heroes through
 * the API, then applies the setup shortcuts from this process (with the PGlite server
 * stopped meanwhile: one process per data directory) and leaves a server running for
 * the measurements.
 */
export async function setUp(
  target: DatabaseTarget,
  build: ServerBuild,
  env: Record<string, string>,
  options: BenchOptions,
  defer: Defer,
): Promise<Setup> {
  const started = Date.now();
  const first = options.variants[0]!;
  // PostgreSQL: this is the server measured; PGlite: replaced below after the shortcuts.
  let measured = await startMeasuredServer(build, env, first, defer);
  const { server } = measured;
  console.log(`Server pid ${server.pid} on ${server.url}. Creating ${options.heroes} heroes…`);
  const heroes = await createHeroes(server.url, options.heroes);
  const wantsLoop = options.scenarios.includes('loop');
  const loopHeroes: Partial<Record<VariantName, BenchHero[]>> = {};
  for (const name of wantsLoop ? options.variants : []) {
    loopHeroes[name] = await createHeroes(server.url, options.bots, LOOP_HERO_KIND[name]);
  }
  const allLoopHeroes = Object.values(loopHeroes).flat();

  if (target.exclusive) await server.stop();
  const wantsBazaar = options.scenarios.includes('bazaar');
  // Every measured and warm-up second of the bazaar may buy up to the rate cap.
  const listings = wantsBazaar
    ? Math.ceil(options.bazaarRateCap * (options.durationSeconds + options.warmupSeconds))
    : 0;
  console.log(
    `Setup shortcuts: level-50 lifesteal heroes, gold, long-lived hunt monsters` +
      (wantsBazaar ? `, ${listings} bazaar listings` : '') +
      (wantsLoop ? `; ${allLoopHeroes.length} loop heroes get gold only…` : '…'),
  );
  const shortcutsStarted = Date.now();
  const pairs = await withDatabase(target.open, async (db) => {
    await applySetupShortcuts(db, heroes);
    await grantLoopGold(db, allLoopHeroes);
    return wantsBazaar ? createListings(db, heroes, listings) : [];
  });
  console.log(`  done in ${((Date.now() - shortcutsStarted) / 1000).toFixed(1)} s`);
  if (options.scenarios.includes('db')) target.snapshotForDbOnly();
  if (target.exclusive) measured = await startMeasuredServer(build, env, first, defer);
  return {
    measured,
    heroes,
    loopHeroes,
    pairs,
    listings,
    seconds: (Date.now() - started) / 1000,
  };
}
