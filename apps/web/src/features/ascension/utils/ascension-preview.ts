import {
  ASCENSION,
  ascensionBonus,
  ascensionTithe,
  type AscensionBonus,
} from '@demonbane/game/ascension';

export interface AscensionPreview {
  /** Ascensions so far. */
  ascensions: number;
  /** The bonus the hero carries now, and after one more ascension. */
  now: AscensionBonus;
  next: AscensionBonus;
  /** Gold the tithe would burn if the hero ascended now, and what it would leave. */
  tithe: number;
  goldLeft: number;
  /** Why the hero may not ascend yet; null when it may. */
  refusal: string | null;
}

/**
 * What ascending would do to this hero now, from the game's own rules (ascension.ts):
 * the server decides, and refuses a fight still open, but the player sees the sums first.
 */
export function ascensionPreview(hero: {
  jobName: string | null;
  level: number;
  gold: number;
  ascensions: number;
}): AscensionPreview {
  const tithe = ascensionTithe(hero.gold);
  return {
    ascensions: hero.ascensions,
    now: ascensionBonus(hero.ascensions),
    next: ascensionBonus(hero.ascensions + 1),
    tithe,
    goldLeft: hero.gold - tithe,
    refusal: refusalText(hero.jobName, hero.level),
  };
}

function refusalText(jobName: string | null, level: number): string | null {
  if (jobName === null) return 'Choose a path first: ascension is for a hero who has walked one.';
  if (level < ASCENSION.level)
    return `Ascension opens at level ${ASCENSION.level}; you are level ${level}.`;
  return null;
}

/** A share as a bonus reads: 0 → "+0%", 0.1 → "+10%", 0.244 → "+24.4%". */
export function bonusText(share: number): string {
  return `+${Math.round(share * 1000) / 10}%`;
}

/** The tithe as a share of the gold held, for the rules' sentence: "half". */
export const TITHE_TEXT = ASCENSION.tithe === 0.5 ? 'half' : `${ASCENSION.tithe * 100}%`;

/** 1 → "1st", 2 → "2nd", 11 → "11th", 22 → "22nd". */
export function ordinal(n: number): string {
  const tens = n % 100;
  const ones = n % 10;
  const suffix =
    tens >= 11 && tens <= 13
      ? 'th'
      : ones === 1
        ? 'st'
        : ones === 2
          ? 'nd'
          : ones === 3
            ? 'rd'
            : 'th';
  return `${n}${suffix}`;
}
