import { sql } from 'drizzle-orm';
import { KEYS_KEPT_PER_PLAYER } from '@demonbane/shared/idempotency-retention';
import { queryRows, type Database } from '../../db/database';

/** Rows deleted per statement: a sweep after a long pause never holds one huge delete. */
const SWEEP_BATCH = 5000;
/**
 * Players with a key this recent are checked for more than their window: a player can
 * only outgrow it by making keys, and those who made theirs earlier were checked by the
 * earlier passes (a few minutes: a pass or two may fail without anyone being missed).
 */
const WINDOW_LOOKBACK = sql`interval '3 minutes'`;

/**
 * The minute sweep: forgets keys past their life (KEY_LIFE_SECONDS by the route's
 * class, REFUSAL_LIFE_SECONDS for a refusal) and each player's keys older than their
 * newest KEYS_KEPT_PER_PLAYER. Safe on several servers at once: rows another sweep is
 * deleting are skipped (SKIP LOCKED), never waited for. Cheap on a large table: the
 * lives read the `expires_at` index, and the window looks only at players who made a
 * key lately (the `created_at` index), each through a short backward scan of their own
 * `(user_id, created_at, key)` index range.
 * Returns how many keys were forgotten.
 */
export async function forgetOldIdempotencyKeys(db: Database): Promise<number> {
  let forgotten = 0;
  for (const batch of [expiredKeys, keysBeyondWindow]) {
    for (;;) {
      const gone = await queryRows<{ n: number }>(
        db,
        sql`WITH gone AS (
              DELETE FROM idempotency_keys WHERE (user_id, key) IN (${batch()})
              RETURNING 1
            ) SELECT count(*)::int AS n FROM gone`,
      );
      const n = gone[0]?.n ?? 0;
      forgotten += n;
      if (n < SWEEP_BATCH) break;
    }
  }
  return forgotten;
}

function expiredKeys() {
  return sql`SELECT user_id, key FROM idempotency_keys
               WHERE expires_at < now()
               ORDER BY expires_at
               LIMIT ${SWEEP_BATCH}
               FOR UPDATE SKIP LOCKED`;
}

function keysBeyondWindow() {
  return sql`SELECT k.user_id, k.key
               FROM (SELECT DISTINCT user_id FROM idempotency_keys
                      WHERE created_at > now() - ${WINDOW_LOOKBACK}) recent
               CROSS JOIN LATERAL (
                 SELECT created_at, key FROM idempotency_keys w
                  WHERE w.user_id = recent.user_id
                  ORDER BY created_at DESC, key DESC
                 OFFSET ${KEYS_KEPT_PER_PLAYER} LIMIT 1
               ) last_out
               JOIN idempotency_keys k ON k.user_id = recent.user_id
                AND (k.created_at, k.key) <= (last_out.created_at, last_out.key)
              LIMIT ${SWEEP_BATCH}
              FOR UPDATE OF k SKIP LOCKED`;
}
