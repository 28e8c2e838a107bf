import type { Currency } from '@demonbane/game/currency';
import type { EquipmentType } from '@demonbane/game/equipment-slot';
import type { PieceKey } from './piece-key';
import type { LedgerKind } from '@demonbane/game/ledger-kinds';

/** Timestamps are epoch milliseconds, so snapshots compare and print as plain data. */
export interface HeroRow {
  userId: string;
  gold: number;
  soul: number;
  /** Worn pieces by slot (null when empty); a rarity missing from the row shows as `?`. */
  worn: Record<EquipmentType, PieceKey | null>;
}

export interface ItemRow {
  userId: string;
  itemId: string;
  qty: number;
}

export interface PieceRow {
  userId: string;
  piece: PieceKey;
  qty: number;
}

export type ListingStatus = 'active' | 'sold' | 'cancelled' | 'expired';

export interface ListingRow {
  id: string;
  sellerId: string;
  buyerId: string | null;
  piece: PieceKey;
  price: number;
  currency: Currency;
  fee: number;
  status: ListingStatus;
  closed: boolean;
  expiresAt: number;
}

export interface ForgeRow {
  userId: string;
  piece: PieceKey;
  materials: string[];
  readyAt: number;
}

export interface LedgerRow {
  userId: string;
  currency: Currency;
  delta: number;
  kind: LedgerKind;
  /** What the row is about: a monster, an item, a box's name or a listing. */
  ref: string | null;
  /** For people reading the ledger; the laws read kind and ref. */
  reason: string;
}

export interface DrawRow {
  userId: string;
  box: number;
  /** null when the draw gave nothing. */
  piece: PieceKey | null;
}

export interface BuffRow {
  userId: string;
  buffId: string;
  battlesLeft: number | null;
  expiresAt: number | null;
}

export interface PityRow {
  userId: string;
  box: number;
  sinceEpic: number;
}

/** A slot's refinement and enchantment (slot_upgrades). */
export interface UpgradeRow {
  userId: string;
  slot: EquipmentType;
  refine: number;
  fails: number;
  enchantKind: string | null;
  enchantValue: number | null;
  enchantRolls: number;
}

/** A cosmetic bought (hero_cosmetics); earned ones are never stored. */
export interface CosmeticRow {
  userId: string;
  cosmeticId: string;
}

/** A users row: a deleted account stays as a tombstone. */
export interface AccountRow {
  userId: string;
  username: string;
  noPassword: boolean;
  deleted: boolean;
}

/** Rows a deleted account still has in a hero table the snapshot reads nowhere else. */
export interface LeftoverRow {
  userId: string;
  table: string;
  n: number;
}

/**
 * The players' economy as the database holds it (see apps/server/src/db/schema.ts),
 * read in one statement so every table is seen at the same moment.
 */
export interface Snapshot {
  heroes: HeroRow[];
  items: ItemRow[];
  pieces: PieceRow[];
  listings: ListingRow[];
  forges: ForgeRow[];
  /** In id order: for one user that is commit order (each change locks the hero row first). */
  ledger: LedgerRow[];
  /** In id order. */
  draws: DrawRow[];
  buffs: BuffRow[];
  pity: PityRow[];
  upgrades: UpgradeRow[];
  cosmetics: CosmeticRow[];
  accounts: AccountRow[];
  leftovers: LeftoverRow[];
}
