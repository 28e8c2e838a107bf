import { withDatabase, type DatabaseTarget } from './database-target';
import { measureDbOnlyBattle } from './db-only-battle';
import { runHealthProbe } from './health-probe';
import type { BenchHero } from './hero-setup';
import { huntScenario, type HttpScenario } from './http-scenarios';
import { runLoad } from './load-run';
import type { BenchOptions } from './options';
import { toScenarioResult, type ScenarioResult } from './scenario-result';
import type { Variant } from './variants';

const SETTLE_MS = 500;
const DRAIN_TIMEOUT_MS = 180_000;

/**
 * Waits until the requests a run left in flight are done. autocannon drops its
 * connections when time is up, but the server still finishes what it was given; on
 * a slow server that backlog would be measured as the next run's latency. A health
 * check queues behind it (for the PGlite thread or a pool connection), so its answer
 * means the backlog is through.
 */
async function settle(url: string): Promise<void> {
  await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(DRAIN_TIMEOUT_MS) });
  await new Promise((r) => setTimeout(r, SETTLE_MS));
}
/** The stall scenario's battle load is stopped when its probe ends; this only bounds it. */
const STALL_LOAD_MARGIN_S = 60;

/**
 * One HTTP scenario: a warm-up run, then the measured run, each with fresh leases.
 * `make` builds the requests as the variant sends them (keys or not).
 */
export async function measureHttp(
  make: () => HttpScenario,
  url: string,
  options: BenchOptions,
  variant: Variant,
): Promise<ScenarioResult> {
  const first = make();
  process.stdout.write(`Measuring ${first.title}, ${variant.label}… `);
  if (options.warmupSeconds > 0) {
    await runLoad({
      url,
      connections: options.connections,
      seconds: options.warmupSeconds,
      requests: first.requests,
    });
    await settle(url);
  }
  const scenario = make();
  const output = await runLoad({
    url,
    connections: options.connections,
    seconds: options.durationSeconds,
    requests: scenario.requests,
  });
  await settle(url);
  const notes: string[] = [];
  if (scenario.exhausted() > 0) {
    notes.push(
      `${scenario.exhausted()} requests found no listing left: raise --bazaar-rate-cap ` +
        `(now ${options.bazaarRateCap}/s).`,
    );
  }
  if (scenario.poolMisses() > 0) {
    notes.push(`${scenario.poolMisses()} requests shared a hero with another in-flight request.`);
  }
  const result = toScenarioResult({
    name: scenario.name,
    title: scenario.title,
    connections: options.connections,
    output,
    unexpected: scenario.unexpected(),
    poolMisses: scenario.poolMisses(),
    notes,
  });
  result.variant = variant.name;
  console.log(`${result.perSecond}/s, p99 ${result.latencyMs?.p99 ?? '–'} ms`);
  return result;
}

/** Battle rounds at full load while a separate process probes GET /api/health. */
export async function measureStall(
  heroes: readonly BenchHero[],
  url: string,
  options: BenchOptions,
  variant: Variant,
): Promise<ScenarioResult> {
  process.stdout.write(`Measuring GET /api/health while battles run, ${variant.label}… `);
  if (options.warmupSeconds > 0) {
    await runLoad({
      url,
      connections: options.connections,
      seconds: options.warmupSeconds,
      requests: huntScenario(heroes, variant.sendKeys).requests,
    });
    await settle(url);
  }
  const battles = huntScenario(heroes, variant.sendKeys);
  // The battle load starts first and stops only once the probe is done, so the probe
  // never sees an idle server (its process start-up time does not matter).
  let probeDone: () => void = () => {};
  const until = new Promise<void>((resolve) => (probeDone = resolve));
  const load = runLoad({
    url,
    connections: options.connections,
    seconds: options.durationSeconds + STALL_LOAD_MARGIN_S,
    requests: battles.requests,
    until,
  });
  await new Promise((r) => setTimeout(r, SETTLE_MS));
  const probe = await runHealthProbe({
    url,
    connections: options.probeConnections,
    seconds: options.durationSeconds,
  }).finally(probeDone);
  const background = toScenarioResult({
    name: 'hunt',
    title: 'POST /api/hunt/hunt-attack (background)',
    connections: options.connections,
    output: await load,
    unexpected: battles.unexpected(),
    poolMisses: battles.poolMisses(),
  });
  await settle(url);
  const result = toScenarioResult({
    name: 'stall',
    title: 'GET /api/health during battles',
    connections: options.probeConnections,
    output: probe,
  });
  result.background = background;
  result.variant = variant.name;
  background.variant = variant.name;
  if (probe.ok + probe.non2xx === 0) {
    // Not a broken run but its finding: no health check was answered (or one timed out).
    result.valid = true;
    result.notes.push(
      `no health check was answered within ${probe.seconds} s: the server stalled under battles`,
    );
  }
  // The battle load has to be valid too, or the probe measured something else.
  if (!background.valid) result.valid = false;
  console.log(`p99 ${result.latencyMs?.p99 ?? '–'} ms (battles ${background.perSecond}/s)`);
  return result;
}

export async function measureDbOnly(
  target: DatabaseTarget,
  heroes: readonly BenchHero[],
  options: BenchOptions,
): Promise<ScenarioResult> {
  process.stdout.write('Measuring the battle round without HTTP… ');
  const output = await withDatabase(target.openForDbOnly, (db) =>
    measureDbOnlyBattle(db, heroes, {
      concurrency: options.connections,
      seconds: options.durationSeconds,
      warmupSeconds: options.warmupSeconds,
    }),
  );
  const result = toScenarioResult({
    name: 'db',
    title: 'battle round, database only',
    connections: options.connections,
    output,
    unexpected: output.unexpected,
    poolMisses: output.poolMisses,
  });
  console.log(`${result.perSecond}/s, p99 ${result.latencyMs?.p99 ?? '–'} ms`);
  return result;
}
