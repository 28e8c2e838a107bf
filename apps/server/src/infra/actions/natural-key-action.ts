import { sql, type SQL } from 'drizzle-orm';
import type { Database, Tx } from '../../db/database';
import {
  IdempotencyKeyReused,
  keyedAction,
  KeyTaken,
  keyAnswers,
  playerAction,
  storeAnswer,
  type IdempotencyClaim,
  type StoredKey,
} from './player-action';
import { ok, type Result } from './result';

/**
 * What an action with a natural key did with the request's Idempotency-Key:
 * - `replay`: it found the key's first answer (in its own row, or by storedKeyOf), and
 *   marked the claim replayed (replayOf, rowReplay);
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
  if (!claim) return playerAction(db, async (tx) => valueOf(await action(tx, undefined)));
  return keyedAction(db, claim, async (tx): Promise<Result<T>> => {
    const outcome = await action(tx, claim);
    if (outcome.kind === 'replay') return outcome.result;
    if (outcome.kind === 'store' && !(await storeAnswer(tx, claim, ok(outcome.value)))) {
      throw new KeyTaken();
    }
    return ok(outcome.value);
  });
}

/** An outcome without a key, as playerAction needs it (a replay needs a key). */
function valueOf<T>(outcome: KeyedOutcome<T>): T {
  if (outcome.kind === 'replay') throw new Error('A replay without an Idempotency-Key.');
  return outcome.value;
}

/**
 * The key's committed answer (keyAnswers) as a JSON column for the action's own locked
 * read, so that looking costs no round trip; NULL when there is none.
 */
export function storedKeyColumn(claim: IdempotencyClaim | undefined): SQL<StoredKey | null> {
  if (!claim) return sql<null>`NULL::json`;
  return sql<StoredKey | null>`(SELECT row_to_json(k) FROM (${keyAnswers(claim)} LIMIT 1) k)`;
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
  claim.replayed = true;
  return ok(row.answer as T);
}
