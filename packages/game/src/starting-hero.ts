import type { EquipmentId } from './equipment';
import type { ItemId } from './items';
import type { Rarity } from './rarity';

/** What a new hero starts with. Enough for a few potions, a gold gacha draw or a cheap bazaar buy. */
export const STARTING_GOLD = 1500;
export const STARTING_SOUL = 30;
export const STARTING_LEVEL = 1;

/** The starting kit: stackable item ids and quantities (see items.ts). */
export const STARTING_KIT: readonly { itemId: ItemId; qty: number }[] = [
  { itemId: 'potion-minor', qty: 5 },
];

/** Starter gear: put on when the hero takes its first job (starter-kit.ts). */
export const STARTING_GEAR: readonly { itemId: EquipmentId; rarity: Rarity }[] = [
  { itemId: 'hunters-knife', rarity: 'Common' },
  { itemId: 'padded-vest', rarity: 'Common' },
  { itemId: 'copper-charm', rarity: 'Common' },
];
