import { affixesOf, type Affix, type AffixKind } from './affixes';
import type { EquipmentType } from './equipment-slot';
import { RARITIES, type Rarity } from './rarity';
import { keyedLookups } from './content-table';

export interface PieceStats {
  atk: number;
  def: number;
  spd: number;
}

/**
 * An equipment piece as data: its stats at Common rarity, its level (the tier it
 * belongs to: a hero wears it from that level on), and the affixes it can carry, in
 * the order higher rarities reveal them. A unique piece is a map boss's own drop:
 * never forged nor drawn from a box (it trades on the bazaar like any other).
 */
export interface EquipmentFields {
  name: string;
  type: EquipmentType;
  description: string;
  level: number;
  base: PieceStats;
  affixes: readonly AffixKind[];
  unique?: true;
}

const TABLE = {
  // Weapons
  'hunters-knife': {
    name: 'Hunter’s Knife',
    type: 'weapon',
    description: 'A plain, honest blade. Every hunter starts with one.',
    level: 1,
    base: { atk: 4, def: 0, spd: 1 },
    affixes: ['damage', 'crit', 'lifesteal'],
  },
  'ashen-longsword': {
    name: 'Ashen Longsword',
    type: 'weapon',
    description: 'Forged in the Watch’s furnaces; grey steel that never rusts.',
    level: 1,
    base: { atk: 8, def: 0, spd: 0 },
    affixes: ['damage', 'lifesteal', 'crit'],
  },
  'sigil-wand': {
    name: 'Sigil Wand',
    type: 'weapon',
    description: 'A rod of black oak carved with binding runes.',
    level: 1,
    base: { atk: 6, def: 0, spd: 3 },
    affixes: ['crit', 'damage', 'lifesteal'],
  },
  'runed-staff': {
    name: 'Runed Staff',
    type: 'weapon',
    description: 'Each rune was taken from a demon’s true name.',
    level: 1,
    base: { atk: 9, def: 1, spd: 1 },
    affixes: ['damage', 'crit', 'resist'],
  },
  'cinder-axe': {
    name: 'Cinder Axe',
    type: 'weapon',
    description: 'Its edge glows where it has bitten demon flesh.',
    level: 1,
    base: { atk: 12, def: 0, spd: 0 },
    affixes: ['damage', 'crit', 'lifesteal'],
  },
  // Armor
  'padded-vest': {
    name: 'Padded Vest',
    type: 'armor',
    description: 'Quilted linen. Better than nothing, barely.',
    level: 1,
    base: { atk: 0, def: 4, spd: 0 },
    affixes: ['resist', 'lifesteal', 'damage'],
  },
  'chain-hauberk': {
    name: 'Chain Hauberk',
    type: 'armor',
    description: 'Riveted rings that turn claws aside.',
    level: 1,
    base: { atk: 0, def: 8, spd: 0 },
    affixes: ['resist', 'damage', 'crit'],
  },
  'warded-robe': {
    name: 'Warded Robe',
    type: 'armor',
    description: 'Silk stitched with protective circles.',
    level: 1,
    base: { atk: 1, def: 5, spd: 2 },
    affixes: ['resist', 'crit', 'damage'],
  },
  'shadowweave-cloak': {
    name: 'Shadowweave Cloak',
    type: 'armor',
    description: 'Woven at midnight; light on the shoulders.',
    level: 1,
    base: { atk: 0, def: 6, spd: 3 },
    affixes: ['resist', 'lifesteal', 'crit'],
  },
  'bone-plate': {
    name: 'Bone Plate',
    type: 'armor',
    description: 'Carapace of a greater demon, shaped and sanctified.',
    level: 1,
    base: { atk: 0, def: 11, spd: 0 },
    affixes: ['resist', 'damage', 'lifesteal'],
  },
  // Accessories
  'copper-charm': {
    name: 'Copper Charm',
    type: 'acc',
    description: 'A lucky coin on a cord.',
    level: 1,
    base: { atk: 1, def: 0, spd: 2 },
    affixes: ['crit', 'damage', 'resist'],
  },
  'ring-embers': {
    name: 'Ring of Embers',
    type: 'acc',
    description: 'Warm to the touch, hot to the foe.',
    level: 1,
    base: { atk: 4, def: 0, spd: 1 },
    affixes: ['damage', 'crit', 'lifesteal'],
  },
  'vigil-amulet': {
    name: 'Amulet of the Vigil',
    type: 'acc',
    description: 'Worn by the sentinels who never sleep.',
    level: 1,
    base: { atk: 0, def: 4, spd: 1 },
    affixes: ['resist', 'crit', 'lifesteal'],
  },
  'roc-feather': {
    name: 'Feather of the Roc',
    type: 'acc',
    description: 'Light as a thought, quick as one too.',
    level: 1,
    base: { atk: 0, def: 0, spd: 5 },
    affixes: ['crit', 'lifesteal', 'damage'],
  },
  'demons-eye': {
    name: 'Demon’s Eye',
    type: 'acc',
    description: 'It still watches. Now it watches for you.',
    level: 1,
    base: { atk: 3, def: 3, spd: 2 },
    affixes: ['crit', 'damage', 'resist'],
  },
  // Tier 20: the Sunken Ossuary's salvage.
  'hellforged-blade': {
    name: 'Hellforged Blade',
    type: 'weapon',
    description: 'Quenched in a drowned forge; it hisses when it cuts.',
    level: 20,
    base: { atk: 18, def: 0, spd: 2 },
    affixes: ['damage', 'crit', 'lifesteal'],
  },
  'drowned-mail': {
    name: 'Drowned Mail',
    type: 'armor',
    description: 'Links furred with black salt. Blows slide off it like water.',
    level: 20,
    base: { atk: 0, def: 17, spd: 1 },
    affixes: ['resist', 'lifesteal', 'damage'],
  },
  'tidebound-ring': {
    name: 'Tidebound Ring',
    type: 'acc',
    description: 'It pulls at the hand like an undertow, towards the foe.',
    level: 20,
    base: { atk: 7, def: 5, spd: 4 },
    affixes: ['crit', 'damage', 'resist'],
  },
  // Tier 30: cut from the Thornwood.
  'thornwood-glaive': {
    name: 'Thornwood Glaive',
    type: 'weapon',
    description: 'A living haft that grows thorns where it bites.',
    level: 30,
    base: { atk: 24, def: 0, spd: 3 },
    affixes: ['damage', 'lifesteal', 'crit'],
  },
  'barkskin-cuirass': {
    name: 'Barkskin Cuirass',
    type: 'armor',
    description: 'Heartwood plates that close over every scratch.',
    level: 30,
    base: { atk: 0, def: 23, spd: 2 },
    affixes: ['resist', 'damage', 'crit'],
  },
  'blightseed-talisman': {
    name: 'Blightseed Talisman',
    type: 'acc',
    description: 'A seed of the blight, sealed in amber. It is hungry.',
    level: 30,
    base: { atk: 9, def: 7, spd: 6 },
    affixes: ['lifesteal', 'crit', 'resist'],
  },
  // Tier 40: obsidian from the Throne.
  'obsidian-greatsword': {
    name: 'Obsidian Greatsword',
    type: 'weapon',
    description: 'Volcanic glass sharpened by the void. Nothing turns its edge.',
    level: 40,
    base: { atk: 30, def: 2, spd: 2 },
    affixes: ['damage', 'crit', 'lifesteal'],
  },
  'obsidian-aegis': {
    name: 'Obsidian Aegis',
    type: 'armor',
    description: 'Black plate that drinks the light and the blows alike.',
    level: 40,
    base: { atk: 2, def: 29, spd: 2 },
    affixes: ['resist', 'damage', 'lifesteal'],
  },
  'void-eye-pendant': {
    name: 'Void-Eye Pendant',
    type: 'acc',
    description: 'An eye from beyond the gate. It sees the gap in any guard.',
    level: 40,
    base: { atk: 12, def: 9, spd: 7 },
    affixes: ['crit', 'damage', 'resist'],
  },
  // Unique: each map boss's own drop.
  'matriarchs-brand': {
    name: 'Matriarch’s Brand',
    type: 'acc',
    description: 'The Ash Matriarch’s mark, still warm. Imps flinch from it.',
    level: 5,
    base: { atk: 4, def: 2, spd: 3 },
    affixes: ['crit', 'damage', 'lifesteal'],
    unique: true,
  },
  'abbess-flail': {
    name: 'Flail of the Cinder Abbess',
    type: 'weapon',
    description: 'Three censers on chains, still smouldering with her litany.',
    level: 9,
    base: { atk: 13, def: 1, spd: 1 },
    affixes: ['damage', 'lifesteal', 'crit'],
    unique: true,
  },
  'tyrants-carapace': {
    name: 'Tyrant’s Carapace',
    type: 'armor',
    description: 'The shell of the Abyss Tyrant, hollowed and blessed.',
    level: 15,
    base: { atk: 1, def: 15, spd: 1 },
    affixes: ['resist', 'damage', 'lifesteal'],
    unique: true,
  },
  'abbots-mitre': {
    name: 'Mitre of the Drowned Abbot',
    type: 'acc',
    description: 'Salt-crusted gold. Its wearer never drowns, they say.',
    level: 24,
    base: { atk: 9, def: 7, spd: 5 },
    affixes: ['resist', 'crit', 'damage'],
    unique: true,
  },
  'rotwood-scythe': {
    name: 'Rotwood Scythe',
    type: 'weapon',
    description: 'The Elder’s own branch, bent into a reaping curve.',
    level: 34,
    base: { atk: 28, def: 0, spd: 4 },
    affixes: ['lifesteal', 'damage', 'crit'],
    unique: true,
  },
  'crown-of-azhuroth': {
    name: 'Crown of Azhuroth',
    type: 'acc',
    description: 'The last gate’s keystone, worn as a crown. It weighs like a world.',
    level: 50,
    base: { atk: 16, def: 12, spd: 9 },
    affixes: ['damage', 'crit', 'resist'],
    unique: true,
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

/** The affixes a piece shows at a rarity (none at Common). */
export function pieceAffixes(item: EquipmentItem, rarity: Rarity): Affix[] {
  return affixesOf(item.affixes, rarity, item.level);
}

/** The pieces a forge or a box can make within a level band: every piece but the unique ones. */
export function piecesInBand(minLevel: number, maxLevel: number): EquipmentItem[] {
  return EQUIPMENT.filter((e) => !e.unique && e.level >= minLevel && e.level <= maxLevel);
}
