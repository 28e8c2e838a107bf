/** Equipment rarities, lowest first. Order matters: combine moves one step up. */
export const RARITIES = ['Common', 'Uncommon', 'Rare', 'Epic', 'Legendary'] as const;
export type Rarity = (typeof RARITIES)[number];
