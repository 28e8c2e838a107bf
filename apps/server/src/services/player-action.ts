import { and, eq, gte, lt, or, sql } from 'drizzle-orm';
import { ErrorStatus, type ErrorCode } from '@demonbane/shared/error-codes';
import type { Database, Tx } from '../db/database';
import { idempotencyKeys } from '../db/schema';
import { fail, ok, Refusal, type Result } from './result';
import { journaledSavepoint, journaledTransaction } from './commit-journal';

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

/** A player's `Idempotency-Key` for one request (built by plugins/idempotency.ts). */
export interface IdempotencyClaim {
  userId: string;
  key: string;
  /** Method and route, e.g. `POST /api/shop/purchase`. */
  request: string;
  requestHash: string;
  /** Set by playerAction when the answer is the key's stored first answer. */
  replayed?: boolean;
}

/** The key was first used for another route or body: a 422, never a replay. */
export class IdempotencyKeyReused extends Error {
  // The error handler answers any 4xx error with its status and `{ message }`.
  readonly statusCode = 422;
  constructor() {
    super('Idempotency-Key was already used for a different request.');
  }
}

type Action<T> = (tx: Tx) => Promise<T>;

/**
 * Runs one player action in ONE transaction. The callback refuses with
 * `refuse(...)`, which rolls everything back and returns the failure as a result.
 * A deadlock or serialization failure rolls back and runs the action again.
 * With an idempotency claim, the key is claimed and answered in that same
 * transaction (see keyedAction); without one (no header) nothing changes.
 */
export function playerAction<T>(db: Database, action: Action<T>): Promise<Result<T>>;
export function playerAction<T>(
  db: Database,
  idempotency: IdempotencyClaim | undefined,
  action: Action<T>,
): Promise<Result<T>>;
export async function playerAction<T>(
  db: Database,
  ...args: [Action<T>] | [IdempotencyClaim | undefined, Action<T>]
): Promise<Result<T>> {
  const [idempotency, action] = args.length === 1 ? [undefined, args[0]] : args;
  for (let attempt = 1; ; attempt++) {
    try {
      if (!idempotency) return ok(await journaledTransaction(db, action));
      return await journaledTransaction(db, (tx) => keyedAction(tx, action, idempotency));
    } catch (err) {
      if (err instanceof Refusal) return err.failure;
      if (attempt < ATTEMPTS && isRetryable(err)) continue;
      throw err;
    }
  }
}

/**
 * Claims the key before acting: a concurrent request with the same key, on any
 * server, blocks on the primary key until this transaction ends, then finds the
 * stored answer (or, after a rollback, claims the key itself). The action runs
 * under a savepoint so that a refusal undoes only the action and is stored like a
 * success: either way the first answer is committed together with its effect.
 */
async function keyedAction<T>(
  tx: Tx,
  action: Action<T>,
  claim: IdempotencyClaim,
): Promise<Result<T>> {
  const { userId, key, request, requestHash } = claim;
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({ userId, key, request, requestHash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed.length === 0) return storedAnswer(tx, action, claim);

  let result: Result<T>;
  try {
    result = ok(await journaledSavepoint(tx, action));
  } catch (err) {
    if (!(err instanceof Refusal)) throw err;
    result = err.failure;
  }
  await tx
    .update(idempotencyKeys)
    .set({ statusCode: result.ok ? 200 : ErrorStatus[result.code], result })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return result;
}

async function storedAnswer<T>(
  tx: Tx,
  action: Action<T>,
  claim: IdempotencyClaim,
): Promise<Result<T>> {
  const [row] = await tx
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key)));
  // Gone between the two statements: the sweep removed an expired key, so claim it afresh.
  if (!row) return keyedAction(tx, action, claim);
  if (row.request !== claim.request || row.requestHash !== claim.requestHash) {
    throw new IdempotencyKeyReused();
  }
  // A committed row always has its answer: it is written before the claim commits.
  claim.replayed = true;
  return row.result as Result<T>;
}

/**
 * The minute sweep: answers are kept 24 hours, refusals only 5 minutes (long
 * enough for a client's retries; a flood of refused calls leaves nothing behind
 * for long). Returns how many keys were forgotten.
 */
export async function forgetOldIdempotencyKeys(db: Database): Promise<number> {
  const gone = await db
    .delete(idempotencyKeys)
    .where(
      or(
        lt(idempotencyKeys.createdAt, sql`now() - interval '24 hours'`),
        and(
          gte(idempotencyKeys.statusCode, 400),
          lt(idempotencyKeys.createdAt, sql`now() - interval '5 minutes'`),
        ),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  return gone.length;
}

export function refuse(code: ErrorCode, message: string): never {
  throw new Refusal(fail(code, message));
}
