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
  itemId: string;
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
  const taken = new Map<string, number>();
  const made = new Map<string, number>();
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
      taken.set(k, (taken.get(k) ?? 0) + times * COMBINE_COPIES);
      made.set(nk, (made.get(nk) ?? 0) + times);
      combines += times;
    }
  }
  const toStacks = (m: Map<string, number>): Stack[] =>
    [...m.entries()].map(([k, n]) => {
      const [rarity, itemId] = [k.slice(0, k.indexOf(':')), k.slice(k.indexOf(':') + 1)];
      return { itemId, rarity: rarity as Rarity, qty: n };
    });
  return { taken: toStacks(taken), made: toStacks(made), combines };
}
