import type { MonsterId } from './monsters';
import { towerMarks, type TowerMark } from './tower-marks';
/**
 * The hunting tower, floor by floor, as a formula over data: each floor has one
 * monster at the floor's level, every fifth floor a boss two levels higher whose
 * first clear pays triple, and each band of ten floors its own background. It has
 * no top: above level 200 monsters carry the Abyss's marks (tower-marks.ts).
 */
export const BOSS_EVERY = 5;
export const BOSS_LEVEL_BONUS = 2;
/** A boss pays this many times its rewards once per hero: on the first clear of its floor. */
export const BOSS_FIRST_CLEAR_MULTIPLIER = 3;
export const FLOORS_PER_BAND = 10;
/** The highest floor a request may name: far above any climb, so a floor is always a safe integer. */
export const FLOOR_LIMIT = 1_000_000;

/**
 * Regular monsters for each band of ten floors; the last band repeats above.
 * Floor f takes place (f-1) % 5 of its band's list, so floor f+10 takes the same place
 * in the next band's: the same kind ten levels up only from floor 31, where the last
 * band repeats. The fifth place falls on boss floors: it is what a cleared boss pays.
 */
const BAND_MONSTERS: readonly (readonly MonsterId[])[] = [
  ['imp', 'ghoul', 'hellhound', 'imp', 'cultist'],
  ['cultist', 'gargoyle', 'hellhound', 'wraith', 'gargoyle'],
  ['wraith', 'bone-knight', 'gargoyle', 'succubus', 'bone-knight'],
  ['bone-knight', 'succubus', 'abyssal-brute', 'succubus', 'abyssal-brute'],
];

const BOSSES: readonly MonsterId[] = ['gate-warden', 'cinder-bishop', 'bone-colossus', 'pit-lord'];

/** The scene shown behind a hunt battle, per band of ten floors. */
export const BACKGROUNDS = ['ashen-gate', 'cinder-nave', 'bone-crypt', 'abyss-throne'] as const;
export type HuntBackground = (typeof BACKGROUNDS)[number];

export interface HuntFloor {
  floor: number;
  monsterId: MonsterId;
  level: number;
  boss: boolean;
  /** What the first clear pays, as a multiple of the monster's rewards (bosses: triple). */
  firstClearMultiplier: number;
  background: HuntBackground;
  /** The Abyss's marks its monster carries (above level 200; none below). */
  marks: TowerMark[];
}

export function huntFloor(floor: number): HuntFloor {
  if (!Number.isInteger(floor) || floor < 1 || floor > FLOOR_LIMIT)
    throw new RangeError(`no floor ${floor}`);
  const band = Math.floor((floor - 1) / FLOORS_PER_BAND);
  const background = BACKGROUNDS[Math.min(band, BACKGROUNDS.length - 1)]!;
  if (floor % BOSS_EVERY === 0) {
    const boss = BOSSES[(floor / BOSS_EVERY - 1) % BOSSES.length]!;
    return {
      floor,
      monsterId: boss,
      level: floor + BOSS_LEVEL_BONUS,
      boss: true,
      firstClearMultiplier: BOSS_FIRST_CLEAR_MULTIPLIER,
      background,
      marks: towerMarks(floor + BOSS_LEVEL_BONUS),
    };
  }
  return {
    floor,
    monsterId: ordinaryMonsterId(floor),
    level: floor,
    boss: false,
    firstClearMultiplier: 1,
    background,
    marks: towerMarks(floor),
  };
}

/** The regular monster of a floor's place in its band (on a boss floor: the one the boss replaces). */
function ordinaryMonsterId(floor: number): MonsterId {
  const band = Math.floor((floor - 1) / FLOORS_PER_BAND);
  const pool = BAND_MONSTERS[Math.min(band, BAND_MONSTERS.length - 1)]!;
  return pool[(floor - 1) % pool.length]!;
}

export interface FloorReward {
  /** Whose reward table pays, at which level, times what. */
  monsterId: MonsterId;
  level: number;
  multiplier: number;
}

/**
 * What a win on `floor` pays. A boss's first clear by this hero pays triple its own
 * rewards; beating it again pays as an ordinary floor of that level (the floor's
 * regular monster at the floor's level), so a cleared boss is no farm.
 */
export function floorReward(floor: number, firstClear: boolean): FloorReward {
  const def = huntFloor(floor);
  if (!def.boss) return { monsterId: def.monsterId, level: def.level, multiplier: 1 };
  if (firstClear)
    return { monsterId: def.monsterId, level: def.level, multiplier: def.firstClearMultiplier };
  return { monsterId: ordinaryMonsterId(floor), level: floor, multiplier: 1 };
}

/** The boss floors from 1 to `upTo`. */
export function bossFloors(upTo: number): number[] {
  const top = Math.min(FLOOR_LIMIT, upTo);
  return Array.from({ length: Math.floor(top / BOSS_EVERY) }, (_, i) => (i + 1) * BOSS_EVERY);
}

/** Spec: allowed floors are 1 to highest cleared + 1. */
export function allowedFloors(highestCleared: number): number[] {
  const top = Math.min(FLOOR_LIMIT, Math.max(0, highestCleared) + 1);
  return Array.from({ length: top }, (_, i) => i + 1);
}

/** Whether a floor is open to a hero whose highest cleared floor is `highestCleared`. */
export function floorOpen(floor: number, highestCleared: number): boolean {
  return Number.isInteger(floor) && floor >= 1 && floor <= Math.max(0, highestCleared) + 1;
}
