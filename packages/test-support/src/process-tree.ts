import { readdirSync, readFileSync } from 'node:fs';

/**
 * A process and its children (the server processes WEB_CONCURRENCY forks), from /proc;
 * just the process where /proc is missing. Used by the bench's samplers and the chaos suite.
 */
export function processTree(pid: number): number[] {
  return [pid, ...childrenOf(pid)];
}

/**
 * The fields of a /proc stat file (`/proc/<pid>/stat`, or a thread's) from field 3
 * (state) on, so that field n is at index n - 3; null when it cannot be read. The command
 * name before them may hold spaces and parentheses: the fields start after the last ')'.
 */
export function procStatFields(path: string): string[] | null {
  try {
    const stat = readFileSync(path, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** The pids whose parent is `pid`, in ascending order. */
export function childrenOf(pid: number): number[] {
  const tree: number[] = [];
  try {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      // Field 4, the parent; a process gone between the listing and the read has none.
      const ppid = procStatFields(`/proc/${entry}/stat`)?.[1];
      if (ppid !== undefined && Number(ppid) === pid) tree.push(Number(entry));
    }
  } catch {
    // Not Linux.
  }
  return tree.sort((a, b) => a - b);
}
