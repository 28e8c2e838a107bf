import { sql, type SQL } from 'drizzle-orm';
import type { Database, Tx } from '../../db/database';
import { idempotencyKeys } from '../../db/schema';
import {
  IdempotencyKeyReused,
  keyedAction,
  KeyTaken,
  playerAction,
  storeAnswer,
  type IdempotencyClaim,
  type StoredKey,
} from './player-action';
import { ok, Refusal, type Result } from './result';

/**
 * What an action with a natural key did with the request's Idempotency-Key:
 * - `replay`: it found the key's first answer (in its own row, or by storedKeyOf);
 * - `kept`: it stored the key and the answer in its own row, in the write it makes anyway;
 * - `store`: the helper stores the answer in idempotency_keys, in one statement.
 */
export type KeyedOutcome<T> =
  { kind: 'replay'; result: Result<T> } | { kind: 'kept'; value: T } | { kind: 'store'; value: T };

type NaturalAction<T> = (tx: Tx, claim: IdempotencyClaim | undefined) => Promise<KeyedOutcome<T>>;

/**
 * A player action safe against retries at no cost beyond its own statements: the
 * action locks its own row, finds there (or in idempotency_keys, read in that same
 * statement) whether the key was answered, and keeps the key with its own write.
 * Concurrent requests with one key serialise on the action's row lock, so only the
 * action can make this safe: it must read the key from the row it locks. An action
 * that ends its row stores the answer in idempotency_keys instead; a refusal, or a
 * key another request committed meanwhile, is answered as playerAction answers it.
 */
export async function naturalKeyAction<T>(
  db: Database,
  claim: IdempotencyClaim | undefined,
  action: NaturalAction<T>,
): Promise<Result<T>> {
  if (!claim) return playerAction(db, async (tx) => valueOf(await action(tx, undefined), claim));
  return keyedAction(db, claim, async (tx): Promise<Result<T>> => {
    const outcome = await action(tx, claim);
    if (outcome.kind === 'replay') return replayed(outcome.result, claim);
    if (outcome.kind === 'store' && !(await storeAnswer(tx, claim, ok(outcome.value)))) {
      throw new KeyTaken();
    }
    return ok(outcome.value);
  });
}

function replayed<T>(result: Result<T>, claim: IdempotencyClaim): Result<T> {
  claim.replayed = true;
  return result;
}

/** An outcome as playerAction needs it: a value, or a refusal thrown. */
function valueOf<T>(outcome: KeyedOutcome<T>, claim: IdempotencyClaim | undefined): T {
  if (outcome.kind !== 'replay') return outcome.value;
  const result = claim ? replayed(outcome.result, claim) : outcome.result;
  if (!result.ok) throw new Refusal(result);
  return result.value;
}

/**
 * The key's committed answer as a JSON column for the action's own locked read, so
 * that looking costs no round trip; NULL when there is none. A row still being
 * claimed (no status yet) by an older server is not an answer yet.
 */
export function storedKeyColumn(claim: IdempotencyClaim | undefined): SQL<StoredKey | null> {
  if (!claim) return sql<null>`NULL::json`;
  return sql<StoredKey | null>`(
    SELECT json_build_object('request', ${idempotencyKeys.request},
      'requestHash', ${idempotencyKeys.requestHash}, 'result', ${idempotencyKeys.result})
    FROM ${idempotencyKeys}
    WHERE ${idempotencyKeys.userId} = ${claim.userId} AND ${idempotencyKeys.key} = ${claim.key}
      AND ${idempotencyKeys.statusCode} IS NOT NULL)`;
}

/** What an action's own row keeps of the request its key answered: route and body hash. */
export const requestOf = (claim: IdempotencyClaim) => `${claim.request} ${claim.requestHash}`;

/**
 * The action's row kept `key` for `request` (requestOf) with `answer`: the replay when
 * it is this claim's key (422 when it served another request), else undefined.
 */
export function rowReplay<T>(
  claim: IdempotencyClaim | undefined,
  row: { key: string | null; request: string | null; answer: unknown },
): Result<T> | undefined {
  if (!claim || row.key !== claim.key) return undefined;
  if (row.request !== requestOf(claim)) throw new IdempotencyKeyReused();
  return replayed(ok(row.answer as T), claim);
}
