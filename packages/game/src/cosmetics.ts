import { keyedLookups } from './content-table';

/**
 * Cosmetics: titles shown after a hero's name and frames around its portrait, seen by
 * everyone on boards, in the arena and on the hero card. They change no number in a
 * fight. Some are earned by deeds (ascensions, tower floors) and some bought for gold,
 * the endgame's purest sink: a choice, never a need.
 */
export const COSMETIC_KINDS = ['title', 'frame'] as const;
export type CosmeticKind = (typeof COSMETIC_KINDS)[number];

/** A deed a hero has done, counted from stored state. */
export interface HeroDeeds {
  ascensions: number;
  /** Highest tower floor ever cleared. */
  highestHunt: number;
}

export interface CosmeticFields {
  kind: CosmeticKind;
  name: string;
  description: string;
  /** Gold to buy it, or null when it is earned. */
  price: number | null;
  /** What earns it, when it is earned rather than bought. */
  earned?: { ascensions?: number; highestHunt?: number };
}

const TABLE = {
  ascended: {
    kind: 'title',
    name: 'the Ascended',
    description: 'Ascended once.',
    price: null,
    earned: { ascensions: 1 },
  },
  'twice-born': {
    kind: 'title',
    name: 'Twice-Born',
    description: 'Ascended twice.',
    price: null,
    earned: { ascensions: 2 },
  },
  eternal: {
    kind: 'title',
    name: 'the Eternal',
    description: 'Ascended five times.',
    price: null,
    earned: { ascensions: 5 },
  },
  towerbreaker: {
    kind: 'title',
    name: 'Towerbreaker',
    description: 'Cleared tower floor 200.',
    price: null,
    earned: { highestHunt: 200 },
  },
  abysswalker: {
    kind: 'title',
    name: 'Abysswalker',
    description: 'Cleared tower floor 250.',
    price: null,
    earned: { highestHunt: 250 },
  },
  gilded: {
    kind: 'title',
    name: 'the Gilded',
    description: 'Bought with gold, and everyone knows it.',
    price: 250_000,
  },
  'bronze-frame': {
    kind: 'frame',
    name: 'Bronze Frame',
    description: 'A plain bronze rim.',
    price: 25_000,
  },
  'silver-frame': {
    kind: 'frame',
    name: 'Silver Frame',
    description: 'Chased silver.',
    price: 100_000,
  },
  'gold-frame': {
    kind: 'frame',
    name: 'Gold Frame',
    description: 'Heavy gold, worked with runes.',
    price: 400_000,
  },
  'obsidian-frame': {
    kind: 'frame',
    name: 'Obsidian Frame',
    description: 'Cut from the Throne itself.',
    price: 1_500_000,
  },
  'ascendant-frame': {
    kind: 'frame',
    name: 'Ascendant Frame',
    description: 'Worn by those who began again.',
    price: null,
    earned: { ascensions: 1 },
  },
  'abyssal-frame': {
    kind: 'frame',
    name: 'Abyssal Frame',
    description: 'Cleared tower floor 250.',
    price: null,
    earned: { highestHunt: 250 },
  },
} as const satisfies Record<string, CosmeticFields>;

export type CosmeticId = keyof typeof TABLE;
export type Cosmetic = CosmeticFields & { id: CosmeticId };

/** Every cosmetic, titles then frames, in the table's order. */
export const COSMETICS: readonly Cosmetic[] = (Object.keys(TABLE) as CosmeticId[]).map((id) => ({
  id,
  ...TABLE[id],
}));
const BY_ID = Object.fromEntries(COSMETICS.map((c) => [c.id, c])) as Record<CosmeticId, Cosmetic>;
const lookups = keyedLookups(BY_ID);
export const cosmeticById = lookups.byId;
/** An entry by an id read from outside (a request body, a stored row). */
export const findCosmetic = lookups.find;

/** Whether a hero's deeds earn an earned cosmetic (never true for a bought one). */
export function earnedBy(cosmetic: CosmeticFields, deeds: HeroDeeds): boolean {
  const need = cosmetic.earned;
  if (!need) return false;
  return deeds.ascensions >= (need.ascensions ?? 0) && deeds.highestHunt >= (need.highestHunt ?? 0);
}

/** Whether the hero may wear it: earned by deeds, or bought (a stored purchase). */
export function owns(cosmetic: Cosmetic, deeds: HeroDeeds, bought: ReadonlySet<string>): boolean {
  return cosmetic.price === null ? earnedBy(cosmetic, deeds) : bought.has(cosmetic.id);
}
