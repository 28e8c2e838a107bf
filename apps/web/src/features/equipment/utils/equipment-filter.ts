import type { InventoryPiece } from '@demonbane/shared/inventory-schemas';
import { RARITIES } from '@demonbane/game/rarity';

/** Spec §4 equipment filters, in the order they are offered. */
export const EQUIPMENT_FILTERS = [
  { id: 'all', label: 'All' },
  { id: 'weapon', label: 'Weapon' },
  { id: 'armor', label: 'Armor' },
  { id: 'acc', label: 'Accessories' },
] as const;

export type EquipmentFilter = (typeof EQUIPMENT_FILTERS)[number]['id'];

/** Each typed filter sorts by the stat that slot is for, highest first. */
const SORT_STAT = { weapon: 'atk', armor: 'def', acc: 'spd' } as const;

const rarityRank = (piece: InventoryPiece) =>
  piece.item_rarity === null ? -1 : RARITIES.indexOf(piece.item_rarity);

/** By name (A→Z), the same piece at a higher rarity first. */
function byName(a: InventoryPiece, b: InventoryPiece): number {
  return (
    a.item_name.localeCompare(b.item_name, 'en', { sensitivity: 'base' }) ||
    rarityRank(b) - rarityRank(a)
  );
}

/**
 * The pieces one filter shows, in its order: All by name; Weapon by ATK, Armor by
 * DEF, Accessories by SPD, high first (ties by name). The input is left untouched.
 */
export function filterEquipment(
  pieces: readonly InventoryPiece[],
  filter: EquipmentFilter,
): InventoryPiece[] {
  if (filter === 'all') return [...pieces].sort(byName);
  const stat = SORT_STAT[filter];
  return pieces
    .filter((piece) => piece.type === filter)
    .sort((a, b) => b.stats[stat] - a.stats[stat] || byName(a, b));
}

/** How many pieces (counting stacks once) each filter would show. */
export function countByFilter(pieces: readonly InventoryPiece[]): Record<EquipmentFilter, number> {
  const counts: Record<EquipmentFilter, number> = { all: 0, weapon: 0, armor: 0, acc: 0 };
  for (const piece of pieces) {
    counts.all += 1;
    counts[piece.type] += 1;
  }
  return counts;
}
