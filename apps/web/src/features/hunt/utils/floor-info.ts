import { huntFloor, type HuntBackground } from '@demonbane/game/hunt';
import { findMonster } from '@demonbane/game/monsters';

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
  };
}

/** The accessible name of a floor in the selector, e.g. "Floor 5, boss, cleared". */
export function floorLabel(floor: number, boss: boolean, highestCleared: number): string {
  return [`Floor ${floor}`, boss && 'boss', floor <= highestCleared && 'cleared']
    .filter(Boolean)
    .join(', ');
}
