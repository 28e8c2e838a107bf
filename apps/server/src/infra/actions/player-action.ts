import { and, eq, sql } from 'drizzle-orm';
import { ErrorStatus, type ErrorCode } from '@demonbane/shared/error-codes';
import {
  KEY_LIFE_SECONDS,
  REFUSAL_LIFE_SECONDS,
  type IdempotencyClass,
} from '@demonbane/shared/idempotency-retention';
import type { Database, Tx } from '../../db/database';
import { idempotencyKeys } from '../../db/schema';
import { fail, ok, Refusal, type Failure, type Result } from './result';
import { journaledSavepoint, journaledTransaction } from '../events/commit-journal';

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

/** A player's `Idempotency-Key` for one request (built by infra/plugins/idempotency.ts). */
export interface IdempotencyClaim {
  userId: string;
  key: string;
  /** Method and route, e.g. `POST /api/shop/purchase`. */
  request: string;
  requestHash: string;
  /** The route's class: how long the first answer is kept. */
  keep: IdempotencyClass;
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
  return retrying(async () => {
    try {
      if (!idempotency) return ok(await journaledTransaction(db, action));
      return await journaledTransaction(db, (tx) => keyedAction(tx, action, idempotency));
    } catch (err) {
      if (err instanceof Refusal) return err.failure;
      throw err;
    }
  });
}

/** Runs `attempt` again (whole transaction) after a deadlock or serialization failure. */
export async function retrying<T>(attempt: () => Promise<T>): Promise<T> {
  for (let n = 1; ; n++) {
    try {
      return await attempt();
    } catch (err) {
      if (n < ATTEMPTS && isRetryable(err)) continue;
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
  const { userId, key, request, requestHash, keep } = claim;
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({ userId, key, request, requestHash, expiresAt: afterNow(KEY_LIFE_SECONDS[keep]) })
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
    .set({
      statusCode: statusOf(result),
      result,
      // A refusal changed nothing: kept only for retries.
      ...(result.ok
        ? {}
        : {
            expiresAt: sql`least(${idempotencyKeys.expiresAt}, ${afterNow(REFUSAL_LIFE_SECONDS)})`,
          }),
    })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return result;
}

/** The HTTP status a stored result answers with. */
export const statusOf = (result: Result<unknown>) => (result.ok ? 200 : ErrorStatus[result.code]);

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
  // A committed row always has its answer: it is written before the claim commits.
  return replayOf(row as StoredKey, claim);
}

/** A key's committed row, as far as answering a repeat needs it. */
export interface StoredKey {
  request: string;
  requestHash: string;
  result: unknown;
}

/** The stored first answer to `claim`'s key, or a 422 when the key served another request. */
export function replayOf<T>(stored: StoredKey, claim: IdempotencyClaim): Result<T> {
  if (stored.request !== claim.request || stored.requestHash !== claim.requestHash) {
    throw new IdempotencyKeyReused();
  }
  claim.replayed = true;
  return stored.result as Result<T>;
}

/** `now()` plus so many seconds, by the database clock (as `created_at`). */
export function afterNow(seconds: number) {
  return sql`now() + make_interval(secs => ${seconds})`;
}

export function refuse(code: ErrorCode, message: string, body?: Failure['body']): never {
  const failure = fail(code, message);
  throw new Refusal(body ? { ...failure, body } : failure);
}
