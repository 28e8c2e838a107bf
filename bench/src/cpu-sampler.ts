import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { processTree, procStatFields } from '@demonbane/test-support/process-tree';

/** What a scenario cost in CPU: the server's own, and how busy the whole machine was. */
export interface CpuUse {
  /** The server process (every thread: JavaScript, libuv, PGlite's worker, forked servers) in cores. */
  serverCores: number;
  /** The server's busiest thread in cores: near 1, that thread is the limit (JS, or PGlite's). */
  busiestThreadCores: number;
  /** The machine's busy share of all its cores, 0–100 (PostgreSQL and the load generator included). */
  machineBusyPct: number;
}

/** Clock ticks per second of /proc's CPU times (100 on every common Linux). */
const TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** utime + stime (fields 14 and 15) in ticks from a /proc stat file; null when unreadable. */
function statTicks(path: string): number | null {
  const fields = procStatFields(path);
  return fields ? Number(fields[11]) + Number(fields[12]) : null;
}

/** Ticks per thread of a process and the server processes it forked, by pid/tid. */
function threadTicks(pids: readonly number[]): Map<string, number> {
  const ticks = new Map<string, number>();
  for (const pid of pids) {
    try {
      for (const tid of readdirSync(`/proc/${pid}/task`)) {
        const t = statTicks(`/proc/${pid}/task/${tid}/stat`);
        if (t !== null) ticks.set(`${pid}/${tid}`, t);
      }
    } catch {
      // Not Linux, or the process is gone: no threads to report.
    }
  }
  return ticks;
}

/** The machine's busy and total ticks over all cores (idle and iowait are not busy). */
function machineTicks(): { busy: number; total: number } | null {
  try {
    const cpu = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!;
    const t = cpu.trim().split(/\s+/).slice(1, 9).map(Number);
    const total = t.reduce((a, b) => a + b, 0);
    return { busy: total - t[3]! - t[4]!, total };
  } catch {
    return null;
  }
}

/** Starts measuring; stop() gives the CPU used since (null where /proc is missing). */
export function sampleCpu(pid: number): { stop(): CpuUse | null } {
  const started = performance.now();
  const pids = processTree(pid);
  const threads = threadTicks(pids);
  const machine = machineTicks();
  return {
    stop() {
      const seconds = (performance.now() - started) / 1000;
      const threadsNow = threadTicks(processTree(pid));
      const machineNow = machineTicks();
      if (threads.size === 0 || threadsNow.size === 0 || !machine || !machineNow || seconds <= 0) {
        return null;
      }
      const total = machineNow.total - machine.total;
      const cores = (ticks: number) => Math.round((ticks / TICKS / seconds) * 100) / 100;
      let busiest = 0;
      let all = 0;
      for (const [thread, t] of threadsNow) {
        const used = t - (threads.get(thread) ?? 0);
        busiest = Math.max(busiest, used);
        all += used;
      }
      return {
        serverCores: cores(all),
        busiestThreadCores: cores(busiest),
        machineBusyPct:
          total > 0 ? Math.round(((machineNow.busy - machine.busy) / total) * 100) : 0,
      };
    },
  };
}
