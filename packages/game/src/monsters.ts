import type { CombatTraits } from './battle/combatant';
import type { EquipmentId } from './equipment';
import type { ItemId } from './items';
import type { Rarity } from './rarity';
import { keyedLookups } from './content-table';
import { towerMight } from './tower-marks';

/**
 * Monster families: what a family shares in a fight, over the base traits and under
 * each monster's own (a monster's trait replaces its family's of the same name).
 */
export const FAMILIES = {
  demon: { name: 'Demon', description: 'Spawn of the first breach.', traits: {} },
  undead: { name: 'Undead', description: 'The cathedral’s restless dead.', traits: {} },
  drowned: {
    name: 'Drowned',
    description: 'Waterlogged flesh: every blow loses a fifth of its force.',
    traits: { resist: 0.2 },
  },
  blight: {
    name: 'Blight',
    description: 'Thorn and spore: they hit harder and feed on the wounds they make.',
    traits: { damage: 0.15, lifesteal: 0.1 },
  },
  void: {
    name: 'Voidborn',
    description: 'What comes through the last gate: armour means little to it.',
    traits: { pierce: 0.35 },
  },
} as const satisfies Record<
  string,
  { name: string; description: string; traits: Partial<CombatTraits> }
>;
export type FamilyId = keyof typeof FAMILIES;

/** The rarity of a map boss's unique piece, in percent. */
export const BOSS_PIECE_ODDS: Record<Rarity, number> = {
  Common: 0,
  Uncommon: 50,
  Rare: 32,
  Epic: 14,
  Legendary: 4,
};

/**
 * Monsters as data: stats at level 1 plus growth per level, rewards per level,
 * and drops. Areas and floors pick a monster and a level.
 */
export interface MonsterFields {
  name: string;
  family: FamilyId;
  base: { hp: number; atk: number; def: number; spd: number };
  growth: { hp: number; atk: number; def: number; spd: number };
  traits: Partial<CombatTraits>;
  /** XP and gold at level 1 and per level above it. */
  xp: { base: number; perLevel: number };
  gold: { base: number; perLevel: number };
  /** Chance in percent to also give 1 soul. */
  soulChance: number;
  drops: readonly { itemId: ItemId; chance: number }[];
  /** Map bosses: their unique piece, dropped at a rarity drawn from BOSS_PIECE_ODDS. */
  pieceDrops?: readonly { itemId: EquipmentId; chance: number }[];
  /** Bosses: a special move, warned of in the log one round before it lands. */
  special?: BossMove;
}

/**
 * A boss's special move: every `every` rounds it strikes at `power` × its ATK. The round
 * before, the log says `warning`, so the hero can guard, heal or race it.
 */
export interface BossMove {
  name: string;
  power: number;
  every: number;
  warning: string;
}

