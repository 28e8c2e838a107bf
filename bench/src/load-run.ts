import autocannon, { type AutocannonRequest } from 'autocannon';
import { LatencyRecorder, type LatencySummary } from './latency-recorder';

export interface LoadRunOutput {
  /** 2xx answers. */
  ok: number;
  non2xx: number;
  /** Connection errors and timeouts (no answer at all). */
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  /** Measured wall time. */
  seconds: number;
  /** Latency of the 2xx answers only. */
  latencyMs: LatencySummary | null;
}

/** One autocannon run in this process; latencies are taken from every response, exactly. */
export function runLoad(input: {
  url: string;
  connections: number;
  seconds: number;
  requests: AutocannonRequest[];
  /** Stops the run early when it settles (autocannon ends at its next 1 s sample). */
  until?: Promise<unknown>;
}): Promise<LoadRunOutput> {
  const latencies = new LatencyRecorder();
  const statusCodes: Record<string, number> = {};
  let ok = 0;
  let non2xx = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: input.url,
        connections: input.connections,
        duration: input.seconds,
        requests: input.requests,
        timeout: 10,
      },
      (err, result) => {
        if (err) return reject(err);
        resolve({
          ok,
          non2xx,
          errors: result.errors,
          timeouts: result.timeouts,
          statusCodes,
          seconds: result.duration,
          latencyMs: latencies.summary(),
        });
      },
    );
    const stop = () => instance.stop();
    input.until?.then(stop, stop);
    instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
      statusCodes[status] = (statusCodes[status] ?? 0) + 1;
      if (status >= 200 && status < 300) {
        ok++;
        latencies.record(ms);
      } else {
        non2xx++;
      }
    });
  });
}
