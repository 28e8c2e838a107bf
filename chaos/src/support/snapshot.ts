import type { Currency } from '@demonbane/game/currency';
import type { Query } from './sql';

/** A piece of equipment at a rarity: how pieces are counted everywhere. */
export type PieceKey = `${string}|${string}`;
export const pieceKey = (itemId: string, rarity: string): PieceKey => `${itemId}|${rarity}`;

export interface HeroRow {
  gold: number;
  soul: number;
  /** Worn pieces, slot by slot (null when empty). */
  worn: { weapon: PieceKey | null; armor: PieceKey | null; acc: PieceKey | null };
}

export interface LedgerRow {
  userId: string;
  currency: Currency;
  delta: number;
  reason: string;
}

export interface ListingRow {
  id: string;
  sellerId: string;
  buyerId: string | null;
  itemId: string;
  rarity: string;
  price: number;
  currency: Currency;
  fee: number;
  status: 'active' | 'sold' | 'cancelled' | 'expired';
  closed: boolean;
}

/** Everything the checks read, taken from the database in one go (see apps/server/src/db/schema.ts). */
export interface Snapshot {
  heroes: Map<string, HeroRow>;
  /** In id order: for one user that is commit order (each change locks the hero row first). */
  ledger: LedgerRow[];
  items: Map<string, Map<string, number>>;
  equipment: Map<string, Map<PieceKey, number>>;
  listings: Map<string, ListingRow>;
  draws: { userId: string; boxIndex: number; itemId: string | null; rarity: string | null }[];
  forges: Map<string, PieceKey>;
}

export async function loadSnapshot(query: Query): Promise<Snapshot> {
  const heroes = await query<{
    user_id: string;
    gold: number;
    soul: number;
    weapon_id: string | null;
    weapon_rarity: string | null;
    armor_id: string | null;
    armor_rarity: string | null;
    acc_id: string | null;
    acc_rarity: string | null;
  }>('SELECT * FROM heroes');
  const worn = (id: string | null, rarity: string | null) =>
    id === null ? null : pieceKey(id, rarity ?? '?');
  const ledger = await query<{ user_id: string; currency: string; delta: number; reason: string }>(
    'SELECT user_id, currency, delta, reason FROM currency_ledger ORDER BY id',
  );
  const items = await query<{ user_id: string; item_id: string; qty: number }>(
    'SELECT user_id, item_id, qty FROM hero_items',
  );
  const equipment = await query<{ user_id: string; item_id: string; rarity: string; qty: number }>(
    'SELECT user_id, item_id, rarity, qty FROM hero_equipment',
  );
  const listings = await query<{
    id: string;
    seller_id: string;
    buyer_id: string | null;
    item_id: string;
    rarity: string;
    price: number;
    currency: Currency;
    fee: number;
    status: ListingRow['status'];
    closed: boolean;
  }>(
    `SELECT id, seller_id, buyer_id, item_id, rarity, price, currency, fee, status,
            closed_at IS NOT NULL AS closed
       FROM listings`,
  );
  const draws = await query<{
    user_id: string;
    box_index: number;
    item_id: string | null;
    rarity: string | null;
  }>('SELECT user_id, box_index, item_id, rarity FROM gacha_draws ORDER BY id');
  const forges = await query<{ user_id: string; item_id: string; rarity: string }>(
    'SELECT user_id, item_id, rarity FROM forges',
  );

  return {
    heroes: new Map(
      heroes.map((h) => [
        h.user_id,
        {
          gold: h.gold,
          soul: h.soul,
          worn: {
            weapon: worn(h.weapon_id, h.weapon_rarity),
            armor: worn(h.armor_id, h.armor_rarity),
            acc: worn(h.acc_id, h.acc_rarity),
          },
        },
      ]),
    ),
    ledger: ledger.map((l) => ({
      userId: l.user_id,
      currency: l.currency as LedgerRow['currency'],
      delta: l.delta,
      reason: l.reason,
    })),
    items: group(
      items,
      (r) => r.user_id,
      (r) => r.item_id,
      (r) => r.qty,
    ),
    equipment: group(
      equipment,
      (r) => r.user_id,
      (r) => pieceKey(r.item_id, r.rarity),
      (r) => r.qty,
    ),
    listings: new Map(
      listings.map((l) => [
        l.id,
        {
          id: l.id,
          sellerId: l.seller_id,
          buyerId: l.buyer_id,
          itemId: l.item_id,
          rarity: l.rarity,
          price: l.price,
          currency: l.currency,
          fee: l.fee,
          status: l.status,
          closed: l.closed,
        },
      ]),
    ),
    draws: draws.map((d) => ({
      userId: d.user_id,
      boxIndex: d.box_index,
      itemId: d.item_id,
      rarity: d.rarity,
    })),
    forges: new Map(forges.map((f) => [f.user_id, pieceKey(f.item_id, f.rarity)])),
  };
}

function group<R, K extends string>(
  rows: R[],
  outer: (r: R) => string,
  inner: (r: R) => K,
  value: (r: R) => number,
): Map<string, Map<K, number>> {
  const result = new Map<string, Map<K, number>>();
  for (const r of rows) {
    const map = result.get(outer(r)) ?? new Map<K, number>();
    map.set(inner(r), (map.get(inner(r)) ?? 0) + value(r));
    result.set(outer(r), map);
  }
  return result;
}

/** Adds `n` to a counter map (and drops zeros, so two maps compare by their entries). */
export function bump<K>(map: Map<K, number>, key: K, n: number): void {
  const next = (map.get(key) ?? 0) + n;
  if (next === 0) map.delete(key);
  else map.set(key, next);
}
