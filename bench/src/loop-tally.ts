import { performance } from 'node:perf_hooks';
import { LatencyRecorder } from './latency-recorder';

/**
 * correct: a 2xx that parsed with the route's shared schema and matched what the bot
 * expected; refused: a refusal the game legitimately gives (e.g. 409 not enough gold);
 * unexpected: anything else (5xx, a schema mismatch, a state the bot did not expect, no answer).
 */
export type Outcome = 'correct' | 'refused' | 'unexpected';

export interface ActionCounts {
  correct: number;
  refused: number;
  unexpected: number;
}

const KEPT_EXAMPLES = 5;

/** A turn: one battle round, the answer a player waits on after clicking Attack. */
export const TURN_ACTIONS: ReadonlySet<string> = new Set(['hunt-attack', 'explore-attack']);

/**
 * Counts the loop's answers per action within the measured window only: an answer
 * counts when its request was sent after the window opened and answered before it
 * closed, so the warm-up and the requests still in flight at the end are left out.
 */
export class LoopTally {
  private windowStart = Number.POSITIVE_INFINITY;
  private windowEnd = Number.POSITIVE_INFINITY;
  readonly actions: Record<string, ActionCounts> = {};
  readonly statusCodes: Record<string, number> = {};
  readonly latencies = new LatencyRecorder();
  /** Of the correct turns only (TURN_ACTIONS). */
  readonly turnLatencies = new LatencyRecorder();
  /** The first few unexpected answers, to say what went wrong. */
  readonly examples: string[] = [];

  open(seconds: number): void {
    this.windowStart = performance.now();
    this.windowEnd = this.windowStart + seconds * 1000;
  }

  /** Seconds the window was open, once it has closed. */
  get seconds(): number {
    return (this.windowEnd - this.windowStart) / 1000;
  }

  record(
    action: string,
    outcome: Outcome,
    sentAt: number,
    ms: number,
    status: number | null,
    detail?: string,
  ): void {
    if (sentAt < this.windowStart || sentAt + ms > this.windowEnd) return;
    const counts = (this.actions[action] ??= { correct: 0, refused: 0, unexpected: 0 });
    counts[outcome]++;
    const code = status === null ? 'no answer' : String(status);
    this.statusCodes[code] = (this.statusCodes[code] ?? 0) + 1;
    if (outcome === 'correct') {
      this.latencies.record(ms);
      if (TURN_ACTIONS.has(action)) this.turnLatencies.record(ms);
    }
    if (outcome === 'unexpected' && this.examples.length < KEPT_EXAMPLES) {
      this.examples.push(`${action}: ${code} ${detail ?? ''}`.slice(0, 300));
    }
  }

  totals(): ActionCounts {
    const sum: ActionCounts = { correct: 0, refused: 0, unexpected: 0 };
    for (const c of Object.values(this.actions)) {
      sum.correct += c.correct;
      sum.refused += c.refused;
      sum.unexpected += c.unexpected;
    }
    return sum;
  }
}
