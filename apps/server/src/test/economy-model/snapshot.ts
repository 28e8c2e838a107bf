import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database';

/** The database's view of the players' economy, read straight from the tables. */
export interface Snapshot {
  heroes: {
    user: string;
    gold: number;
    soul: number;
    weapon: string | null;
    armor: string | null;
    acc: string | null;
  }[];
  items: { user: string; item: string; qty: number }[];
  pieces: { user: string; piece: string; qty: number }[];
  listings: {
    id: string;
    seller: string;
    buyer: string | null;
    piece: string;
    price: number;
    currency: string;
    fee: number;
    status: string;
    expires: number;
  }[];
  forges: { user: string; piece: string; materials: string[]; ready: number }[];
  ledger: { user: string; currency: string; delta: number; reason: string }[];
  buffs: { user: string; buff: string; battles: number | null; expires: number | null }[];
  pity: { user: string; box: number; since: number }[];
  /** Pieces given by draws, per key (rows without an item drew nothing). */
  drawn: { piece: string; n: number }[];
  /** The users rows: a deleted account stays as a tombstone. */
  accounts: { user: string; username: string; noPassword: boolean; deleted: boolean }[];
  /**
   * Rows a deleted account must no longer have in the hero's tables this snapshot
   * reads nowhere else (sessions, idempotency keys, fights, exploring, hunting).
   */
  leftovers: { user: string; table: string; n: number }[];
}

/** The hero's tables not read above; a deleted account has no row in any. */
const HERO_ONLY_TABLES = [
  'sessions',
  'idempotency_keys',
  'battles',
  'explorations',
  'map_progress',
  'hunt_progress',
  'hunt_boss_clears',
];

const ms = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::bigint`);

/**
 * Listings are read by seller only: the four players trade among themselves.
 * One round trip per check (it runs after every command): each table's rows for
 * these users as a JSON array. Pieces are `Rarity:item_id`, like the model's keys.
 */
export async function readSnapshot(db: Database, userIds: readonly string[]): Promise<Snapshot> {
  const ids = sql.join(
    userIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  // Counted for deleted accounts only: a living hero's fights and keys come and go.
  const rowsLeft = (table: string) =>
    sql`SELECT user_id, ${sql.raw(`'${table}'`)} AS tbl, count(*)::int AS n
        FROM ${sql.identifier(table)}
        WHERE user_id IN (SELECT id FROM users WHERE id IN (${ids}) AND deleted_at IS NOT NULL)
        GROUP BY user_id`;
  const leftovers = sql.join(HERO_ONLY_TABLES.map(rowsLeft), sql` UNION ALL `);
  const rows = await queryRows<Record<keyof Snapshot, unknown>>(
    db,
    sql`
    SELECT
      (SELECT coalesce(json_agg(json_build_object(
         'user', user_id, 'gold', gold, 'soul', soul,
         'weapon', weapon_rarity || ':' || weapon_id,
         'armor', armor_rarity || ':' || armor_id,
         'acc', acc_rarity || ':' || acc_id)), '[]')
       FROM heroes WHERE user_id IN (${ids})) AS heroes,
      (SELECT coalesce(json_agg(json_build_object('user', user_id, 'item', item_id, 'qty', qty)), '[]')
       FROM hero_items WHERE user_id IN (${ids})) AS items,
      (SELECT coalesce(json_agg(json_build_object(
         'user', user_id, 'piece', rarity || ':' || item_id, 'qty', qty)), '[]')
       FROM hero_equipment WHERE user_id IN (${ids})) AS pieces,
      (SELECT coalesce(json_agg(json_build_object(
         'id', id, 'seller', seller_id, 'buyer', buyer_id, 'piece', rarity || ':' || item_id,
         'price', price, 'currency', currency, 'fee', fee, 'status', status,
         'expires', ${ms('expires_at')})), '[]')
       FROM listings WHERE seller_id IN (${ids})) AS listings,
      (SELECT coalesce(json_agg(json_build_object(
         'user', user_id, 'piece', rarity || ':' || item_id, 'materials', materials,
         'ready', ${ms('ready_at')})), '[]')
       FROM forges WHERE user_id IN (${ids})) AS forges,
      (SELECT coalesce(json_agg(json_build_object(
         'user', user_id, 'currency', currency, 'delta', delta, 'reason', reason) ORDER BY id), '[]')
       FROM currency_ledger WHERE user_id IN (${ids})) AS ledger,
      (SELECT coalesce(json_agg(json_build_object(
         'user', user_id, 'buff', buff_id, 'battles', battles_left,
         'expires', ${ms('expires_at')})), '[]')
       FROM hero_buffs WHERE user_id IN (${ids})) AS buffs,
      (SELECT coalesce(json_agg(json_build_object(
         'user', user_id, 'box', box_index, 'since', since_epic)), '[]')
       FROM gacha_pity WHERE user_id IN (${ids})) AS pity,
      (SELECT coalesce(json_agg(json_build_object('piece', piece, 'n', n)), '[]')
       FROM (SELECT rarity || ':' || item_id AS piece, count(*)::int AS n FROM gacha_draws
             WHERE user_id IN (${ids}) AND item_id IS NOT NULL GROUP BY 1) drawn) AS drawn,
      (SELECT coalesce(json_agg(json_build_object(
         'user', id, 'username', username, 'noPassword', password_hash = '!',
         'deleted', deleted_at IS NOT NULL)), '[]')
       FROM users WHERE id IN (${ids})) AS accounts,
      (SELECT coalesce(json_agg(json_build_object('user', user_id, 'table', tbl, 'n', n)), '[]')
       FROM (${leftovers}) leftovers) AS leftovers
    `,
  );
  const row = rows[0]!;
  const parse = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);
  return Object.fromEntries(
    Object.entries(row).map(([k, v]) => [k, parse(v)]),
  ) as unknown as Snapshot;
}
