import type { BuffState } from '@demonbane/game/buffs';
import type { EquipmentType } from '@demonbane/game/equipment-slot';
import type { PieceKey } from '@demonbane/test-support/piece-key';
import type { Currency } from '../../modules/ledger/currency';
import type { LedgerKind } from '@demonbane/game/ledger-kinds';
import { NO_UPGRADES, type SlotUpgrades } from '@demonbane/game/slot-upgrades';
import type { FairInput } from '@demonbane/game/fair-draw';

/**
 * Why a balance moved, in the ledger's own words. Mints bring currency in, burns take it
 * out, bazaar buys and sales move it (an operator's grant either way). A write-off (account_deleted) burns a deleted
 * account's whole purse: its ledger ends at zero.
 */
export type { LedgerKind };
export const MINTS: readonly LedgerKind[] = [
  'starting_purse',
  'grant',
  // Net: an operator's negative grant takes back, and counts against what was minted.
  'operator_grant',
  'battle_reward',
  'quest_reward',
  'season_reward',
  'arena_win',
  'raid_reward',
];
export const BURNS: readonly LedgerKind[] = [
  'shop',
  'gacha',
  'bazaar_fee',
  'defeat',
  'account_deleted',
  'ascension_tithe',
  'refine',
  'enchant',
  'cosmetic',
  'guild_founding',
];

export interface LedgerEntry {
  player: number;
  currency: Currency;
  delta: number;
  kind: LedgerKind;
  /** bazaar_sale and bazaar_buy rows name their listing. */
  listingId?: string;
}

export interface ForgeModel {
  materials: string[];
  piece: PieceKey;
  readyAt: Date;
  /** The seeds it was rolled from, as the start answered them (the claim answers them again). */
  fairness: unknown;
}

export interface PlayerModel {
  userId: string;
  /** The hero's level: it rises with the XP of won fights (pieces are worn from their level). */
  level: number;
  /** When the account was made: the trading allowance grows with its days. */
  createdAt: Date;
  /** Gold of value passed to other players through the bazaar (the trading allowance's use). */
  bazaarPassed: number;
  gold: number;
  soul: number;
  /** Stackable items (consumables, materials) by item id. */
  items: Map<string, number>;
  /** Equipment in the inventory. */
  pieces: Map<PieceKey, number>;
  worn: Record<EquipmentType, PieceKey | null>;
  buffs: Map<string, BuffState>;
  forge: ForgeModel | null;
  /** Draws since the last Epic or better, by box index. */
  pity: Map<number, number>;
  /** The hero's provably fair seeds and next nonce, once its first draw or forging made them. */
  fair: FairInput | null;
  /** Each slot's refinement and enchantment (kept through an ascension). */
  upgrades: SlotUpgrades;
  /** Cosmetics bought (earned ones are never stored). */
  cosmetics: Set<string>;
  /** Times the hero ascended. */
  ascensions: number;
  /**
   * The account was deleted: the hero and all it owned are gone (burned), its
   * listings cancelled, its tokens refused. It stays in the list, as the users row
   * stays as a tombstone: its ledger rows, draws and past trades still name it.
   */
  deleted: boolean;
  /** In a guild (one they founded: the model founds and leaves, it does not join others). */
  guild: boolean;
  /** When the player last left a guild (the rejoin wait runs from it). */
  guildLeftAt: Date | null;
  /** Wrong passwords given to a password check (`password:<id>`) in the current window. */
  wrongPasswords: { count: number; since: Date } | null;
}

/** What a player holds besides the purse: empty at registration, and again once deleted. */
export function emptyHoldings(): Pick<
  PlayerModel,
  'items' | 'pieces' | 'worn' | 'buffs' | 'forge' | 'pity' | 'upgrades' | 'cosmetics' | 'fair'
> {
  return {
    items: new Map(),
    pieces: new Map(),
    worn: { weapon: null, armor: null, acc: null },
    buffs: new Map(),
    forge: null,
    pity: new Map(),
    fair: null,
    upgrades: { ...NO_UPGRADES },
    cosmetics: new Set(),
  };
}

export type ListingStatus = 'active' | 'sold' | 'cancelled' | 'expired';

export interface ListingModel {
  id: string;
  seller: number;
  piece: PieceKey;
  price: number;
  currency: Currency;
  fee: number;
  status: ListingStatus;
  buyer: number | null;
  expiresAt: Date;
}

/**
 * What the economy of one run's four players must look like. Two books are kept:
 * where everything is (per player), and the flows (what was minted and burned),
 * so the invariants can check the database's places against the flows too.
 */
export interface EconomyModel {
  players: PlayerModel[];
  listings: ListingModel[];
  now: Date;
  /** Every ledger row the database must hold for these players. */
  ledger: LedgerEntry[];
  /** Pieces brought into being minus pieces destroyed, per key: each is in one place. */
  piecesAlive: Map<PieceKey, number>;
  /** Pieces given by gacha draws, per key (the database records them in gacha_draws). */
  piecesDrawn: Map<PieceKey, number>;
  /** Stackable items bought or given minus used, forged or deleted with an account, per item id. */
  itemsAlive: Map<string, number>;
  /** Arena wins (player indexes, clock ms): repeat wins within 24 h pay less. */
  arenaWins: { attacker: number; defender: number; at: number }[];
}

/** The players whose accounts still exist, by index. */
export const livingPlayers = (model: Readonly<EconomyModel>): number[] =>
  model.players.flatMap((p, i) => (p.deleted ? [] : [i]));

/** A seller's active listings (one past its time stays active until touched or swept). */
export const activeListings = (model: Readonly<EconomyModel>, seller: number) =>
  model.listings.filter((l) => l.status === 'active' && l.seller === seller);

/** Adds `delta` to a count, dropping the entry at zero (the database deletes empty stacks). */
export function bump<K>(map: Map<K, number>, key: K, delta: number): void {
  const next = (map.get(key) ?? 0) + delta;
  if (next < 0) throw new Error(`model bug: ${String(key)} would go to ${next}`);
  if (next === 0) map.delete(key);
  else map.set(key, next);
}

export const balanceOf = (p: PlayerModel, currency: Currency) =>
  currency === 'gold' ? p.gold : p.soul;

export function moveCurrency(
  model: EconomyModel,
  player: number,
  currency: Currency,
  delta: number,
  kind: LedgerKind,
  listingId?: string,
): void {
  const p = model.players[player]!;
  if (currency === 'gold') p.gold += delta;
  else p.soul += delta;
  model.ledger.push({ player, currency, delta, kind, ...(listingId ? { listingId } : {}) });
}

/** A piece comes into being (starting gear, test stock, draw, forge, combine). */
export function mintPiece(model: EconomyModel, key: PieceKey, qty = 1): void {
  bump(model.piecesAlive, key, qty);
}

/** Pieces destroyed (the three copies a combine eats; all a deleted account had). */
export function burnPiece(model: EconomyModel, key: PieceKey, qty: number): void {
  bump(model.piecesAlive, key, -qty);
}

/** Listings past their time end on touch (or by the sweep): the piece goes back to the seller. */
export function expireDue(model: EconomyModel, which: (l: ListingModel) => boolean): number {
  let ended = 0;
  for (const listing of model.listings) {
    if (listing.status !== 'active' || listing.expiresAt.getTime() > model.now.getTime()) continue;
    if (!which(listing)) continue;
    listing.status = 'expired';
    bump(model.players[listing.seller]!.pieces, listing.piece, 1);
    ended++;
  }
  return ended;
}
