/** What a new hero starts with. Enough for a few potions, a gold gacha draw or a cheap bazaar buy. */
export const STARTING_GOLD = 1500;
export const STARTING_SOUL = 30;
export const STARTING_LEVEL = 1;

/** The starting kit: consumable item ids and quantities (see items.ts). */
export const STARTING_KIT: readonly { itemId: string; qty: number }[] = [
  { itemId: 'potion-minor', qty: 5 },
];
