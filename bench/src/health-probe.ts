import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import type { LoadRunOutput } from './load-run';

interface CliResult {
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  '2xx': number;
  statusCodeStats: Record<string, { count: number }>;
  latency: { p50: number; p90: number; p99: number; max: number; mean: number };
}

/**
 * A light GET /api/health load in its own process (the autocannon CLI): run in
 * the harness, its latencies would include the event-loop delays of the heavy load
 * generated next to it. autocannon's CLI reports whole milliseconds.
 */
export function runHealthProbe(input: {
  url: string;
  connections: number;
  seconds: number;
  /** Requests per second in all (autocannon's --overallRate); unthrottled when absent. */
  rate?: number;
}): Promise<LoadRunOutput> {
  const cli = createRequire(import.meta.url).resolve('autocannon');
  const args = [
    cli,
    '--json',
    '--connections',
    String(input.connections),
    '--duration',
    String(input.seconds),
    ...(input.rate === undefined ? [] : ['--overallRate', String(input.rate)]),
    `${input.url}/api/health`,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      const line = stdout.trim().split('\n').pop() ?? '';
      if (code !== 0 || !line.startsWith('{')) {
        reject(new Error(`The health probe failed (exit ${code}): ${stderr || stdout}`));
        return;
      }
      const r = JSON.parse(line) as CliResult;
      const statusCodes = Object.fromEntries(
        Object.entries(r.statusCodeStats).map(([code, s]) => [code, s.count]),
      );
      resolve({
        ok: r['2xx'],
        non2xx: r.non2xx,
        errors: r.errors,
        timeouts: r.timeouts,
        statusCodes,
        seconds: r.duration,
        // autocannon reports zeros when nothing was answered: that is no latency at all.
        latencyMs:
          r['2xx'] === 0
            ? null
            : {
                p50: r.latency.p50,
                p90: r.latency.p90,
                p99: r.latency.p99,
                max: r.latency.max,
                mean: r.latency.mean,
              },
      });
    });
  });
}
