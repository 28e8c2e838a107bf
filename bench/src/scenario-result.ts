import type { CpuUse } from './cpu-sampler';
import type { LatencySummary } from './latency-recorder';
import type { ActionCounts } from './loop-tally';
import type { LoadRunOutput } from './load-run';
import type { ScenarioName } from './options';
import type { VariantName } from './variants';

/** More than this share of failed requests makes a scenario's numbers meaningless. */
export const MAX_FAILED_SHARE = 0.01;

export interface ScenarioResult {
  name: ScenarioName;
  title: string;
  /** The server configuration and client it ran with (variants.ts); absent for `db`. */
  variant?: VariantName;
  connections: number;
  seconds: number;
  /** Valid actions (2xx with the expected body) per second. */
  perSecond: number;
  /** Of the 2xx answers. */
  latencyMs: LatencySummary | null;
  ok: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** 2xx answers that were not the expected action (e.g. a battle that ended). */
  unexpected: number;
  statusCodes: Record<string, number>;
  /** (non-2xx + errors + unexpected) / all requests. */
  failedShare: number;
  valid: boolean;
  /** perSecond / the ceiling's (GET /api/health) perSecond. */
  ratioToCeiling: number | null;
  /** Requests that found every hero leased (see lease-pool.ts); should be 0. */
  poolMisses: number;
  notes: string[];
  /** For `stall`: the battle load that ran while the probe measured. */
  background?: ScenarioResult;
  /** Server RSS in MiB: the highest sample while the scenario ran (warm-up included), and after it. */
  rssMiB?: { max: number | null; after: number | null };
  /** CPU while the scenario ran (warm-up included): the server's and the machine's. */
  cpu?: CpuUse | null;
  /** For `loop`: refusals the game legitimately gave (409 not enough gold…), not failures. */
  refused?: number;
  /** For `loop`: correct, refused and unexpected answers per action. */
  actions?: Record<string, ActionCounts>;
  /** For `loop`: the light GET /api/health probe that ran alongside the bots. */
  healthProbe?: ScenarioResult;
  /** For `loop`: latencies of its correct battle rounds (hunt and explore attacks). */
  turnLatencyMs?: LatencySummary | null;
}

export function toScenarioResult(input: {
  name: ScenarioName;
  title: string;
  connections: number;
  output: LoadRunOutput;
  unexpected?: number;
  poolMisses?: number;
  notes?: string[];
}): ScenarioResult {
  const { output } = input;
  const unexpected = input.unexpected ?? 0;
  const total = output.ok + output.non2xx + output.errors;
  const failed = output.non2xx + output.errors + unexpected;
  const failedShare = total === 0 ? 1 : failed / total;
  return {
    name: input.name,
    title: input.title,
    connections: input.connections,
    seconds: Math.round(output.seconds * 100) / 100,
    perSecond:
      output.seconds > 0 ? Math.round(((output.ok - unexpected) / output.seconds) * 10) / 10 : 0,
    latencyMs: output.latencyMs,
    ok: output.ok,
    non2xx: output.non2xx,
    errors: output.errors,
    timeouts: output.timeouts,
    unexpected,
    statusCodes: output.statusCodes,
    failedShare: Math.round(failedShare * 10_000) / 10_000,
    valid: failedShare <= MAX_FAILED_SHARE,
    ratioToCeiling: null,
    poolMisses: input.poolMisses ?? 0,
    notes: input.notes ?? [],
  };
}

/**
 * Server CPU milliseconds per correct answer: the server's cores over the scenario
 * (its warm-up included) divided by its rate. Refused and unexpected answers cost CPU
 * too but are not counted, so this errs on the high side.
 */
export function cpuMsPerRequest(r: ScenarioResult | undefined): number | null {
  if (!r?.cpu || r.perSecond <= 0) return null;
  return Math.round(((r.cpu.serverCores * 1000) / r.perSecond) * 100) / 100;
}