const TABLE = {
  imp: {
    name: 'Imp',
    family: 'demon',
    base: { hp: 38, atk: 9, def: 3, spd: 7 },
    growth: { hp: 9, atk: 2.2, def: 1.2, spd: 0.8 },
    traits: { critChance: 5 },
    xp: { base: 14, perLevel: 6 },
    gold: { base: 8, perLevel: 3 },
    soulChance: 2,
    drops: [{ itemId: 'iron-ore', chance: 12 }],
  },
  ghoul: {
    name: 'Ghoul',
    family: 'undead',
    base: { hp: 52, atk: 8, def: 5, spd: 4 },
    growth: { hp: 12, atk: 2, def: 1.5, spd: 0.6 },
    traits: { lifesteal: 0.2 },
    xp: { base: 16, perLevel: 7 },
    gold: { base: 9, perLevel: 3 },
    soulChance: 2,
    drops: [
      { itemId: 'demon-hide', chance: 10 },
      { itemId: 'potion-minor', chance: 10 },
    ],
  },
  hellhound: {
    name: 'Hellhound',
    family: 'demon',
    base: { hp: 44, atk: 11, def: 3, spd: 11 },
    growth: { hp: 10, atk: 2.6, def: 1, spd: 1.2 },
    traits: { critChance: 12, critMultiplier: 1.6 },
    xp: { base: 18, perLevel: 8 },
    gold: { base: 10, perLevel: 3 },
    soulChance: 3,
    drops: [{ itemId: 'demon-hide', chance: 14 }],
  },
  cultist: {
    name: 'Ash Cultist',
    family: 'demon',
    base: { hp: 40, atk: 12, def: 4, spd: 8 },
    growth: { hp: 9, atk: 2.8, def: 1.1, spd: 0.9 },
    traits: { pierce: 0.4 },
    xp: { base: 18, perLevel: 8 },
    gold: { base: 14, perLevel: 4 },
    soulChance: 4,
    drops: [
      { itemId: 'ember-shard', chance: 8 },
      { itemId: 'scroll-fury', chance: 4 },
    ],
  },
  gargoyle: {
    name: 'Gargoyle',
    family: 'demon',
    base: { hp: 60, atk: 9, def: 10, spd: 3 },
    growth: { hp: 14, atk: 2.2, def: 2.4, spd: 0.5 },
    traits: { block: 20 },
    xp: { base: 22, perLevel: 9 },
    gold: { base: 12, perLevel: 4 },
    soulChance: 3,
    drops: [{ itemId: 'iron-ore', chance: 20 }],
  },
  wraith: {
    name: 'Wraith',
    family: 'undead',
    base: { hp: 42, atk: 13, def: 4, spd: 12 },
    growth: { hp: 9, atk: 3, def: 1, spd: 1.3 },
    traits: { pierce: 0.5, critChance: 8 },
    xp: { base: 24, perLevel: 10 },
    gold: { base: 12, perLevel: 4 },
    soulChance: 6,
    drops: [{ itemId: 'ember-shard', chance: 12 }],
  },
  'bone-knight': {
    name: 'Bone Knight',
    family: 'undead',
    base: { hp: 70, atk: 12, def: 12, spd: 6 },
    growth: { hp: 15, atk: 2.8, def: 2.6, spd: 0.8 },
    traits: { block: 15, critChance: 8 },
    xp: { base: 28, perLevel: 11 },
    gold: { base: 18, perLevel: 5 },
    soulChance: 5,
    drops: [
      { itemId: 'iron-ore', chance: 18 },
      { itemId: 'potion', chance: 8 },
    ],
  },
  succubus: {
    name: 'Succubus',
    family: 'demon',
    base: { hp: 55, atk: 14, def: 6, spd: 13 },
    growth: { hp: 11, atk: 3.2, def: 1.4, spd: 1.3 },
    traits: { lifesteal: 0.3, critChance: 10 },
    xp: { base: 30, perLevel: 12 },
    gold: { base: 20, perLevel: 5 },
    soulChance: 8,
    drops: [
      { itemId: 'ember-shard', chance: 12 },
      { itemId: 'demon-hide', chance: 10 },
    ],
  },
  'abyssal-brute': {
    name: 'Abyssal Brute',
    family: 'demon',
    base: { hp: 95, atk: 16, def: 9, spd: 5 },
    growth: { hp: 18, atk: 3.4, def: 2, spd: 0.7 },
    traits: { critChance: 15, critMultiplier: 1.8 },
    xp: { base: 36, perLevel: 13 },
    gold: { base: 24, perLevel: 6 },
    soulChance: 8,
    drops: [
      { itemId: 'demon-hide', chance: 18 },
      { itemId: 'star-metal', chance: 2 },
    ],
  },
  'pit-lord': {
    name: 'Pit Lord',
    family: 'demon',
    base: { hp: 140, atk: 18, def: 12, spd: 8 },
    growth: { hp: 24, atk: 3.8, def: 2.6, spd: 1 },
    traits: { critChance: 12, critMultiplier: 1.8, block: 10, lifesteal: 0.1 },
    xp: { base: 60, perLevel: 20 },
    gold: { base: 50, perLevel: 12 },
    soulChance: 40,
    special: {
      name: 'Hellfire Maw',
      power: 2.2,
      every: 4,
      warning: 'The Pit Lord draws in a breath of hellfire.',
    },
    drops: [
      { itemId: 'star-metal', chance: 15 },
      { itemId: 'ember-shard', chance: 30 },
    ],
  },
  // Hunt bosses: one guards every fifth floor of the tower.
  'gate-warden': {
    name: 'Gate Warden',
    family: 'demon',
    base: { hp: 90, atk: 11, def: 8, spd: 6 },
    growth: { hp: 16, atk: 2.6, def: 1.8, spd: 0.8 },
    traits: { block: 20, critChance: 8 },
    xp: { base: 30, perLevel: 10 },
    gold: { base: 30, perLevel: 8 },
    soulChance: 30,
    special: {
      name: 'Portcullis Slam',
      power: 2,
      every: 4,
      warning: 'The Gate Warden hauls its great shield high.',
    },
    drops: [
      { itemId: 'iron-ore', chance: 60 },
      { itemId: 'demon-hide', chance: 40 },
    ],
  },
  'cinder-bishop': {
    name: 'Cinder Bishop',
    family: 'undead',
    base: { hp: 80, atk: 14, def: 6, spd: 9 },
    growth: { hp: 14, atk: 3.2, def: 1.4, spd: 1 },
    traits: { pierce: 0.5, lifesteal: 0.15, critChance: 10 },
    xp: { base: 34, perLevel: 11 },
    gold: { base: 34, perLevel: 9 },
    soulChance: 35,
    special: {
      name: 'Cinder Litany',
      power: 2.1,
      every: 3,
      warning: 'The Cinder Bishop begins a burning litany.',
    },
    drops: [
      { itemId: 'ember-shard', chance: 50 },
      { itemId: 'scroll-fury', chance: 25 },
    ],
  },
  'bone-colossus': {
    name: 'Bone Colossus',
    family: 'undead',
    base: { hp: 130, atk: 13, def: 12, spd: 4 },
    growth: { hp: 22, atk: 3, def: 2.6, spd: 0.6 },
    traits: { block: 25, critChance: 12, critMultiplier: 1.8 },
    xp: { base: 40, perLevel: 12 },
    gold: { base: 40, perLevel: 10 },
    soulChance: 40,
    special: {
      name: 'Ossuary Crush',
      power: 2.4,
      every: 4,
      warning: 'The Bone Colossus raises both fists over you.',
    },
    drops: [
      { itemId: 'iron-ore', chance: 80 },
      { itemId: 'star-metal', chance: 10 },
    ],
  },
  // Map bosses: each guards its map's last goal and drops its own piece.
  'ash-matriarch': {
    name: 'Ash Matriarch',
    family: 'demon',
    // Fought at level 5 (below the Cathedral's boss); her stats there are those she had at 7.
    base: { hp: 98, atk: 14.8, def: 7.6, spd: 8.8 },
    growth: { hp: 14, atk: 2.4, def: 1.3, spd: 0.9 },
    traits: { critChance: 8 },
    xp: { base: 68, perLevel: 14 },
    gold: { base: 60, perLevel: 10 },
    soulChance: 40,
    special: {
      name: 'Brood Shriek',
      power: 1.8,
      every: 4,
      warning: 'The Ash Matriarch fills her lungs to shriek.',
    },
    drops: [{ itemId: 'ember-shard', chance: 40 }],
    pieceDrops: [{ itemId: 'matriarchs-brand', chance: 25 }],
  },
  'cinder-abbess': {
    name: 'Cinder Abbess',
    family: 'undead',
    base: { hp: 85, atk: 13, def: 7, spd: 9 },
    growth: { hp: 15, atk: 3, def: 1.5, spd: 1 },
    traits: { pierce: 0.4, critChance: 8 },
    xp: { base: 50, perLevel: 16 },
    gold: { base: 45, perLevel: 11 },
    soulChance: 45,
    special: {
      name: 'Burning Censer',
      power: 2,
      every: 4,
      warning: 'The Cinder Abbess swings her censers wide.',
    },
    drops: [{ itemId: 'scroll-fury', chance: 30 }],
    pieceDrops: [{ itemId: 'abbess-flail', chance: 25 }],
  },
  'abyss-tyrant': {
    name: 'Abyss Tyrant',
    family: 'demon',
    base: { hp: 150, atk: 18, def: 12, spd: 8 },
    growth: { hp: 25, atk: 3.8, def: 2.6, spd: 1 },
    traits: { critChance: 12, critMultiplier: 1.8, block: 10 },
    xp: { base: 70, perLevel: 22 },
    gold: { base: 55, perLevel: 13 },
    soulChance: 50,
    special: {
      name: 'Maw of the Abyss',
      power: 2.2,
      every: 4,
      warning: 'The Abyss Tyrant’s jaws unhinge.',
    },
    drops: [{ itemId: 'star-metal', chance: 20 }],
    pieceDrops: [{ itemId: 'tyrants-carapace', chance: 25 }],
  },
  // The Sunken Ossuary: the drowned.
  'drowned-thrall': {
    name: 'Drowned Thrall',
    family: 'drowned',
    base: { hp: 80, atk: 13, def: 10, spd: 5 },
    growth: { hp: 17, atk: 3, def: 2.2, spd: 0.8 },
    traits: { block: 10 },
    xp: { base: 34, perLevel: 13 },
    gold: { base: 22, perLevel: 6 },
    soulChance: 6,
    drops: [
      { itemId: 'demon-hide', chance: 14 },
      { itemId: 'drowned-ingot', chance: 6 },
    ],
  },
  'bog-hag': {
    name: 'Bog Hag',
    family: 'drowned',
    base: { hp: 55, atk: 15, def: 6, spd: 10 },
    growth: { hp: 12, atk: 3.3, def: 1.4, spd: 1.1 },
    traits: { pierce: 0.4 },
    xp: { base: 34, perLevel: 13 },
    gold: { base: 24, perLevel: 6 },
    soulChance: 8,
    drops: [
      { itemId: 'ember-shard', chance: 12 },
      { itemId: 'drowned-ingot', chance: 6 },
    ],
  },
  'ossuary-eel': {
    name: 'Ossuary Eel',
    family: 'drowned',
    base: { hp: 50, atk: 14, def: 5, spd: 14 },
    growth: { hp: 11, atk: 3.2, def: 1.2, spd: 1.4 },
    traits: { critChance: 15, critMultiplier: 1.7 },
    xp: { base: 34, perLevel: 13 },
    gold: { base: 22, perLevel: 6 },
    soulChance: 6,
    drops: [
      { itemId: 'iron-ore', chance: 16 },
      { itemId: 'drowned-ingot', chance: 6 },
    ],
  },
  'drowned-abbot': {
    name: 'Drowned Abbot',
    family: 'drowned',
    base: { hp: 140, atk: 16, def: 12, spd: 8 },
    growth: { hp: 24, atk: 3.6, def: 2.5, spd: 1 },
    traits: { critChance: 10, lifesteal: 0.1 },
    xp: { base: 80, perLevel: 24 },
    gold: { base: 60, perLevel: 14 },
    soulChance: 50,
    special: {
      name: 'Tidal Requiem',
      power: 2.2,
      every: 4,
      warning: 'The Drowned Abbot intones a requiem; the water rises.',
    },
    drops: [{ itemId: 'drowned-ingot', chance: 50 }],
    pieceDrops: [{ itemId: 'abbots-mitre', chance: 25 }],
  },
  // The Thornwood Blight: beasts of thorn and spore.
  thornback: {
    name: 'Thornback',
    family: 'blight',
    base: { hp: 90, atk: 14, def: 12, spd: 5 },
    growth: { hp: 18, atk: 3.2, def: 2.5, spd: 0.8 },
    traits: { block: 20 },
    xp: { base: 38, perLevel: 14 },
    gold: { base: 26, perLevel: 7 },
    soulChance: 7,
    drops: [
      { itemId: 'demon-hide', chance: 16 },
      { itemId: 'thornheart', chance: 6 },
    ],
  },
  'blight-stag': {
    name: 'Blight Stag',
    family: 'blight',
    base: { hp: 60, atk: 16, def: 6, spd: 13 },
    growth: { hp: 12, atk: 3.4, def: 1.4, spd: 1.4 },
    traits: { critChance: 12 },
    xp: { base: 38, perLevel: 14 },
    gold: { base: 26, perLevel: 7 },
    soulChance: 7,
    drops: [
      { itemId: 'iron-ore', chance: 16 },
      { itemId: 'thornheart', chance: 6 },
    ],
  },
  'spore-mother': {
    name: 'Spore Mother',
    family: 'blight',
    base: { hp: 75, atk: 14, def: 8, spd: 7 },
    growth: { hp: 15, atk: 3.1, def: 1.8, spd: 1 },
    traits: { lifesteal: 0.25 },
    xp: { base: 38, perLevel: 14 },
    gold: { base: 28, perLevel: 7 },
    soulChance: 9,
    drops: [
      { itemId: 'ember-shard', chance: 14 },
      { itemId: 'thornheart', chance: 6 },
    ],
  },
  'rotwood-elder': {
    name: 'Rotwood Elder',
    family: 'blight',
    base: { hp: 150, atk: 17, def: 10, spd: 7 },
    growth: { hp: 40, atk: 3.2, def: 1.8, spd: 1 },
    traits: { block: 15, lifesteal: 0.15 },
    xp: { base: 90, perLevel: 26 },
    gold: { base: 65, perLevel: 15 },
    soulChance: 55,
    special: {
      name: 'Strangling Roots',
      power: 2.3,
      every: 4,
      warning: 'Roots stir under your feet as the Rotwood Elder groans.',
    },
    drops: [{ itemId: 'thornheart', chance: 50 }],
    pieceDrops: [{ itemId: 'rotwood-scythe', chance: 25 }],
  },
  // The Obsidian Throne: the voidborn.
  'obsidian-sentinel': {
    name: 'Obsidian Sentinel',
    family: 'void',
    base: { hp: 95, atk: 15, def: 14, spd: 5 },
    growth: { hp: 19, atk: 3.3, def: 2.8, spd: 0.8 },
    traits: { block: 20 },
    xp: { base: 42, perLevel: 15 },
    gold: { base: 30, perLevel: 8 },
    soulChance: 8,
    drops: [
      { itemId: 'iron-ore', chance: 18 },
      { itemId: 'obsidian-shard', chance: 6 },
    ],
  },
  'void-seraph': {
    name: 'Void Seraph',
    family: 'void',
    base: { hp: 60, atk: 17, def: 6, spd: 14 },
    growth: { hp: 13, atk: 3.6, def: 1.5, spd: 1.5 },
    traits: { critChance: 12, critMultiplier: 1.6 },
    xp: { base: 42, perLevel: 15 },
    gold: { base: 30, perLevel: 8 },
    soulChance: 10,
    drops: [
      { itemId: 'ember-shard', chance: 16 },
      { itemId: 'obsidian-shard', chance: 6 },
    ],
  },
  'dread-knight': {
    name: 'Dread Knight',
    family: 'void',
    base: { hp: 90, atk: 16, def: 12, spd: 8 },
    growth: { hp: 18, atk: 3.5, def: 2.5, spd: 1 },
    traits: { critChance: 10, lifesteal: 0.1 },
    xp: { base: 42, perLevel: 15 },
    gold: { base: 32, perLevel: 8 },
    soulChance: 9,
    drops: [
      { itemId: 'demon-hide', chance: 18 },
      { itemId: 'obsidian-shard', chance: 6 },
    ],
  },
  azhuroth: {
    name: 'Azhuroth, the Last Gate',
    family: 'void',
    base: { hp: 170, atk: 18, def: 14, spd: 9 },
    growth: { hp: 28, atk: 3.9, def: 2.8, spd: 1.1 },
    traits: { critChance: 12, critMultiplier: 1.8, block: 10 },
    xp: { base: 100, perLevel: 30 },
    gold: { base: 80, perLevel: 18 },
    soulChance: 60,
    special: {
      name: 'The Gate Opens',
      power: 2.2,
      every: 4,
      warning: 'Azhuroth spreads its arms; the void behind it yawns wide.',
    },
    drops: [{ itemId: 'obsidian-shard', chance: 60 }],
    pieceDrops: [{ itemId: 'crown-of-azhuroth', chance: 25 }],
  },
} as const satisfies Record<string, MonsterFields>;

