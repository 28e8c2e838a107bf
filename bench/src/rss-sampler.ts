import { readFileSync } from 'node:fs';
import { processTree } from '@demonbane/test-support/process-tree';

const KIB_PER_MIB = 1024;
/** Often enough to catch a scenario's peak; a /proc read costs microseconds. */
const SAMPLE_EVERY_MS = 100;

/**
 * The server's resident memory in MiB, from /proc/<pid>/status (VmRSS, in kB): the
 * server process with its PGlite worker thread and any server processes it forked
 * (WEB_CONCURRENCY), not PostgreSQL's own processes. null where /proc is missing (not
 * Linux) or the process is gone.
 */
export function readRssMiB(pid: number): number | null {
  const own = vmRssKiB(pid);
  if (own === null) return null;
  const children = processTree(pid).slice(1);
  const kib = children.reduce((sum, child) => sum + (vmRssKiB(child) ?? 0), own);
  return Math.round((kib / KIB_PER_MIB) * 10) / 10;
}

function vmRssKiB(pid: number): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/** Samples a process's RSS until stopped; stop() gives the highest sample (null if none). */
export function sampleRss(pid: number): { stop(): number | null } {
  let max: number | null = null;
  const sample = () => {
    const rss = readRssMiB(pid);
    if (rss !== null && (max === null || rss > max)) max = rss;
  };
  sample();
  const timer = setInterval(sample, SAMPLE_EVERY_MS);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return max;
    },
  };
}

/** RSS after a pause, so what a scenario left behind is read once its requests are done. */
export async function rssAfter(pid: number, ms: number): Promise<number | null> {
  await new Promise((r) => setTimeout(r, ms));
  return readRssMiB(pid);
}
