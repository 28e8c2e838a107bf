import type { ErrorCode } from '@demonbane/shared/error-codes';
import type { Database, Tx } from '../db/database';
import { fail, ok, Refusal, type Result } from './result';

/** PostgreSQL errors after which the whole transaction may simply be tried again. */
const RETRYABLE = new Set(['40001', '40P01']); // serialization failure, deadlock detected
const ATTEMPTS = 3;

function isRetryable(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && RETRYABLE.has(code)) return true;
  }
  return false;
}

/**
 * Runs one player action in ONE transaction. The callback refuses with
 * `refuse(...)`, which rolls everything back and returns the failure as a result.
 * A deadlock or serialization failure rolls back and runs the action again.
 */
export async function playerAction<T>(
  db: Database,
  action: (tx: Tx) => Promise<T>,
): Promise<Result<T>> {
  for (let attempt = 1; ; attempt++) {
    try {
      return ok(await db.transaction(action));
    } catch (err) {
      if (err instanceof Refusal) return err.failure;
      if (attempt < ATTEMPTS && isRetryable(err)) continue;
      throw err;
    }
  }
}

export function refuse(code: ErrorCode, message: string): never {
  throw new Refusal(fail(code, message));
}
