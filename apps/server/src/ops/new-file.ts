import { existsSync, renameSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import type { OperationResult } from './operation';

/**
 * Makes `out` through a temporary file beside it, renamed only when `produce`
 * succeeded: a failed or interrupted backup never leaves a file that looks whole.
 * An existing file is never replaced.
 */
export async function toNewFile(
  out: string,
  produce: (path: string) => Promise<OperationResult>,
): Promise<OperationResult> {
  if (existsSync(out)) return { ok: false, message: `${out} already exists: choose a new name.` };
  if (!existsSync(dirname(out))) return { ok: false, message: `${dirname(out)} does not exist.` };
  const partial = `${out}.partial-${process.pid}`;
  try {
    const result = await produce(partial);
    if (result.ok) renameSync(partial, out);
    return result;
  } finally {
    rmSync(partial, { force: true });
  }
}
