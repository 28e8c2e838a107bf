import { GameClient } from './game-client';
import { runHealthProbe } from './health-probe';
import type { BenchHero } from './hero-setup';
import type { LoadRunOutput } from './load-run';
import { KeepAliveClient } from './loop-http';
import { LoopMarket } from './loop-market';
import { LoopTally } from './loop-tally';
import type { BenchOptions } from './options';
import { PlayerBot } from './player-bot';
import { MAX_FAILED_SHARE, toScenarioResult, type ScenarioResult } from './scenario-result';
import type { Variant } from './variants';

/**
 * The light probe's rate: enough samples for a p99 (500 in 10 s), far too few to take
 * CPU from the bots (the `stall` probe, unthrottled, sends thousands a second).
 */
const PROBE_PER_SECOND = 50;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * N bots play the real game through the API (player-bot.ts) for the warm-up and the
 * measured seconds; a light GET /api/health probe runs in its own process during the
 * measured window. Only correct answers count towards the rate; more than 1% of
 * unexpected ones makes the run invalid.
 */
export async function measureLoop(
  url: string,
  heroes: readonly BenchHero[],
  options: BenchOptions,
  variant: Variant,
): Promise<ScenarioResult> {
  process.stdout.write(`Measuring the player loop (${heroes.length} bots, ${variant.label})… `);
  const tally = new LoopTally();
  const http = new KeepAliveClient(url, heroes.length);
  const market = new LoopMarket();
  let stopped = false;
  const isStopped = () => stopped;
  const bots = heroes.map(
    (hero, i) =>
      new PlayerBot(new GameClient(http, tally, hero, isStopped, variant.sendKeys), market, i),
  );
  const playing = bots.map((bot) => bot.run(() => !stopped));

  let probe: LoadRunOutput;
  try {
    await sleep(options.warmupSeconds * 1000);
    tally.open(options.durationSeconds);
    // The bots play on until the probe (whose process starts late) is done too.
    probe = await runHealthProbe({
      url,
      connections: 1,
      seconds: options.durationSeconds,
      rate: PROBE_PER_SECOND,
    });
  } finally {
    stopped = true;
    await Promise.all(playing);
    http.close();
  }

  const totals = tally.totals();
  const answered = totals.correct + totals.refused + totals.unexpected;
  const failedShare = answered === 0 ? 1 : totals.unexpected / answered;
  const seconds = tally.seconds;
  const noAnswer = tally.statusCodes['no answer'] ?? 0;
  const healthProbe = toScenarioResult({
    name: 'loop',
    title: 'GET /api/health during the player loop',
    connections: 1,
    output: probe,
  });
  const result: ScenarioResult = {
    name: 'loop',
    title: `player loop (${heroes.length} bots)`,
    variant: variant.name,
    connections: heroes.length,
    seconds: round1(seconds),
    perSecond: seconds > 0 ? round1(totals.correct / seconds) : 0,
    latencyMs: tally.latencies.summary(),
    ok: totals.correct,
    non2xx: 0,
    errors: noAnswer,
    timeouts: 0,
    unexpected: totals.unexpected,
    statusCodes: tally.statusCodes,
    failedShare: Math.round(failedShare * 10_000) / 10_000,
    valid: failedShare <= MAX_FAILED_SHARE,
    ratioToCeiling: null,
    poolMisses: 0,
    notes: [
      `${totals.refused} refused (${round1((totals.refused / Math.max(1, answered)) * 100)}%), ` +
        `${totals.unexpected} unexpected of ${answered} answers`,
      `health probe at ${PROBE_PER_SECOND}/s: p99 ${healthProbe.latencyMs?.p99 ?? '–'} ms`,
      ...tally.examples.map((e) => `unexpected: ${e}`),
    ],
    refused: totals.refused,
    actions: tally.actions,
    healthProbe,
    turnLatencyMs: tally.turnLatencies.summary(),
  };
  console.log(
    `${result.perSecond}/s, p99 ${result.latencyMs?.p99 ?? '–'} ms, ` +
      `turn p99 ${result.turnLatencyMs?.p99 ?? '–'} ms ` +
      `(${totals.refused} refused, ${totals.unexpected} unexpected)`,
  );
  return result;
}
