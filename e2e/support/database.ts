import pg from 'pg';
import { inject } from 'vitest';

/*
 * Test set-up straight into the e2e server's PostgreSQL database, for states a
 * fresh player cannot reach quickly (three copies of one piece to combine, a tower
 * climbed). It writes what the game's own rules would. No server backdoor.
 */

/** One connection for `run`, closed after. */
async function withDatabase<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** An inventory stack: `qty` copies of one piece at one rarity. */
export async function givePieces(username: string, itemId: string, rarity: string, qty: number) {
  const { rowCount } = await withDatabase((client) =>
    client.query(
      `INSERT INTO hero_equipment (user_id, item_id, rarity, qty)
       SELECT id, $2, $3, $4 FROM users WHERE lower(username) = lower($1)
       ON CONFLICT (user_id, item_id, rarity) DO UPDATE SET qty = hero_equipment.qty + EXCLUDED.qty`,
      [username, itemId, rarity, qty],
    ),
  );
  if (rowCount !== 1) throw new Error(`no player named ${username}`);
}

/**
 * The tower as if the hero had cleared floors 1 to `highest`: the floor above opens
 * (a boss on floor 5 when `highest` is 4). What winning those fights would record.
 */
export async function clearHuntFloors(username: string, highest: number) {
  const { rowCount } = await withDatabase((client) =>
    client.query(
      `INSERT INTO hunt_progress (user_id, highest_floor, highest_reached_at)
       SELECT id, $2, now() FROM users WHERE lower(username) = lower($1)
       ON CONFLICT (user_id) DO UPDATE SET highest_floor = EXCLUDED.highest_floor,
         highest_reached_at = EXCLUDED.highest_reached_at`,
      [username, highest],
    ),
  );
  if (rowCount !== 1) throw new Error(`no player named ${username}`);
}

/**
 * Finishes one of today's daily quests, as the actions it counts would (its progress
 * at its goal), so Claim can be pressed. The day's quests are made when Home first
 * reads them. Returns the quest's goal.
 */
export async function finishQuest(username: string): Promise<number> {
  const { rows } = await withDatabase((client) =>
    client.query<{ goal: number }>(
      `UPDATE daily_quests SET progress = goal
       WHERE (user_id, day, quest_id) = (
         SELECT q.user_id, q.day, q.quest_id FROM daily_quests q JOIN users u ON u.id = q.user_id
         WHERE lower(u.username) = lower($1) AND q.day = (now() AT TIME ZONE 'UTC')::date
           AND q.claimed_at IS NULL
         ORDER BY q.quest_id LIMIT 1)
       RETURNING goal`,
      [username],
    ),
  );
  if (rows.length !== 1) throw new Error(`no open quest today for ${username}`);
  return rows[0]!.goal;
}

/**
 * An arena rating, as won duels would leave it: heroes given the same rating, apart
 * from everyone else's, are each other's nearest opponents.
 */
export async function setArenaRating(username: string, rating: number) {
  const { rowCount } = await withDatabase((client) =>
    client.query(
      `INSERT INTO arena_ratings (user_id, rating, updated_at)
       SELECT id, $2, now() FROM users WHERE lower(username) = lower($1)
       ON CONFLICT (user_id) DO UPDATE SET rating = EXCLUDED.rating`,
      [username, rating],
    ),
  );
  if (rowCount !== 1) throw new Error(`no player named ${username}`);
}

/**
 * A notification for the player, as the game writes one in the transaction of what
 * happened (`kind` and `data` as the server's notification service has them); the
 * table's trigger announces it to the player's open event streams.
 */
export async function notify(username: string, kind: string, data: Record<string, unknown>) {
  const { rowCount } = await withDatabase((client) =>
    client.query(
      `INSERT INTO notifications (user_id, kind, data, created_at)
       SELECT id, $2, $3, now() FROM users WHERE lower(username) = lower($1)`,
      [username, kind, JSON.stringify(data)],
    ),
  );
  if (rowCount !== 1) throw new Error(`no player named ${username}`);
}

/**
 * A hero at the level cap, as levelling there would leave it: an evolution job at level
 * 50 with no XP toward a next level, at full HP, `gold` more gold (a ledger grant, so
 * balances still sum their ledger) and `weapon`, a piece of a higher level, worn (what
 * was worn there goes back to the pack, so every piece stays in one place).
 */
export async function raiseToLevelCap(
  username: string,
  { gold, weapon, rarity = 'Rare' }: { gold: number; weapon: string; rarity?: string },
) {
  await withDatabase(async (client) => {
    await client.query('BEGIN');
    try {
      const { rows } = await client.query<{
        id: string;
        weapon_id: string | null;
        weapon_rarity: string | null;
      }>(
        `SELECT h.user_id AS id, h.weapon_id, h.weapon_rarity FROM heroes h
         JOIN users u ON u.id = h.user_id WHERE lower(u.username) = lower($1) FOR UPDATE`,
        [username],
      );
      const hero = rows[0];
      if (!hero) throw new Error(`no player named ${username}`);
      if (hero.weapon_id !== null) {
        await client.query(
          `INSERT INTO hero_equipment (user_id, item_id, rarity, qty) VALUES ($1, $2, $3, 1)
           ON CONFLICT (user_id, item_id, rarity) DO UPDATE SET qty = hero_equipment.qty + 1`,
          [hero.id, hero.weapon_id, hero.weapon_rarity],
        );
      }
      await client.query(
        `UPDATE heroes SET job_id = 'berserker', level = 50, xp = 0, hp = 100000,
           hp_updated_at = now(), gold = gold + $2, weapon_id = $3, weapon_rarity = $4,
           updated_at = now()
         WHERE user_id = $1`,
        [hero.id, gold, weapon, rarity],
      );
      await client.query(
        `INSERT INTO currency_ledger (user_id, currency, delta, kind, reason)
         VALUES ($1, 'gold', $2, 'grant', 'e2e: a hero raised to the level cap')`,
        [hero.id, gold],
      );
      await client.query('COMMIT');
    } catch (err) {
      await client.query('ROLLBACK');
      throw err;
    }
  });
}
