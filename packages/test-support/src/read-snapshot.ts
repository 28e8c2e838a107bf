import type { Currency } from '@demonbane/game/currency';
import type { EquipmentType } from '@demonbane/game/equipment-slot';
import { pieceKey } from './piece-key';
import type { ListingStatus, Snapshot } from './snapshot';
import type { LedgerKind } from '@demonbane/game/ledger-kinds';

/**
 * The one thing the reader needs from a database: SQL text with `$n` parameters
 * in, rows out. Chaos wraps a pg client or a PGlite directory; the economy model
 * wraps its Drizzle handle.
 */
export type Query = <T>(text: string, params?: unknown[]) => Promise<T[]>;

/** The hero's tables not read otherwise; a deleted account has no row in any. */
const HERO_ONLY_TABLES = [
  'sessions',
  'idempotency_keys',
  'battles',
  'explorations',
  'map_progress',
  'hunt_progress',
  'hunt_boss_clears',
  'account_bans',
  'slot_upgrades',
  'hero_cosmetics',
];

const ms = (column: string) => `(extract(epoch from ${column}) * 1000)::bigint`;

/** Each part's rows, selected for the users in scope (`mine` filters a user column). */
function parts(mine: (column: string) => string): Record<keyof Snapshot, string> {
  const leftover = (table: string) =>
    `SELECT user_id, '${table}' AS tbl, count(*)::int AS n FROM ${table}
      WHERE user_id IN (SELECT id FROM users WHERE deleted_at IS NOT NULL AND ${mine('id')})
      GROUP BY user_id`;
  return {
    heroes: `SELECT user_id, gold, soul, weapon_id, weapon_rarity, armor_id, armor_rarity,
               acc_id, acc_rarity FROM heroes WHERE ${mine('user_id')}`,
    items: `SELECT user_id, item_id, qty FROM hero_items WHERE ${mine('user_id')}`,
    pieces: `SELECT user_id, item_id, rarity, qty FROM hero_equipment WHERE ${mine('user_id')}`,
    // By seller only: in a scoped read the players trade among themselves.
    listings: `SELECT id, seller_id, buyer_id, item_id, rarity, price, currency, fee, status,
                 closed_at IS NOT NULL AS closed, ${ms('expires_at')} AS expires_at
               FROM listings WHERE ${mine('seller_id')}`,
    forges: `SELECT user_id, item_id, rarity, materials, ${ms('ready_at')} AS ready_at
             FROM forges WHERE ${mine('user_id')}`,
    ledger: `SELECT id, user_id, currency, delta, kind, ref, reason FROM currency_ledger
             WHERE ${mine('user_id')}`,
    draws: `SELECT id, user_id, box_index, item_id, rarity FROM gacha_draws WHERE ${mine('user_id')}`,
    buffs: `SELECT user_id, buff_id, battles_left, ${ms('expires_at')} AS expires_at
            FROM hero_buffs WHERE ${mine('user_id')}`,
    pity: `SELECT user_id, box_index, since_epic FROM gacha_pity WHERE ${mine('user_id')}`,
    upgrades: `SELECT user_id, slot, refine, fails, enchant_kind, enchant_value, enchant_rolls
               FROM slot_upgrades WHERE ${mine('user_id')}`,
    cosmetics: `SELECT user_id, cosmetic_id FROM hero_cosmetics WHERE ${mine('user_id')}`,
    accounts: `SELECT id, username, password_hash = '!' AS no_password,
                 deleted_at IS NOT NULL AS deleted FROM users WHERE ${mine('id')}`,
    leftovers: HERO_ONLY_TABLES.map(leftover).join(' UNION ALL '),
  };
}

/** Ledger and draws keep commit order; the other parts are sets. */
const ORDERED: readonly (keyof Snapshot)[] = ['ledger', 'draws'];

/**
 * Reads the snapshot in one statement (one round trip: the economy model reads
 * after every command). `userIds` limits it to those users; without, the whole
 * database (chaos owns its database).
 */
export async function readSnapshot(query: Query, userIds?: readonly string[]): Promise<Snapshot> {
  const scope = userIds
    ? 'WITH scope AS (SELECT value::uuid AS id FROM json_array_elements_text($1::json)) '
    : '';
  const mine = (column: string) => (userIds ? `${column} IN (SELECT id FROM scope)` : 'true');
  const columns = Object.entries(parts(mine)).map(([name, select]) => {
    const order = ORDERED.includes(name as keyof Snapshot) ? ' ORDER BY r.id' : '';
    return `(SELECT coalesce(json_agg(r${order}), '[]') FROM (${select}) r) AS ${name}`;
  });
  const [row] = await query<Record<keyof Snapshot, unknown>>(
    `${scope}SELECT ${columns.join(',\n')}`,
    userIds ? [JSON.stringify(userIds)] : [],
  );
  if (!row) throw new Error('the snapshot query returned no row');
  // Drivers differ: some parse json columns, some hand back text.
  const rows = (part: keyof Snapshot) => {
    const value = row[part];
    return (typeof value === 'string' ? JSON.parse(value) : value) as Raw[];
  };
  return toSnapshot(rows);
}

