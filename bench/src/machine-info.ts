import { execFileSync, type ExecFileSyncOptions } from 'node:child_process';
import os from 'node:os';
import { REPO_ROOT } from './repo-paths';

export interface MachineInfo {
  os: string;
  cpuModel: string;
  cpuCount: number;
  totalMemoryGiB: number;
  node: string;
  /** 1, 5 and 15-minute load averages when the run started: a busy machine skews everything. */
  loadAverageAtStart: number[];
}

export function describeMachine(): MachineInfo {
  const cpus = os.cpus();
  return {
    os: `${os.type()} ${os.release()} (${os.arch()})`,
    cpuModel: cpus[0]?.model.trim() ?? 'unknown',
    cpuCount: os.availableParallelism?.() ?? cpus.length,
    totalMemoryGiB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    loadAverageAtStart: os.loadavg().map((l) => Math.round(l * 100) / 100),
  };
}

/**
 * The commit measured (of the checkout the server was built in, `root`), and whether
 * uncommitted changes were measured with it.
 */
export function describeCommit(root: string = REPO_ROOT): {
  commit: string | null;
  dirty: boolean | null;
} {
  try {
    // A build copied out of its checkout has no commit: that is said by null, not on stderr.
    const quiet: ExecFileSyncOptions = { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] };
    const commit = execFileSync('git', ['rev-parse', 'HEAD'], quiet).toString().trim();
    const status = execFileSync(
      'git',
      ['status', '--porcelain', '--', 'apps', 'packages'],
      quiet,
    ).toString();
    return { commit, dirty: status.trim().length > 0 };
  } catch {
    return { commit: null, dirty: null };
  }
}
