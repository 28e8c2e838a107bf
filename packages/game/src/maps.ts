import type { MonsterId } from './monsters';
import { keyedLookups } from './content-table';
/**
 * Exploration maps as data. Each area is a grid: `#` wall, `.` floor, `S` start,
 * `G` goal. Every step on floor may meet one of the area's monsters. Area n+1
 * opens when area n is finished; every map's area 1 is open from the start.
 */
export interface AreaDef {
  number: number;
  /** Chance in percent to meet a monster on each step (never on the goal). */
  encounterChance: number;
  monsters: readonly { monsterId: MonsterId; minLevel: number; maxLevel: number; weight: number }[];
  grid: readonly string[];
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
        encounterChance: 18,
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
        encounterChance: 22,
        monsters: [
          { monsterId: 'hellhound', minLevel: 3, maxLevel: 5, weight: 2 },
          { monsterId: 'cultist', minLevel: 3, maxLevel: 5, weight: 2 },
          { monsterId: 'ghoul', minLevel: 4, maxLevel: 5, weight: 1 },
        ],
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
        encounterChance: 20,
        monsters: [
          { monsterId: 'cultist', minLevel: 5, maxLevel: 6, weight: 3 },
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
        encounterChance: 22,
        monsters: [
          { monsterId: 'gargoyle', minLevel: 6, maxLevel: 7, weight: 2 },
          { monsterId: 'wraith', minLevel: 6, maxLevel: 7, weight: 2 },
          { monsterId: 'cultist', minLevel: 6, maxLevel: 7, weight: 1 },
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
        encounterChance: 24,
        monsters: [
          { monsterId: 'wraith', minLevel: 7, maxLevel: 9, weight: 2 },
          { monsterId: 'bone-knight', minLevel: 7, maxLevel: 8, weight: 2 },
        ],
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
        encounterChance: 22,
        monsters: [
          { monsterId: 'bone-knight', minLevel: 9, maxLevel: 11, weight: 2 },
          { monsterId: 'succubus', minLevel: 9, maxLevel: 11, weight: 2 },
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
        encounterChance: 24,
        monsters: [
          { monsterId: 'succubus', minLevel: 11, maxLevel: 13, weight: 2 },
          { monsterId: 'abyssal-brute', minLevel: 11, maxLevel: 13, weight: 2 },
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
        encounterChance: 26,
        monsters: [
          { monsterId: 'abyssal-brute', minLevel: 13, maxLevel: 16, weight: 3 },
          { monsterId: 'pit-lord', minLevel: 13, maxLevel: 15, weight: 1 },
        ],
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
