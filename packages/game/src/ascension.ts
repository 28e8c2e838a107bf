import { EQUIPMENT_TYPES, type EquipmentType } from './equipment-slot';
import { equipmentById } from './equipment';
import { LEVEL_CAP } from './jobs';
import type { Loadout, Piece } from './loadout';
import type { Stats } from './stats';

/**
 * Ascension: a level-50 hero starts over at level 1 with a free choice of root job,
 * keeping a permanent bonus that grows with every ascension but never past its cap
 * (each one adds a fixed share of what is left), so the first ascensions matter most
 * and no number of them breaks the game.
 */
export const ASCENSION = {
  /** The level a hero must reach to ascend. */
  level: LEVEL_CAP,
  /** The stat bonus (HP, ATK, DEF; not SPD) approaches this share... */
  statCap: 0.6,
  /** ...and the XP bonus this one... */
  xpCap: 0.5,
  /** ...each ascension closing this share of the gap that is left. */
  step: 0.3,
  /** The share of the gold held that ascending burns (the tithe); souls are kept. */
  tithe: 0.5,
} as const;

export interface AscensionBonus {
  /** Added to HP, ATK and DEF from job and level, as a share (0.1: +10%). */
  stats: number;
  /** Added to the XP every win pays, as a share. */
  xp: number;
}

const share = (cap: number, n: number) =>
  Math.round(cap * (1 - (1 - ASCENSION.step) ** Math.max(0, n)) * 1000) / 1000;

/** The bonus after `ascensions` ascensions: 0 for none, +10% after one, +18% after two… */
export function ascensionBonus(ascensions: number): AscensionBonus {
  return { stats: share(ASCENSION.statCap, ascensions), xp: share(ASCENSION.xpCap, ascensions) };
}

/** What the XP of every win is multiplied by (rollRewards' xpMultiplier, beside any buff's). */
export function ascensionXpMultiplier(ascensions: number): number {
  return 1 + ascensionBonus(ascensions).xp;
}

/** Job-and-level stats with the ascension bonus (SPD is left alone: turn order stays a job's). */
export function ascendedStats(stats: Stats, ascensions: number): Stats {
  if (ascensions <= 0) return stats;
  const k = 1 + ascensionBonus(ascensions).stats;
  return {
    hp: Math.round(stats.hp * k),
    atk: Math.round(stats.atk * k),
    def: Math.round(stats.def * k),
    spd: stats.spd,
  };
}

/** Gold the tithe burns from a purse of `gold` (rounded down: the hero keeps the odd coin). */
export function ascensionTithe(gold: number): number {
  return Math.floor(gold * ASCENSION.tithe);
}

export type AscensionRefusal = 'below_level' | 'in_battle' | 'no_job';

export interface AscensionPlan {
  ascensions: number;
  /** Gold burned by the tithe. */
  tithe: number;
  /** Gold left after it. */
  gold: number;
  /** The loadout kept worn: the pieces a level-1 hero may wear. */
  loadout: Loadout;
  /** Worn pieces above level 1, put back into the inventory. */
  putBack: (Piece & { slot: EquipmentType })[];
}

export type AscensionResult =
  { ok: true; plan: AscensionPlan } | { ok: false; reason: AscensionRefusal; message: string };

/**
 * What ascending does to a hero: refused below level 50 or with a fight open;
 * otherwise the next ascension count, the tithe, and which worn pieces go back to
 * the pack (a level-1 hero wears level-1 pieces only). The pack, souls, slot
 * upgrades and tower progress are kept; job, level and XP start over.
 */
export function planAscension(hero: {
  jobId: string | null;
  level: number;
  ascensions: number;
  gold: number;
  loadout: Loadout;
  inBattle: boolean;
}): AscensionResult {
  if (hero.jobId === null || hero.level < ASCENSION.level)
    return {
      ok: false,
      reason: hero.jobId === null ? 'no_job' : 'below_level',
      message: `Ascension is open from level ${ASCENSION.level}; you are level ${hero.level}.`,
    };
  if (hero.inBattle)
    return { ok: false, reason: 'in_battle', message: 'Finish your fight before you ascend.' };
  const tithe = ascensionTithe(hero.gold);
  const loadout: Loadout = { weapon: null, armor: null, acc: null };
  const putBack: AscensionPlan['putBack'] = [];
  for (const slot of EQUIPMENT_TYPES) {
    const piece = hero.loadout[slot];
    if (!piece) continue;
    if (equipmentById(piece.itemId).level <= 1) loadout[slot] = piece;
    else putBack.push({ ...piece, slot });
  }
  return {
    ok: true,
    plan: { ascensions: hero.ascensions + 1, tithe, gold: hero.gold - tithe, loadout, putBack },
  };
}
