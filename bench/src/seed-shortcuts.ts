import { sql } from 'drizzle-orm';
import { jobById, type JobId } from '@demonbane/game/jobs';
import { jobStatsAt } from '@demonbane/game/hero-stats';
import { queryRows, type Database } from '../../apps/server/src/db/database';
import type { BenchHero, StartingJob } from './hero-setup';

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
/**
 * The player loop's heroes get this much gold (through the ledger) and nothing else:
 * at full speed a bot draws, forges and buys far more often than a starting purse
 * (1,500 gold) allows, and a loop of "not enough gold" refusals would measure nothing.
 */
export const LOOP_GOLD = 1_000_000;

/** A uuid[] literal for the heroes' ids (ids come from the server: UUIDs, nothing to escape). */
const idArray = (heroes: readonly BenchHero[]) => `{${heroes.map((h) => h.userId).join(',')}}`;

async function execCount(db: Database, query: ReturnType<typeof sql>): Promise<number> {
  const rows = await queryRows<{ n: number }>(db, query);
  return Number(rows[0]?.n ?? 0);
}

/**
 * Setup shortcuts written straight to the database, after the heroes were made
 * through the API: what a long play session would have given them. The gold grant
 * goes through the ledger like any other change of a balance.
 */
export async function applySetupShortcuts(
  db: Database,
  heroes: readonly BenchHero[],
): Promise<void> {
  // Only the best-case heroes: the player loop's heroes (made in the same setup) stay as
  // the API made them.
  const ids = idArray(heroes);
  const heroCount = heroes.length;
  let promoted = 0;
  for (const [from, to] of Object.entries(EVOLUTION)) {
    const maxHp = jobStatsAt(jobById(to), LEVEL).hp;
    promoted += await execCount(
      db,
      sql`WITH updated AS (
            UPDATE heroes SET job_id = ${to}, level = ${LEVEL}, xp = 0, hp = ${maxHp},
              hp_updated_at = now(), updated_at = now()
            WHERE job_id = ${from} AND user_id = ANY(${ids}::uuid[]) RETURNING 1)
          SELECT count(*)::int AS n FROM updated`,
    );
  }
  await db.execute(
    sql`INSERT INTO currency_ledger (user_id, currency, delta, kind, reason)
        SELECT user_id, 'gold', ${BENCH_GOLD} - gold, 'grant', 'bench setup: gold'
        FROM heroes WHERE gold <> ${BENCH_GOLD} AND user_id = ANY(${ids}::uuid[])`,
  );
  await db.execute(
    sql`UPDATE heroes SET gold = ${BENCH_GOLD}, updated_at = now() WHERE user_id = ANY(${ids}::uuid[])`,
  );
  const battles = await execCount(
    db,
    sql`WITH updated AS (
          UPDATE battles SET monster_hp = ${MONSTER_HP}
          WHERE kind = 'hunt' AND user_id = ANY(${ids}::uuid[]) RETURNING 1)
        SELECT count(*)::int AS n FROM updated`,
  );
  if (promoted !== heroCount || battles !== heroCount) {
    throw new Error(
      `Setup shortcuts touched ${promoted} heroes and ${battles} battles, expected ${heroCount} each.`,
    );
  }
}

/** The loop heroes' gold, granted through the ledger like the best-case heroes' (and nothing more). */
export async function grantLoopGold(db: Database, heroes: readonly BenchHero[]): Promise<void> {
  if (heroes.length === 0) return;
  const ids = idArray(heroes);
  await db.execute(
    sql`INSERT INTO currency_ledger (user_id, currency, delta, kind, reason)
        SELECT user_id, 'gold', ${LOOP_GOLD} - gold, 'grant', 'bench setup: player loop gold'
        FROM heroes WHERE gold <> ${LOOP_GOLD} AND user_id = ANY(${ids}::uuid[])`,
  );
  const granted = await execCount(
    db,
    sql`WITH updated AS (
          UPDATE heroes SET gold = ${LOOP_GOLD}, updated_at = now()
          WHERE user_id = ANY(${ids}::uuid[]) RETURNING 1)
        SELECT count(*)::int AS n FROM updated`,
  );
  if (granted !== heroes.length) {
    throw new Error(`Loop gold reached ${granted} heroes, expected ${heroes.length}.`);
  }
}
