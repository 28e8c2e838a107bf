import { LEVEL_CAP } from './jobs';

/**
 * XP needed to go from `level` to `level + 1`. A gentle power curve: early levels
 * come in a few fights, level 10 takes about an hour of play; past `lateFrom` it is
 * multiplied by (level / lateFrom)^lateExponent, so the road to 50 takes weeks of
 * evenings rather than days (see docs/game-rules.md).
 */
export const XP_CURVE = {
  scale: 24,
  exponent: 2.35,
  linear: 20,
  lateFrom: 10,
  lateExponent: 0.45,
} as const;

export function xpRequired(level: number): number {
  const late = level > XP_CURVE.lateFrom ? (level / XP_CURVE.lateFrom) ** XP_CURVE.lateExponent : 1;
  return Math.round(
    (XP_CURVE.scale * Math.pow(level, XP_CURVE.exponent) + XP_CURVE.linear * level) * late,
  );
}

export interface XpGain {
  level: number;
  xp: number;
  /** The new level when at least one level was gained, otherwise null. */
  levelupto: number | null;
}

/**
 * Add XP and roll over levels, stopping at `maxLevel` (the job's cap). At the cap
 * XP keeps filling up to the requirement so evolving does not waste it, but no further.
 */
export function gainXp(level: number, xp: number, gained: number, maxLevel: number): XpGain {
  const cap = Math.min(maxLevel, LEVEL_CAP);
  let lvl = level;
  let cur = xp + Math.max(0, Math.floor(gained));
  while (lvl < cap && cur >= xpRequired(lvl)) {
    cur -= xpRequired(lvl);
    lvl += 1;
  }
  if (lvl >= cap) cur = Math.min(cur, xpRequired(lvl));
  return { level: lvl, xp: cur, levelupto: lvl > level ? lvl : null };
}
