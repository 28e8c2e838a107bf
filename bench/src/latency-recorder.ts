export interface LatencySummary {
  p50: number;
  p90: number;
  /** Only from exact recordings (autocannon's CLI reports no p95). */
  p95?: number;
  p99: number;
  max: number;
  mean: number;
}

const round2 = (ms: number) => Math.round(ms * 100) / 100;

/**
 * Keeps every latency of a run (a few hundred thousand at most) to give exact
 * percentiles with sub-millisecond precision; autocannon's own histogram counts
 * whole milliseconds, too coarse for a 1 ms health check.
 */
export class LatencyRecorder {
  private values = new Float64Array(4096);
  count = 0;

  record(ms: number): void {
    if (this.count === this.values.length) {
      const grown = new Float64Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.count++] = ms;
  }

  summary(): LatencySummary | null {
    if (this.count === 0) return null;
    const sorted = this.values.slice(0, this.count).sort();
    // Nearest rank: the smallest value with at least p% of the samples at or below it.
    const at = (p: number) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!;
    let total = 0;
    for (const v of sorted) total += v;
    return {
      p50: round2(at(50)),
      p90: round2(at(90)),
      p95: round2(at(95)),
      p99: round2(at(99)),
      max: round2(sorted[sorted.length - 1]!),
      mean: round2(total / sorted.length),
    };
  }
}
