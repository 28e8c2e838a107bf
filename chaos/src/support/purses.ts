import type { Query } from '@demonbane/test-support/read-snapshot';

/**
 * Gives the heroes deep purses so the load never stalls on "not enough gold".
 * Written like the server's own grants: the balance and its ledger row together,
 * so "balance = sum of ledger" holds from the start.
 */
export async function fillPurses(query: Query, userIds: string[], gold: number, soul: number) {
  await query('BEGIN');
  try {
    await query('UPDATE heroes SET gold = gold + $1, soul = soul + $2 WHERE user_id = ANY($3)', [
      gold,
      soul,
      userIds,
    ]);
    await query(
      `INSERT INTO currency_ledger (user_id, currency, delta, kind, reason)
       SELECT u, c.currency, c.delta, 'grant', 'chaos: purse'
         FROM unnest($1::uuid[]) AS u,
              (VALUES ('gold', $2::int), ('soul', $3::int)) AS c(currency, delta)`,
      [userIds, gold, soul],
    );
    await query('COMMIT');
  } catch (err) {
    await query('ROLLBACK');
    throw err;
  }
}
