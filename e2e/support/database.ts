import pg from 'pg';
import { inject } from 'vitest';

/**
 * Test set-up straight into the e2e server's PostgreSQL database, for states a
 * fresh player cannot reach quickly (three copies of one piece to combine). It
 * writes what the game's own rules would: an inventory stack. No server backdoor.
 */
export async function givePieces(username: string, itemId: string, rarity: string, qty: number) {
  const client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
  try {
    const { rowCount } = await client.query(
      `INSERT INTO hero_equipment (user_id, item_id, rarity, qty)
       SELECT id, $2, $3, $4 FROM users WHERE lower(username) = lower($1)
       ON CONFLICT (user_id, item_id, rarity) DO UPDATE SET qty = hero_equipment.qty + EXCLUDED.qty`,
      [username, itemId, rarity, qty],
    );
    if (rowCount !== 1) throw new Error(`no player named ${username}`);
  } finally {
    await client.end();
  }
}