/** A monster's id: a misspelt id in an area, a floor or a test fails typecheck. */
export type MonsterId = keyof typeof TABLE;

export interface MonsterDef extends MonsterFields {
  id: MonsterId;
}

export const MONSTERS: readonly MonsterDef[] = (Object.keys(TABLE) as MonsterId[]).map((id) => ({
  id,
  ...TABLE[id],
}));
const BY_ID = Object.fromEntries(MONSTERS.map((m) => [m.id, m])) as Record<MonsterId, MonsterDef>;

const lookups = keyedLookups(BY_ID);
/** The entry of a known id. */
export const monsterById = lookups.byId;
export const isMonsterId = lookups.isId;
/** An entry by an id read from outside (a request body, an older database row). */
export const findMonster = lookups.find;

export interface MonsterStats {
  hp: number;
  atk: number;
  def: number;
  spd: number;
}

/** A monster's stats at a level (whole numbers). */
export function monsterStats(def: MonsterDef, level: number): MonsterStats {
  const n = Math.max(0, level - 1);
  // Above level 200 (the endless tower) HP, ATK and DEF compound per band (tower-marks.ts).
  const might = towerMight(level);
  return {
    hp: Math.round((def.base.hp + def.growth.hp * n) * might),
    atk: Math.round((def.base.atk + def.growth.atk * n) * might),
    def: Math.round((def.base.def + def.growth.def * n) * might),
    spd: Math.round(def.base.spd + def.growth.spd * n),
  };
}
