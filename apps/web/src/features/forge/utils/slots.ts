import { FORGE_SLOTS } from '@demonbane/game/forge';
import type { Material } from '@demonbane/shared/forge-schemas';

/** Spec §5 texts. */
export const TOO_MANY_MATERIALS = `You can only add up to ${FORGE_SLOTS} materials.`;
export const NOT_ENOUGH_MATERIALS = 'Not enough materials available.';

/** The anvil's slots: material item ids in the order they were placed (at most 3). */
export type Slots = readonly string[];

export type AddResult = { ok: true; slots: string[] } | { ok: false; error: string };

/** How many of one material already sit in the slots. */
export function placedCount(slots: Slots, itemId: string): number {
  return slots.filter((id) => id === itemId).length;
}

/** Owned copies not yet placed. */
export function remainingQty(slots: Slots, material: Material): number {
  return Math.max(0, material.item_qty - placedCount(slots, material.item_id));
}

/**
 * Places one more of `material` (spec §5): at most 3 in all, and only while an
 * owned copy remains outside the slots.
 */
export function addToSlots(slots: Slots, material: Material): AddResult {
  if (slots.length >= FORGE_SLOTS) return { ok: false, error: TOO_MANY_MATERIALS };
  if (remainingQty(slots, material) < 1) return { ok: false, error: NOT_ENOUGH_MATERIALS };
  return { ok: true, slots: [...slots, material.item_id] };
}

/** Empties one slot; the later ones move up. */
export function clearSlot(slots: Slots, index: number): string[] {
  return slots.filter((_, i) => i !== index);
}

/** Spec §5: the Forge button is enabled only with exactly 3 materials. */
export function canForge(slots: Slots): boolean {
  return slots.length === FORGE_SLOTS;
}

/** Drops placed materials the hero no longer owns enough of (after a reload). */
export function keepOwned(slots: Slots, materials: readonly Material[]): string[] {
  const kept: string[] = [];
  for (const id of slots) {
    const owned = materials.find((m) => m.item_id === id)?.item_qty ?? 0;
    if (placedCount(kept, id) < owned) kept.push(id);
  }
  return kept;
}