/** A row as json_agg gives it: any part's columns, by the table's own names. */
interface Raw {
  id: string;
  user_id: string;
  seller_id: string;
  buyer_id: string | null;
  gold: number;
  soul: number;
  weapon_id: string | null;
  weapon_rarity: string | null;
  armor_id: string | null;
  armor_rarity: string | null;
  acc_id: string | null;
  acc_rarity: string | null;
  /** Null only in a draw that gave nothing. */
  item_id: string;
  rarity: string;
  qty: number;
  price: number;
  currency: Currency;
  fee: number;
  status: ListingStatus;
  closed: boolean;
  /** Null only for a buff that ends by battles. */
  expires_at: number | null;
  materials: string[];
  ready_at: number;
  delta: number;
  kind: LedgerKind;
  ref: string | null;
  reason: string;
  box_index: number;
  buff_id: string;
  battles_left: number | null;
  since_epic: number;
  slot: EquipmentType;
  refine: number;
  fails: number;
  enchant_kind: string | null;
  enchant_value: number | null;
  enchant_rolls: number;
  cosmetic_id: string;
  username: string;
  no_password: boolean;
  deleted: boolean;
  tbl: string;
  n: number;
}

const worn = (itemId: string | null, rarity: string | null) =>
  itemId === null ? null : pieceKey(itemId, rarity ?? '?');

function toSnapshot(rows: (part: keyof Snapshot) => Raw[]): Snapshot {
  return {
    heroes: rows('heroes').map((h) => ({
      userId: h.user_id,
      gold: h.gold,
      soul: h.soul,
      worn: {
        weapon: worn(h.weapon_id, h.weapon_rarity),
        armor: worn(h.armor_id, h.armor_rarity),
        acc: worn(h.acc_id, h.acc_rarity),
      },
    })),
    items: rows('items').map((r) => ({ userId: r.user_id, itemId: r.item_id, qty: r.qty })),
    pieces: rows('pieces').map((r) => ({
      userId: r.user_id,
      piece: pieceKey(r.item_id, r.rarity),
      qty: r.qty,
    })),
    listings: rows('listings').map((l) => ({
      id: l.id,
      sellerId: l.seller_id,
      buyerId: l.buyer_id,
      piece: pieceKey(l.item_id, l.rarity),
      price: l.price,
      currency: l.currency,
      fee: l.fee,
      status: l.status,
      closed: l.closed,
      expiresAt: Number(l.expires_at),
    })),
    forges: rows('forges').map((f) => ({
      userId: f.user_id,
      piece: pieceKey(f.item_id, f.rarity),
      materials: f.materials,
      readyAt: Number(f.ready_at),
    })),
    ledger: rows('ledger').map((l) => ({
      userId: l.user_id,
      currency: l.currency,
      delta: l.delta,
      kind: l.kind,
      ref: l.ref,
      reason: l.reason,
    })),
    draws: rows('draws').map((d) => ({
      userId: d.user_id,
      box: d.box_index,
      piece: d.item_id && d.rarity ? pieceKey(d.item_id, d.rarity) : null,
    })),
    buffs: rows('buffs').map((b) => ({
      userId: b.user_id,
      buffId: b.buff_id,
      battlesLeft: b.battles_left,
      expiresAt: b.expires_at === null ? null : Number(b.expires_at),
    })),
    pity: rows('pity').map((p) => ({
      userId: p.user_id,
      box: p.box_index,
      sinceEpic: p.since_epic,
    })),
    upgrades: rows('upgrades').map((u) => ({
      userId: u.user_id,
      slot: u.slot,
      refine: u.refine,
      fails: u.fails,
      enchantKind: u.enchant_kind,
      enchantValue: u.enchant_value,
      enchantRolls: u.enchant_rolls,
    })),
    cosmetics: rows('cosmetics').map((c) => ({ userId: c.user_id, cosmeticId: c.cosmetic_id })),
    accounts: rows('accounts').map((a) => ({
      userId: a.id,
      username: a.username,
      noPassword: a.no_password,
      deleted: a.deleted,
    })),
    leftovers: rows('leftovers').map((r) => ({ userId: r.user_id, table: r.tbl, n: r.n })),
  };
}
