import type { CombinableItem } from '@demonbane/shared/forge-schemas';
import { lockedItemKey } from '@/stores/session-slice';

/** A stack's key: `rarity:item_id`, the form locked_items uses (spec §3). */
export function stackKey(item: Pick<CombinableItem, 'item_rarity' | 'item_id'>): string {
  return lockedItemKey(item.item_rarity, item.item_id);
}

export function isLocked(locked: readonly string[], key: string): boolean {
  return locked.includes(key);
}

/** Locks an unlocked stack, unlocks a locked one; the rest of the list is kept as it was. */
export function toggleLock(locked: readonly string[], key: string): string[] {
  return isLocked(locked, key) ? locked.filter((k) => k !== key) : [...locked, key];
}

/** Spec §4: selecting is a toggle; choosing the selected stack again deselects it. */
export function toggleSelection(selected: string | null, key: string): string | null {
  return selected === key ? null : key;
}
