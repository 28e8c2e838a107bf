import type { ErrorCode } from '@demonbane/shared/error-codes';
import type { Database, Tx } from '../db/database';
import { fail, ok, Refusal, type Result } from './result';

/**
 * Runs one player action in ONE transaction. The callback refuses with
 * `refuse(...)`, which rolls everything back and returns the failure as a result.
 */
export async function playerAction<T>(
  db: Database,
  action: (tx: Tx) => Promise<T>,
): Promise<Result<T>> {
  try {
    return ok(await db.transaction(action));
  } catch (err) {
    if (err instanceof Refusal) return err.failure;
    throw err;
  }
}

export function refuse(code: ErrorCode, message: string): never {
  throw new Refusal(fail(code, message));
}
