import type { Consumable } from '@demonbane/shared/inventory-schemas';
import { findItem } from '@demonbane/game/items';

/** A healing potion the hero owns, with the HP it restores at this max HP. */
export interface OwnedPotion {
  itemId: string;
  name: string;
  qty: number;
  heals: number;
}

/** The healing potions among the consumables, the weakest (and cheapest) first. */
export function ownedPotions(consumables: readonly Consumable[], maxHp: number): OwnedPotion[] {
  return consumables
    .flatMap((c) => {
      const effect = findItem(c.item_id)?.effect;
      if (c.item_qty < 1 || !effect) return [];
      if (effect.kind === 'heal') return [{ heals: effect.amount, c }];
      if (effect.kind === 'heal-percent') return [{ heals: (maxHp * effect.percent) / 100, c }];
      return [];
    })
    .map(({ heals, c }) => ({ itemId: c.item_id, name: c.item_name, qty: c.item_qty, heals }))
    .sort((a, b) => a.heals - b.heals);
}

/**
 * The potion to drink: the weakest one that restores `needHp` (no bigger potion spent
 * than it takes), else the strongest owned; null when the hero has none.
 */
export function choosePotion(potions: readonly OwnedPotion[], needHp: number): OwnedPotion | null {
  return potions.find((p) => p.heals >= needHp) ?? potions.at(-1) ?? null;
}
