import { sql } from 'drizzle-orm';
import { jobById, type JobId } from '@demonbane/game/jobs';
import { jobStatsAt } from '@demonbane/game/hero-stats';
import { queryRows, type Database } from '../../apps/server/src/db/database';
import type { StartingJob } from './hero-setup';

/**
 * Each starting job's evolution with lifesteal: at level 50 against a floor-1 imp
 * (which can only ever hit for 1), the hero heals more per round than it loses,
 * so it never falls and every measured attack is an ongoing round.
 */
const EVOLUTION: Record<StartingJob, JobId> = { warrior: 'paladin', magician: 'warlock' };
const LEVEL = 50;
/** Enough for every purchase and buy of a run (prices are 40 and 500 gold). */
export const BENCH_GOLD = 1_000_000_000;
/** Near the int4 limit: ~10 million rounds of a level-50 hero's hits. */
const MONSTER_HP = 2_000_000_000;

async function execCount(db: Database, query: ReturnType<typeof sql>): Promise<number> {
  const rows = await queryRows<{ n: number }>(db, query);
  return Number(rows[0]?.n ?? 0);
}

/**
 * Setup shortcuts written straight to the database, after the heroes were made
 * through the API: what a long play session would have given them. The gold grant
 * goes through the ledger like any other change of a balance.
 */
export async function applySetupShortcuts(db: Database, heroCount: number): Promise<void> {
  let promoted = 0;
  for (const [from, to] of Object.entries(EVOLUTION)) {
    const maxHp = jobStatsAt(jobById(to), LEVEL).hp;
    promoted += await execCount(
      db,
      sql`WITH updated AS (
            UPDATE heroes SET job_id = ${to}, level = ${LEVEL}, xp = 0, hp = ${maxHp},
              hp_updated_at = now(), updated_at = now()
            WHERE job_id = ${from} RETURNING 1)
          SELECT count(*)::int AS n FROM updated`,
    );
  }
  await db.execute(
    sql`INSERT INTO currency_ledger (user_id, currency, delta, kind, reason)
        SELECT user_id, 'gold', ${BENCH_GOLD} - gold, 'grant', 'bench setup: gold'
        FROM heroes WHERE gold <> ${BENCH_GOLD}`,
  );
  await db.execute(sql`UPDATE heroes SET gold = ${BENCH_GOLD}, updated_at = now()`);
  const battles = await execCount(
    db,
    sql`WITH updated AS (
          UPDATE battles SET monster_hp = ${MONSTER_HP} WHERE kind = 'hunt' RETURNING 1)
        SELECT count(*)::int AS n FROM updated`,
  );
  if (promoted !== heroCount || battles !== heroCount) {
    throw new Error(
      `Setup shortcuts touched ${promoted} heroes and ${battles} battles, expected ${heroCount} each.`,
    );
  }
}
