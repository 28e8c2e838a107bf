import { EQUIPMENT_TYPES, type EquipmentType } from './equipment-slot';
import { AFFIXES, sumAffixes, type AffixKind, type GearTraits } from './affixes';
import {
  equipmentById,
  findEquipment,
  pieceAffixes,
  pieceStats,
  type EquipmentId,
} from './equipment';
import type { Rarity } from './rarity';
import type { Stats } from './stats';
import {
  ENCHANT,
  enchantments,
  NO_UPGRADES,
  refinedStats,
  type SlotUpgrades,
} from './slot-upgrades';

export interface Piece {
  itemId: EquipmentId;
  rarity: Rarity;
}

/** What is worn in each slot (null: empty). */
export type Loadout = Record<EquipmentType, Piece | null>;

/** A loadout as asked for from outside (a request body): its piece ids not yet checked. */
export type WantedLoadout = Record<EquipmentType, { itemId: string; rarity: Rarity } | null>;

export const EMPTY_LOADOUT: Loadout = { weapon: null, armor: null, acc: null };

export interface EquipPlan {
  /** Pieces to take out of the inventory and wear. */
  wear: (Piece & { slot: EquipmentType })[];
  /** Pieces taken off and put back into the inventory. */
  putBack: (Piece & { slot: EquipmentType })[];
}

export type EquipPlanResult =
  | { ok: true; plan: EquipPlan; /** The wanted loadout, its ids checked. */ loadout: Loadout }
  | { ok: false; reason: 'unknown_item' | 'wrong_slot'; slot: EquipmentType }
  /** The piece is of a higher level than the hero: `level` is the piece's. */
  | { ok: false; reason: 'too_low_level'; slot: EquipmentType; name: string; level: number };

const same = (a: WantedLoadout[EquipmentType], b: Piece | null) =>
  a === b || (a !== null && b !== null && a.itemId === b.itemId && a.rarity === b.rarity);

/**
 * The whole wanted loadout replaces the worn one: a changed slot puts its piece
 * back and wears the new one; an unchanged slot is left alone; null empties it.
 * A piece is worn from its level on. Ownership is checked by the caller against
 * the inventory.
 */
export function planEquip(
  current: Loadout,
  wanted: WantedLoadout,
  heroLevel: number,
): EquipPlanResult {
  const plan: EquipPlan = { wear: [], putBack: [] };
  const loadout: Loadout = { ...EMPTY_LOADOUT };
  for (const slot of EQUIPMENT_TYPES) {
    const want = wanted[slot];
    const worn = current[slot];
    if (same(want, worn)) {
      loadout[slot] = worn;
      continue;
    }
    if (want) {
      const item = findEquipment(want.itemId);
      if (!item) return { ok: false, reason: 'unknown_item', slot };
      if (item.type !== slot) return { ok: false, reason: 'wrong_slot', slot };
      if (item.level > heroLevel) {
        return { ok: false, reason: 'too_low_level', slot, name: item.name, level: item.level };
      }
      const piece = { itemId: item.id, rarity: want.rarity };
      plan.wear.push({ ...piece, slot });
      loadout[slot] = piece;
    }
    if (worn) plan.putBack.push({ ...worn, slot });
  }
  return { ok: true, plan, loadout };
}

/** Stat total of what is worn, each piece with its slot's refinement (HP is never on equipment). */
export function loadoutBonus(loadout: Loadout, upgrades: SlotUpgrades = NO_UPGRADES): Stats {
  const total: Stats = { hp: 0, atk: 0, def: 0, spd: 0 };
  for (const slot of EQUIPMENT_TYPES) {
    const piece = loadout[slot];
    if (!piece) continue;
    const s = refinedStats(
      pieceStats(equipmentById(piece.itemId), piece.rarity),
      upgrades[slot].refine,
    );
    total.atk += s.atk;
    total.def += s.def;
    total.spd += s.spd;
  }
  return total;
}

/**
 * The combat traits worn affixes add, each kind capped (affixes.ts), plus the filled
 * slots' enchantments on top of those caps: a set of top pieces already reaches them,
 * and an enchantment paid for must still count. What enchantments add to one kind is
 * capped at that kind's top enchantment value, so stacking a kind on all three slots
 * buys no more than one perfect draw. They sleep below ENCHANT.wakeLevel (`heroLevel`).
 */
export function loadoutTraits(
  loadout: Loadout,
  upgrades: SlotUpgrades = NO_UPGRADES,
  heroLevel = 1,
): GearTraits {
  const total = sumAffixes(
    EQUIPMENT_TYPES.flatMap((slot) => {
      const piece = loadout[slot];
      return piece ? pieceAffixes(equipmentById(piece.itemId), piece.rarity) : [];
    }),
  );
  const added: Partial<Record<AffixKind, number>> = {};
  for (const e of enchantments(upgrades, (slot) => loadout[slot] !== null, heroLevel))
    added[e.kind] = Math.min(ENCHANT.top[e.kind], (added[e.kind] ?? 0) + e.value);
  for (const [kind, value] of Object.entries(added) as [AffixKind, number][])
    total[AFFIXES[kind].trait] += value;
  return total;
}
