import type { EquipmentType } from './equipment-slot';
import { RARITIES, type Rarity } from './rarity';
import { keyedLookups } from './content-table';

export interface PieceStats {
  atk: number;
  def: number;
  spd: number;
}

/** An equipment piece as data; its stats at Common rarity. */
export interface EquipmentFields {
  name: string;
  type: EquipmentType;
  description: string;
  base: PieceStats;
}

const TABLE = {
  // Weapons
  'hunters-knife': {
    name: 'Hunter’s Knife',
    type: 'weapon',
    description: 'A plain, honest blade. Every hunter starts with one.',
    base: { atk: 4, def: 0, spd: 1 },
  },
  'ashen-longsword': {
    name: 'Ashen Longsword',
    type: 'weapon',
    description: 'Forged in the Watch’s furnaces; grey steel that never rusts.',
    base: { atk: 8, def: 0, spd: 0 },
  },
  'sigil-wand': {
    name: 'Sigil Wand',
    type: 'weapon',
    description: 'A rod of black oak carved with binding runes.',
    base: { atk: 6, def: 0, spd: 3 },
  },
  'runed-staff': {
    name: 'Runed Staff',
    type: 'weapon',
    description: 'Each rune was taken from a demon’s true name.',
    base: { atk: 9, def: 1, spd: 1 },
  },
  'cinder-axe': {
    name: 'Cinder Axe',
    type: 'weapon',
    description: 'Its edge glows where it has bitten demon flesh.',
    base: { atk: 12, def: 0, spd: 0 },
  },
  // Armor
  'padded-vest': {
    name: 'Padded Vest',
    type: 'armor',
    description: 'Quilted linen. Better than nothing, barely.',
    base: { atk: 0, def: 4, spd: 0 },
  },
  'chain-hauberk': {
    name: 'Chain Hauberk',
    type: 'armor',
    description: 'Riveted rings that turn claws aside.',
    base: { atk: 0, def: 8, spd: 0 },
  },
  'warded-robe': {
    name: 'Warded Robe',
    type: 'armor',
    description: 'Silk stitched with protective circles.',
    base: { atk: 1, def: 5, spd: 2 },
  },
  'shadowweave-cloak': {
    name: 'Shadowweave Cloak',
    type: 'armor',
    description: 'Woven at midnight; light on the shoulders.',
    base: { atk: 0, def: 6, spd: 3 },
  },
  'bone-plate': {
    name: 'Bone Plate',
    type: 'armor',
    description: 'Carapace of a greater demon, shaped and sanctified.',
    base: { atk: 0, def: 11, spd: 0 },
  },
  // Accessories
  'copper-charm': {
    name: 'Copper Charm',
    type: 'acc',
    description: 'A lucky coin on a cord.',
    base: { atk: 1, def: 0, spd: 2 },
  },
  'ring-embers': {
    name: 'Ring of Embers',
    type: 'acc',
    description: 'Warm to the touch, hot to the foe.',
    base: { atk: 4, def: 0, spd: 1 },
  },
  'vigil-amulet': {
    name: 'Amulet of the Vigil',
    type: 'acc',
    description: 'Worn by the sentinels who never sleep.',
    base: { atk: 0, def: 4, spd: 1 },
  },
  'roc-feather': {
    name: 'Feather of the Roc',
    type: 'acc',
    description: 'Light as a thought, quick as one too.',
    base: { atk: 0, def: 0, spd: 5 },
  },
  'demons-eye': {
    name: 'Demon’s Eye',
    type: 'acc',
    description: 'It still watches. Now it watches for you.',
    base: { atk: 3, def: 3, spd: 2 },
  },
} as const satisfies Record<string, EquipmentFields>;

/** An equipment piece's id: a misspelt piece in the starting gear fails typecheck. */
export type EquipmentId = keyof typeof TABLE;

export interface EquipmentItem extends EquipmentFields {
  id: EquipmentId;
}

export const EQUIPMENT: readonly EquipmentItem[] = (Object.keys(TABLE) as EquipmentId[]).map(
  (id) => ({ id, ...TABLE[id] }),
);
const BY_ID = Object.fromEntries(EQUIPMENT.map((e) => [e.id, e])) as Record<
  EquipmentId,
  EquipmentItem
>;

const lookups = keyedLookups(BY_ID);
/** The entry of a known id. */
export const equipmentById = lookups.byId;
export const isEquipmentId = lookups.isId;
/** An entry by an id read from outside (a request body, an older database row). */
export const findEquipment = lookups.find;

/** Stat multiplier per rarity: each step up is worth a clear upgrade. */
export const RARITY_MULTIPLIER: Record<Rarity, number> = {
  Common: 1,
  Uncommon: 1.3,
  Rare: 1.7,
  Epic: 2.2,
  Legendary: 3,
};

export function isRarity(value: string): value is Rarity {
  return (RARITIES as readonly string[]).includes(value);
}

/**
 * A piece's stats at a rarity, rounded to whole points. Each rarity step adds at
 * least 1 to every stat the piece has, so small stats grow too.
 */
export function pieceStats(item: EquipmentItem, rarity: Rarity): PieceStats {
  const m = RARITY_MULTIPLIER[rarity];
  const step = RARITIES.indexOf(rarity);
  const scale = (base: number) => (base === 0 ? 0 : Math.max(Math.round(base * m), base + step));
  return { atk: scale(item.base.atk), def: scale(item.base.def), spd: scale(item.base.spd) };
}
