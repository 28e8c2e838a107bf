/**
 * The hunting tower, floor by floor, as a formula over data: each floor has one
 * monster at the floor's level, every fifth floor a boss two levels higher that
 * pays triple, and each band of ten floors its own background.
 */
export const BOSS_EVERY = 5;
export const BOSS_LEVEL_BONUS = 2;
export const BOSS_REWARD_MULTIPLIER = 3;
export const FLOORS_PER_BAND = 10;
/** The tower's top floor (high enough that nobody reaches it soon). */
export const MAX_FLOOR = 200;

/**
 * Regular monsters for each band of ten floors; the last band repeats above.
 * Five per band, so floor f+10 always fields the same kind as floor f, ten levels up.
 */
const BAND_MONSTERS: readonly (readonly string[])[] = [
  ['imp', 'ghoul', 'hellhound', 'imp', 'cultist'],
  ['cultist', 'gargoyle', 'hellhound', 'wraith', 'gargoyle'],
  ['wraith', 'bone-knight', 'gargoyle', 'succubus', 'bone-knight'],
  ['bone-knight', 'succubus', 'abyssal-brute', 'succubus', 'abyssal-brute'],
];

const BOSSES = ['gate-warden', 'cinder-bishop', 'bone-colossus', 'pit-lord'] as const;

/** The scene shown behind a hunt battle, per band of ten floors. */
export const BACKGROUNDS = ['ashen-gate', 'cinder-nave', 'bone-crypt', 'abyss-throne'] as const;
export type HuntBackground = (typeof BACKGROUNDS)[number];

export interface HuntFloor {
  floor: number;
  monsterId: string;
  level: number;
  boss: boolean;
  rewardMultiplier: number;
  background: HuntBackground;
}

export function huntFloor(floor: number): HuntFloor {
  if (!Number.isInteger(floor) || floor < 1 || floor > MAX_FLOOR)
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
      rewardMultiplier: BOSS_REWARD_MULTIPLIER,
      background,
    };
  }
  const pool = BAND_MONSTERS[Math.min(band, BAND_MONSTERS.length - 1)]!;
  return {
    floor,
    monsterId: pool[(floor - 1) % pool.length]!,
    level: floor,
    boss: false,
    rewardMultiplier: 1,
    background,
  };
}

/** Spec: allowed floors are 1 to highest cleared + 1 (capped at the top). */
export function allowedFloors(highestCleared: number): number[] {
  const top = Math.min(MAX_FLOOR, Math.max(0, highestCleared) + 1);
  return Array.from({ length: top }, (_, i) => i + 1);
}
