import type { EquipmentId } from './equipment';
import { RARITIES, type Rarity } from './rarity';

/** Copies of the same piece at the same rarity that combine into one of the next rarity. */
export const COMBINE_COPIES = 3;

export function nextRarity(rarity: Rarity): Rarity | null {
  const i = RARITIES.indexOf(rarity);
  return i >= 0 && i < RARITIES.length - 1 ? RARITIES[i + 1]! : null;
}

export function canCombine(qty: number, rarity: Rarity): boolean {
  return qty >= COMBINE_COPIES && nextRarity(rarity) !== null;
}

/** `rarity:item_id`, the form of the client's locked items (spec §3). */
export const lockKey = (rarity: string, itemId: string) => `${rarity}:${itemId}`;

export interface Stack {
  itemId: EquipmentId;
  rarity: Rarity;
  qty: number;
}

export interface CombineAllPlan {
  /** Copies taken, per stack. */
  taken: Stack[];
  /** Copies made, per stack. */
  made: Stack[];
  /** Number of combines performed. */
  combines: number;
}

/**
 * Combine All: every unlocked stack with enough copies is combined as often as it
 * can, lowest rarity first, so new copies can combine again (9 Common → 3
 * Uncommon → 1 Rare). A locked stack is never taken from.
 */
export function planCombineAll(
  stacks: readonly Stack[],
  locked: ReadonlySet<string>,
): CombineAllPlan {
  const qty = new Map<string, number>();
  const key = (s: { itemId: string; rarity: Rarity }) => lockKey(s.rarity, s.itemId);
  for (const s of stacks) qty.set(key(s), (qty.get(key(s)) ?? 0) + s.qty);
  // Stacks by lock key, in the order they were first touched.
  const taken = new Map<string, Stack>();
  const made = new Map<string, Stack>();
  const add = (m: Map<string, Stack>, itemId: EquipmentId, rarity: Rarity, n: number) => {
    const k = lockKey(rarity, itemId);
    m.set(k, { itemId, rarity, qty: (m.get(k)?.qty ?? 0) + n });
  };
  let combines = 0;
  const itemIds = [...new Set(stacks.map((s) => s.itemId))].sort();
  for (const rarity of RARITIES) {
    const next = nextRarity(rarity);
    if (!next) continue;
    for (const itemId of itemIds) {
      const k = lockKey(rarity, itemId);
      if (locked.has(k)) continue;
      const have = qty.get(k) ?? 0;
      const times = Math.floor(have / COMBINE_COPIES);
      if (times === 0) continue;
      const nk = lockKey(next, itemId);
      qty.set(k, have - times * COMBINE_COPIES);
      qty.set(nk, (qty.get(nk) ?? 0) + times);
      add(taken, itemId, rarity, times * COMBINE_COPIES);
      add(made, itemId, next, times);
      combines += times;
    }
  }
  return { taken: [...taken.values()], made: [...made.values()], combines };
}
