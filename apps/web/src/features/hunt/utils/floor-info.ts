import { huntFloor, type HuntBackground } from '@demonbane/game/hunt';
import { findMonster } from '@demonbane/game/monsters';
import { describeMarks } from '@demonbane/game/tower-marks';
import type { HuntBoss } from '@demonbane/shared/hunt-schemas';

/** Each band of ten floors fights in its own scene (docs/game-rules.md, the hunting tower). */
export const SCENES: Record<HuntBackground, { name: string; flavour: string }> = {
  'ashen-gate': {
    name: 'The Ashen Gate',
    flavour: 'Embers drift through the portcullis where the first breach opened.',
  },
  'cinder-nave': {
    name: 'The Cinder Nave',
    flavour: 'A burned cathedral hall. The candles never go out.',
  },
  'bone-crypt': {
    name: 'The Bone Crypt',
    flavour: 'Walls of skulls and a green glow that is not light.',
  },
  'abyss-throne': {
    name: 'The Abyss Throne',
    flavour: 'The tower opens onto the void, and something sits upon it.',
  },
};

export interface FloorInfo {
  floor: number;
  monsterName: string;
  level: number;
  boss: boolean;
  /** What the first clear pays, as a multiple (a boss pays triple once per hero). */
  firstClearMultiplier: number;
  background: HuntBackground;
  sceneName: string;
  /** The Abyss's marks its monster carries ("Frenzied II, Ironhide"), '' below level 200. */
  marks: string;
}

/** What waits on a floor, from the game's own tower data (for the preview before a fight). */
export function floorInfo(floor: number): FloorInfo {
  const def = huntFloor(floor);
  return {
    floor,
    monsterName: findMonster(def.monsterId)?.name ?? 'Demon',
    level: def.level,
    boss: def.boss,
    firstClearMultiplier: def.firstClearMultiplier,
    background: def.background,
    sceneName: SCENES[def.background].name,
    marks: describeMarks(def.level),
  };
}

/** The accessible name of a floor in the selector, e.g. "Floor 5, boss, cleared". */
export function floorLabel(floor: number, boss: boolean, highestCleared: number): string {
  return [`Floor ${floor}`, boss && 'boss', floor <= highestCleared && 'cleared']
    .filter(Boolean)
    .join(', ');
}

/** A boss floor's first-clear bounty for this hero; null on an ordinary floor. */
export type BossBounty = 'unclaimed' | 'claimed' | null;

/**
 * From POST /hunt's `bosses`: a boss pays its first-clear multiple once per hero. A boss
 * floor missing from the list has not been cleared, so its bounty still stands.
 */
export function bossBounty(floor: number, bosses: readonly HuntBoss[]): BossBounty {
  if (!huntFloor(floor).boss) return null;
  return bosses.some((boss) => boss.floor === floor && boss.claimed) ? 'claimed' : 'unclaimed';
}

/** The bounty badge, e.g. "Bounty ×3 unclaimed" or "Claimed". */
export function bountyText(floor: number, claimed: boolean): string {
  return claimed ? 'Claimed' : `Bounty ×${huntFloor(floor).firstClearMultiplier} unclaimed`;
}
