import type { MonsterId } from './monsters';
import { keyedLookups } from './content-table';
/**
 * Exploration maps as data. Each area is a grid: `#` wall, `.` floor, `S` start,
 * `G` goal. Every step on floor may meet one of the area's monsters. Area n+1
 * opens when area n is finished; every map's area 1 is open from the start. The
 * goal of a map's last area is guarded by the map's boss.
 */
export interface AreaDef {
  number: number;
  /** The hero level this area is balanced for (docs/game-rules.md, Balance). */
  recommendedLevel: number;
  /** Chance in percent to meet a monster on each step (never on the goal). */
  encounterChance: number;
  monsters: readonly { monsterId: MonsterId; minLevel: number; maxLevel: number; weight: number }[];
  grid: readonly string[];
  /** The map boss, guarding the last area's goal: the area is finished when it falls. */
  boss?: { monsterId: MonsterId; level: number };
}

export interface MapFields {
  name: string;
  /** The level this map is meant for, shown on the map list. */
  recommendedLevel: number;
  description: string;
  areas: readonly AreaDef[];
}

const TABLE = {
  1: {
    name: 'Ashen Hills',
    recommendedLevel: 1,
    description: 'Grey slopes where the first breach opened. Imps and ghouls scavenge the ash.',
    areas: [
      {
        number: 1,
        recommendedLevel: 1,
        encounterChance: 35,
        monsters: [
          { monsterId: 'imp', minLevel: 1, maxLevel: 2, weight: 3 },
          { monsterId: 'ghoul', minLevel: 1, maxLevel: 2, weight: 2 },
        ],
        grid: [
          '#########',
          '#S..#...#',
          '#.#.#.#.#',
          '#.#...#.#',
          '#.####..#',
          '#......G#',
          '#########',
        ],
      },
      {
        number: 2,
        recommendedLevel: 2,
        encounterChance: 20,
        monsters: [
          { monsterId: 'imp', minLevel: 2, maxLevel: 3, weight: 2 },
          { monsterId: 'ghoul', minLevel: 2, maxLevel: 3, weight: 2 },
          { monsterId: 'hellhound', minLevel: 2, maxLevel: 3, weight: 1 },
        ],
        grid: [
          '###########',
          '#S....#...#',
          '####.##.#.#',
          '#......#..#',
          '#.#.####.##',
          '#.#......##',
          '#.####.#..#',
          '#......#.G#',
          '###########',
        ],
      },
      {
        number: 3,
        recommendedLevel: 4,
        encounterChance: 13,
        monsters: [
          { monsterId: 'hellhound', minLevel: 3, maxLevel: 5, weight: 2 },
          { monsterId: 'cultist', minLevel: 3, maxLevel: 5, weight: 2 },
          { monsterId: 'ghoul', minLevel: 4, maxLevel: 5, weight: 1 },
        ],
        boss: { monsterId: 'ash-matriarch', level: 5 },
        grid: [
          '############',
          '#S.#.......#',
          '#..#.#####.#',
          '##...#...#.#',
          '#..###.#.#.#',
          '#.#....#...#',
          '#.#.######.#',
          '#...#....G.#',
          '############',
        ],
      },
    ],
  },
  2: {
    name: 'Cathedral of Cinders',
    recommendedLevel: 5,
    description:
      'A burned cathedral where cultists still chant. Gargoyles watch from the buttresses.',
    areas: [
      {
        number: 1,
        recommendedLevel: 5,
        encounterChance: 32,
        monsters: [
          { monsterId: 'cultist', minLevel: 6, maxLevel: 6, weight: 3 },
          { monsterId: 'gargoyle', minLevel: 5, maxLevel: 6, weight: 2 },
        ],
        grid: [
          '###########',
          '#S...#....#',
          '#.##.#.##.#',
          '#.#..#..#.#',
          '#.#.##.##.#',
          '#........G#',
          '###########',
        ],
      },
      {
        number: 2,
        recommendedLevel: 7,
        encounterChance: 18,
        monsters: [
          { monsterId: 'gargoyle', minLevel: 5, maxLevel: 6, weight: 2 },
          { monsterId: 'wraith', minLevel: 5, maxLevel: 6, weight: 2 },
          { monsterId: 'cultist', minLevel: 5, maxLevel: 6, weight: 1 },
        ],
        grid: [
          '############',
          '#S..#......#',
          '###.#.####.#',
          '#...#.#..#.#',
          '#.###.#.##.#',
          '#.....#....#',
          '#####.####.#',
          '#G.........#',
          '############',
        ],
      },
      {
        number: 3,
        recommendedLevel: 8,
        encounterChance: 8,
        monsters: [
          { monsterId: 'wraith', minLevel: 5, maxLevel: 7, weight: 2 },
          { monsterId: 'bone-knight', minLevel: 5, maxLevel: 6, weight: 2 },
        ],
        boss: { monsterId: 'cinder-abbess', level: 6 },
        grid: [
          '#############',
          '#S....#.....#',
          '#.###.#.###.#',
          '#.#...#...#.#',
          '#.#.#####.#.#',
          '#.#.......#.#',
          '#.#####.#.#.#',
          '#.......#.#G#',
          '#############',
        ],
      },
    ],
  },
  3: {
    name: 'The Abyssal Gate',
    recommendedLevel: 9,
    description: 'The wound in the world itself. Only evolved hunters come back from here.',
    areas: [
      {
        number: 1,
        recommendedLevel: 9,
        encounterChance: 20,
        monsters: [
          { monsterId: 'bone-knight', minLevel: 6, maxLevel: 8, weight: 2 },
          { monsterId: 'succubus', minLevel: 6, maxLevel: 8, weight: 2 },
        ],
        grid: [
          '###########',
          '#S..#.....#',
          '#.#.#.###.#',
          '#.#...#...#',
          '#.#####.#.#',
          '#.......#G#',
          '###########',
        ],
      },
      {
        number: 2,
        recommendedLevel: 12,
        encounterChance: 33,
        monsters: [
          { monsterId: 'succubus', minLevel: 14, maxLevel: 16, weight: 2 },
          { monsterId: 'abyssal-brute', minLevel: 14, maxLevel: 16, weight: 2 },
        ],
        grid: [
          '############',
          '#S.....#...#',
          '#.####.#.#.#',
          '#.#..#...#.#',
          '#.#.####.#.#',
          '#...#....#.#',
          '###.#.####.#',
          '#G..#......#',
          '############',
        ],
      },
      {
        number: 3,
        recommendedLevel: 14,
        encounterChance: 10,
        monsters: [{ monsterId: 'abyssal-brute', minLevel: 11, maxLevel: 14, weight: 1 }],
        boss: { monsterId: 'abyss-tyrant', level: 15 },
        grid: [
          '#############',
          '#S#.........#',
          '#.#.#######.#',
          '#.#.#.....#.#',
          '#...#.###.#.#',
          '#####.#G#.#.#',
          '#.....#.#...#',
          '#.#####.#####',
          '#.......#####',
          '#############',
        ],
      },
    ],
  },
  4: {
    name: 'The Sunken Ossuary',
    recommendedLevel: 17,
    description:
      'A bone-vault under a drowned abbey. The dead here never stopped praying, or swimming.',
    areas: [
      {
        number: 1,
        recommendedLevel: 17,
        encounterChance: 18,
        monsters: [
          { monsterId: 'drowned-thrall', minLevel: 18, maxLevel: 20, weight: 3 },
          { monsterId: 'bog-hag', minLevel: 18, maxLevel: 20, weight: 2 },
          { monsterId: 'ossuary-eel', minLevel: 18, maxLevel: 20, weight: 2 },
        ],
        grid: [
          '###########',
          '#S.#......#',
          '#..#.####.#',
          '#.##.#....#',
          '#....#.##.#',
          '####.#..#G#',
          '###########',
        ],
      },
      {
        number: 2,
        recommendedLevel: 20,
        encounterChance: 14,
        monsters: [
          { monsterId: 'bog-hag', minLevel: 23, maxLevel: 25, weight: 2 },
          { monsterId: 'ossuary-eel', minLevel: 23, maxLevel: 25, weight: 2 },
          { monsterId: 'drowned-thrall', minLevel: 23, maxLevel: 25, weight: 1 },
        ],
        grid: [
          '############',
          '#S...#.....#',
          '####.#.###.#',
          '#....#...#.#',
          '#.######.#.#',
          '#......#.#.#',
          '######.#...#',
          '#G.....#####',
          '############',
        ],
      },
      {
        number: 3,
        recommendedLevel: 23,
        encounterChance: 8,
        monsters: [
          { monsterId: 'ossuary-eel', minLevel: 22, maxLevel: 24, weight: 2 },
          { monsterId: 'drowned-thrall', minLevel: 22, maxLevel: 24, weight: 2 },
        ],
        boss: { monsterId: 'drowned-abbot', level: 26 },
        grid: [
          '#############',
          '#S..#.......#',
          '###.#.#####.#',
          '#...#.#...#.#',
          '#.###.#.#.#.#',
          '#.....#.#...#',
          '#######.###.#',
          '#G..........#',
          '#############',
        ],
      },
    ],
  },
  5: {
    name: 'The Thornwood Blight',
    recommendedLevel: 28,
    description:
      'A forest the breach poisoned. Thorns grow through the beasts, and the beasts grow hungry.',
    areas: [
      {
        number: 1,
        recommendedLevel: 28,
        encounterChance: 40,
        monsters: [
          { monsterId: 'thornback', minLevel: 30, maxLevel: 32, weight: 3 },
          { monsterId: 'blight-stag', minLevel: 30, maxLevel: 32, weight: 2 },
        ],
        grid: [
          '###########',
          '#S....#...#',
          '#.###.#.#.#',
          '#...#...#.#',
          '###.#####.#',
          '#G........#',
          '###########',
        ],
      },
      {
        number: 2,
        recommendedLevel: 31,
        encounterChance: 20,
        monsters: [
          { monsterId: 'blight-stag', minLevel: 35, maxLevel: 37, weight: 2 },
          { monsterId: 'spore-mother', minLevel: 35, maxLevel: 37, weight: 2 },
          { monsterId: 'thornback', minLevel: 35, maxLevel: 37, weight: 1 },
        ],
        grid: [
          '############',
          '#S.#.......#',
          '#..#.#####.#',
          '##.#.#...#.#',
          '#..#.#.#.#.#',
          '#.##...#...#',
          '#.#######.##',
          '#........G.#',
          '############',
        ],
      },
      {
        number: 3,
        recommendedLevel: 34,
        encounterChance: 10,
        monsters: [
          { monsterId: 'blight-stag', minLevel: 35, maxLevel: 37, weight: 1 },
          { monsterId: 'spore-mother', minLevel: 35, maxLevel: 37, weight: 1 },
          { monsterId: 'thornback', minLevel: 35, maxLevel: 37, weight: 2 },
        ],
        boss: { monsterId: 'rotwood-elder', level: 36 },
        grid: [
          '#############',
          '#S....#.....#',
          '#####.#.###.#',
          '#.....#...#.#',
          '#.#######.#.#',
          '#.#.......#.#',
          '#.#.#######.#',
          '#...#G......#',
          '#############',
        ],
      },
    ],
  },
  6: {
    name: 'The Obsidian Throne',
    recommendedLevel: 40,
    description:
      'Past the gate, a throne of black glass. Whatever sits on it has been waiting for you.',
    areas: [
      {
        number: 1,
        recommendedLevel: 40,
        encounterChance: 24,
        monsters: [
          { monsterId: 'obsidian-sentinel', minLevel: 41, maxLevel: 43, weight: 3 },
          { monsterId: 'void-seraph', minLevel: 41, maxLevel: 43, weight: 1 },
        ],
        grid: [
          '###########',
          '#S.......##',
          '#.#####.#.#',
          '#.#...#.#.#',
          '#.#.#.#...#',
          '#...#.###G#',
          '###########',
        ],
      },
      {
        number: 2,
        recommendedLevel: 44,
        encounterChance: 10,
        monsters: [
          { monsterId: 'void-seraph', minLevel: 44, maxLevel: 46, weight: 1 },
          { monsterId: 'dread-knight', minLevel: 44, maxLevel: 46, weight: 2 },
          { monsterId: 'obsidian-sentinel', minLevel: 44, maxLevel: 46, weight: 2 },
        ],
        grid: [
          '############',
          '#S#........#',
          '#.#.######.#',
          '#.#.#....#.#',
          '#...#.##.#.#',
          '#####..#...#',
          '#.....##.###',
          '#G#......###',
          '############',
        ],
      },
      {
        number: 3,
        recommendedLevel: 48,
        encounterChance: 21,
        monsters: [
          { monsterId: 'dread-knight', minLevel: 43, maxLevel: 46, weight: 2 },
          { monsterId: 'void-seraph', minLevel: 43, maxLevel: 46, weight: 1 },
          { monsterId: 'obsidian-sentinel', minLevel: 43, maxLevel: 46, weight: 1 },
        ],
        boss: { monsterId: 'azhuroth', level: 48 },
        grid: [
          '#############',
          '#S..........#',
          '#.#########.#',
          '#.#.......#.#',
          '#.#.##.##.#.#',
          '#...#.G.#...#',
          '#####.#.#####',
          '#.....#.....#',
          '#############',
        ],
      },
    ],
  },
} as const satisfies Record<number, MapFields>;

