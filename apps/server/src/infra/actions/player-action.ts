import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { ErrorStatus, type ErrorCode } from '@demonbane/shared/error-codes';
import {
  KEY_LIFE_SECONDS,
  REFUSAL_LIFE_SECONDS,
  type IdempotencyClass,
} from '@demonbane/shared/idempotency-retention';
import { queryRows, type Database, type Queryable, type Tx } from '../../db/database';
import { currencyLedger, idempotencyKeys } from '../../db/schema';
import { fail, ok, Refusal, type Failure, type Result } from './result';
import { journaledTransaction } from '../events/commit-journal';

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
 * With an idempotency claim, the answer is stored under the key in that same
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
  if (idempotency) {
    return keyedAction(db, idempotency, async (tx) => {
      const result = ok(await action(tx));
      if (!(await storeAnswer(tx, idempotency, result))) throw new KeyTaken();
      return result;
    });
  }
  return retrying(async () => {
    try {
      return ok(await journaledTransaction(db, action));
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

/** Another request committed this key first: the work done meanwhile must roll back. */
export class KeyTaken extends Error {}

/**
 * Acts first and stores the answer under the key last, in the action's transaction
 * (`attempt` does both, throwing KeyTaken when the key is already there):
 * one statement more than without a key (BEGIN, the action, INSERT, COMMIT). A
 * concurrent request with the same key waits on the key's primary key at that insert
 * until this one commits, finds the key taken, rolls back everything it did and
 * answers with the stored first answer; a repeat after the commit does the same. So a
 * key has one answer and one effect on any number of servers. A refusal rolls the
 * action back and is stored on its own, so a retry answers it too; should another
 * request have stored an answer meanwhile, that one is every request's answer.
 */
export async function keyedAction<T>(
  db: Database,
  claim: IdempotencyClaim,
  attempt: (tx: Tx) => Promise<Result<T>>,
): Promise<Result<T>> {
  for (;;) {
    let answer: Result<T> | undefined;
    try {
      answer = await retrying(() => journaledTransaction(db, attempt));
    } catch (err) {
      if (err instanceof Refusal) answer = await storeRefusal(db, claim, err.failure);
      else if (!(err instanceof KeyTaken)) throw err;
    }
    if (answer) return answer;
    const stored = await storedKeyOf(db, claim);
    if (stored) return replayOf(stored, claim);
    // Swept between the two statements (it had expired): act afresh.
  }
}

/** A refusal under the key, or the answer another request stored under it meanwhile. */
async function storeRefusal<T>(
  db: Database,
  claim: IdempotencyClaim,
  failure: Failure,
): Promise<Result<T> | undefined> {
  return retrying(() =>
    journaledTransaction(db, async (tx) => {
      if (await storeAnswer(tx, claim, failure)) return failure;
      const stored = await storedKeyOf(tx, claim);
      return stored && replayOf<T>(stored, claim);
    }),
  );
}

/**
 * The answer under the key in ONE insert. False when the key is already there: a
 * concurrent request with it committed first (the insert waits for it), so the
 * caller rolls back rather than answer twice; or a purchase kept it on its ledger
 * row (keyAnswers). A refusal changed nothing: it is kept only for retries.
 */
export async function storeAnswer(tx: Tx, claim: IdempotencyClaim, result: Result<unknown>) {
  const { userId, key, request, requestHash, keep } = claim;
  const life = result.ok ? KEY_LIFE_SECONDS[keep] : REFUSAL_LIFE_SECONDS;
  const stored = await queryRows<{ key: string }>(
    tx,
    sql`INSERT INTO ${idempotencyKeys}
        (user_id, key, request, request_hash, status_code, result, expires_at)
      SELECT ${userId}::uuid, ${key}::text, ${request}::text, ${requestHash}::text,
        ${statusOf(result)}::int, ${JSON.stringify(result)}::jsonb, ${afterNow(life)}
      WHERE NOT EXISTS (${keyAnswers(claim)})
      ON CONFLICT DO NOTHING
      RETURNING key`,
  );
  return stored.length > 0;
}

/** The HTTP status a stored result answers with. */
export const statusOf = (result: Result<unknown>) => (result.ok ? 200 : ErrorStatus[result.code]);

/** The key's committed answer (keyAnswers), read on its own. */
export async function storedKeyOf(
  db: Queryable,
  claim: IdempotencyClaim,
): Promise<StoredKey | undefined> {
  const [row] = await queryRows<StoredKey>(db, sql`${keyAnswers(claim)} LIMIT 1`);
  return row;
}

/**
 * The key's committed answer wherever it is kept, as StoredKey rows: in idempotency_keys
 * (a row without a status is a claim an older server still holds open, not an answer
 * yet), or on the ledger row of the purchase that kept it (ADR 0016), whose answer is
 * a success. A key is stored in one place only, so there is at most one row.
 */
export function keyAnswers(claim: IdempotencyClaim): SQL {
  const { userId, key } = claim;
  return sql`SELECT ${idempotencyKeys.request} AS request,
      ${idempotencyKeys.requestHash} AS "requestHash", ${idempotencyKeys.result} AS result
    FROM ${idempotencyKeys}
    WHERE ${and(
      eq(idempotencyKeys.userId, userId),
      eq(idempotencyKeys.key, key),
      isNotNull(idempotencyKeys.statusCode),
    )}
    UNION ALL
    SELECT ${currencyLedger.request}, ${currencyLedger.requestHash},
      jsonb_build_object('ok', true, 'value', ${currencyLedger.answer})
    FROM ${currencyLedger}
    WHERE ${and(eq(currencyLedger.userId, userId), eq(currencyLedger.idempotencyKey, key))}`;
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
