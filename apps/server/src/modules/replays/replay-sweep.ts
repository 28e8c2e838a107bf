import { sql } from 'drizzle-orm';
import { REPLAY_DAYS } from '@demonbane/game/battle/replay';
import { queryRows, type Database } from '../../db/database';

/** Rows deleted per statement: a sweep after a long pause never holds one huge delete. */
const SWEEP_BATCH = 5000;

/**
 * The minute sweep: forgets replays older than REPLAY_DAYS, oldest first through the
 * `created_at` index, in batches. Safe on several servers at once: rows another sweep
 * is deleting are skipped (SKIP LOCKED), never waited for. An arena fight keeps its row
 * and loses its link (replay_id set null). Returns how many replays went.
 */
export async function forgetOldReplays(db: Database, now: Date): Promise<number> {
  const before = new Date(now.getTime() - REPLAY_DAYS * 24 * 60 * 60 * 1000).toISOString();
  let forgotten = 0;
  for (;;) {
    const gone = await queryRows<{ n: number }>(
      db,
      sql`WITH gone AS (
            DELETE FROM replays WHERE id IN (
              SELECT id FROM replays WHERE created_at < ${before}::timestamptz
               ORDER BY created_at LIMIT ${SWEEP_BATCH} FOR UPDATE SKIP LOCKED)
            RETURNING 1
          ) SELECT count(*)::int AS n FROM gone`,
    );
    const n = gone[0]?.n ?? 0;
    forgotten += n;
    if (n < SWEEP_BATCH) return forgotten;
  }
}
