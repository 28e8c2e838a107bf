import type { CombatTraits } from './battle/combatant';
import type { ItemId } from './items';
import { keyedLookups } from './content-table';

/**
 * Monsters as data: stats at level 1 plus growth per level, rewards per level,
 * and drops. Areas and floors pick a monster and a level.
 */
export interface MonsterFields {
  name: string;
  base: { hp: number; atk: number; def: number; spd: number };
  growth: { hp: number; atk: number; def: number; spd: number };
  traits: Partial<CombatTraits>;
  /** XP and gold at level 1 and per level above it. */
  xp: { base: number; perLevel: number };
  gold: { base: number; perLevel: number };
  /** Chance in percent to also give 1 soul. */
  soulChance: number;
  drops: readonly { itemId: ItemId; chance: number }[];
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
  return {
    hp: Math.round(def.base.hp + def.growth.hp * n),
    atk: Math.round(def.base.atk + def.growth.atk * n),
    def: Math.round(def.base.def + def.growth.def * n),
    spd: Math.round(def.base.spd + def.growth.spd * n),
  };
}
