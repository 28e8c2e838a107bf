import { readFileSync } from 'node:fs';

/**
 * The process's soft limit on open files, from /proc/self/limits (Linux); undefined
 * where it cannot be read (other systems) or is unlimited.
 */
export function openFileSoftLimit(
  read: () => string = () => readFileSync('/proc/self/limits', 'utf8'),
): number | undefined {
  let text: string;
  try {
    text = read();
  } catch {
    return undefined;
  }
  const line = text.split('\n').find((l) => l.startsWith('Max open files'));
  const soft = line?.slice('Max open files'.length).trim().split(/\s+/)[0];
  return soft && /^\d+$/.test(soft) ? Number(soft) : undefined;
}

/**
 * The most event streams this process holds at once: the configured number, but never
 * more than half the open-file limit, so that the database, logins and health checks
 * always find a descriptor (each stream holds a socket for as long as it is open).
 */
export function streamCeiling(configured: number, softLimit: number | undefined): number {
  if (softLimit === undefined) return configured;
  return Math.max(1, Math.min(configured, Math.floor(softLimit / 2)));
}
