import { EQUIPMENT_TYPES, type EquipmentType } from './equipment-slot';
import { findEquipment, pieceStats } from './equipment';
import type { Rarity } from './rarity';
import type { Stats } from './stats';

export interface Piece {
  itemId: string;
  rarity: Rarity;
}

/** What is worn in each slot (null: empty). */
export type Loadout = Record<EquipmentType, Piece | null>;

export const EMPTY_LOADOUT: Loadout = { weapon: null, armor: null, acc: null };

export interface EquipPlan {
  /** Pieces to take out of the inventory and wear. */
  wear: (Piece & { slot: EquipmentType })[];
  /** Pieces taken off and put back into the inventory. */
  putBack: (Piece & { slot: EquipmentType })[];
}

export type EquipPlanResult =
  | { ok: true; plan: EquipPlan }
  | { ok: false; reason: 'unknown_item' | 'wrong_slot'; slot: EquipmentType };

const same = (a: Piece | null, b: Piece | null) =>
  a === b || (a !== null && b !== null && a.itemId === b.itemId && a.rarity === b.rarity);

/**
 * The whole wanted loadout replaces the worn one: a changed slot puts its piece
 * back and wears the new one; an unchanged slot is left alone; null empties it.
 * Ownership is checked by the caller against the inventory.
 */
export function planEquip(current: Loadout, wanted: Loadout): EquipPlanResult {
  const plan: EquipPlan = { wear: [], putBack: [] };
  for (const slot of EQUIPMENT_TYPES) {
    const want = wanted[slot];
    const worn = current[slot];
    if (same(want, worn)) continue;
    if (want) {
      const item = findEquipment(want.itemId);
      if (!item) return { ok: false, reason: 'unknown_item', slot };
      if (item.type !== slot) return { ok: false, reason: 'wrong_slot', slot };
      plan.wear.push({ ...want, slot });
    }
    if (worn) plan.putBack.push({ ...worn, slot });
  }
  return { ok: true, plan };
}

/** Stat total of what is worn (HP is never on equipment). */
export function loadoutBonus(loadout: Loadout): Stats {
  const total: Stats = { hp: 0, atk: 0, def: 0, spd: 0 };
  for (const slot of EQUIPMENT_TYPES) {
    const piece = loadout[slot];
    const item = piece && findEquipment(piece.itemId);
    if (!piece || !item) continue;
    const s = pieceStats(item, piece.rarity);
    total.atk += s.atk;
    total.def += s.def;
    total.spd += s.spd;
  }
  return total;
}