/** A map's id (its number): explorations and map progress name MapId. */
export type MapId = keyof typeof TABLE;

export interface MapDef extends MapFields {
  _id: MapId;
}

/** The maps in id order. */
export const MAPS: readonly MapDef[] = (Object.keys(TABLE).map(Number) as MapId[]).map((id) => ({
  _id: id,
  ...TABLE[id],
}));
const BY_ID = Object.fromEntries(MAPS.map((m) => [m._id, m])) as Record<MapId, MapDef>;

const lookups = keyedLookups(BY_ID);
/** The entry of a known id. */
export const mapById = lookups.byId;
export const isMapId = lookups.isId;
/** An entry by an id read from outside (a request body, an older database row). */
export const findMap = lookups.find;

/** An area of a map by its number; undefined when the map has no such area. */
export function areaOf(map: MapDef, area: number): AreaDef | undefined {
  return map.areas.find((a) => a.number === area);
}

/** An area by a map id and an area number read from outside. */
export function findArea(mapId: number, area: number): AreaDef | undefined {
  const map = findMap(mapId);
  return map && areaOf(map, area);
}

/**
 * The levels an area's regular monsters may have, around its recommended level: on the
 * maps of the first hour (recommended below level 10) from three below to one above, so
 * a new hero never meets a monster levels above it; later, from five below to six above.
 */
export const AREA_BAND_EARLY = { below: 3, above: 1 } as const;
export const AREA_BAND_LATER = { below: 5, above: 6 } as const;
export const EARLY_AREA_BELOW_LEVEL = 10;

export function monsterLevelBand(recommendedLevel: number): [number, number] {
  const band = recommendedLevel < EARLY_AREA_BELOW_LEVEL ? AREA_BAND_EARLY : AREA_BAND_LATER;
  return [Math.max(1, recommendedLevel - band.below), recommendedLevel + band.above];
}
