import { AFFIX_KINDS, AFFIXES, type Affix, type AffixKind } from './affixes';
import { EQUIPMENT_TYPES, type EquipmentType } from './equipment-slot';
import type { PieceStats } from './equipment';
import type { Rng } from './rng';

/**
 * Slot upgrades: the gold sinks of a hero at the cap. They belong to the slot, not to
 * a piece, so copies of a piece stay interchangeable (stacks, the bazaar, combining)
 * and an upgrade survives a better piece and an ascension
 * (docs/decisions/0020-endgame.md).
 *
 * Refining raises what the worn piece's stats give, one step at a time, with a chance
 * that falls as the step rises; a failed try costs its gold and nothing else, and makes
 * the next try likelier. Enchanting puts one extra affix on the slot, its kind and
 * strength drawn; each new draw costs more than the last.
 */
export const REFINE = {
  /** The highest refinement a slot can reach. */
  max: 20,
  /** Each step adds this share of the worn piece's stats. */
  perStep: 0.1,
  /** Gold for the try from step r to r + 1: cost × growth^r. */
  cost: 10_000,
  growth: 1.25,
  /** Chance in percent of the try from step r: start − drop × r, never below floor… */
  start: 95,
  drop: 4,
  floor: 20,
  /** …plus this many points for each failed try since the last success (at most 100). */
  perFail: 5,
} as const;

export const ENCHANT = {
  /**
   * Enchantments sleep below this hero level: an ascended hero starting over does not
   * bring them into the fights (and the arena's level band) of new players.
   */
  wakeLevel: 30,
  /** Gold for a slot's draw number n (0 for the first): first + step × n, at most max. */
  first: 10_000,
  step: 5_000,
  max: 100_000,
  /** The strength drawn, in percent of the kind's top value. */
  minQuality: 50,
  maxQuality: 100,
  /** The top value of an enchantment, by kind: about an Epic level-40 piece's affix. */
  top: { damage: 0.16, crit: 12, lifesteal: 0.12, resist: 0.12 } satisfies Record<
    AffixKind,
    number
  >,
} as const;

export interface SlotUpgrade {
  /** Refinement step, 0 to REFINE.max. */
  refine: number;
  /** Failed refining tries since the last success. */
  fails: number;
  /** The slot's enchantment, or null before the first. */
  enchant: Affix | null;
  /** Enchantments drawn on this slot so far (prices the next). */
  enchantRolls: number;
}

export type SlotUpgrades = Record<EquipmentType, SlotUpgrade>;

export const NO_UPGRADE: SlotUpgrade = { refine: 0, fails: 0, enchant: null, enchantRolls: 0 };
export const NO_UPGRADES: SlotUpgrades = { weapon: NO_UPGRADE, armor: NO_UPGRADE, acc: NO_UPGRADE };

/** Gold for the next refining try of a slot at step `refine`; null at the top. */
export function refineCost(refine: number): number | null {
  if (refine >= REFINE.max) return null;
  return Math.round((REFINE.cost * REFINE.growth ** refine) / 100) * 100;
}

/** Chance in percent that the next try succeeds. */
export function refineChance(refine: number, fails: number): number {
  const base = Math.max(REFINE.floor, REFINE.start - REFINE.drop * refine);
  return Math.min(100, base + REFINE.perFail * fails);
}

export type RefineRefusal = 'at_max';

/** One refining try: success raises the step and clears the failures; a failure adds one. */
export function rollRefine(
  upgrade: SlotUpgrade,
  rng: Rng,
):
  | { ok: true; success: boolean; cost: number; next: SlotUpgrade }
  | { ok: false; reason: RefineRefusal } {
  const cost = refineCost(upgrade.refine);
  if (cost === null) return { ok: false, reason: 'at_max' };
  const success = rng.int(1, 100) <= refineChance(upgrade.refine, upgrade.fails);
  const next = success
    ? { ...upgrade, refine: upgrade.refine + 1, fails: 0 }
    : { ...upgrade, fails: upgrade.fails + 1 };
  return { ok: true, success, cost, next };
}

/** Gold for the slot's next enchantment draw. */
export function enchantCost(rolls: number): number {
  return Math.min(ENCHANT.max, ENCHANT.first + ENCHANT.step * rolls);
}

/** The value of an enchantment of `kind` at `quality` percent, rounded as affixes read. */
export function enchantValue(kind: AffixKind, quality: number): number {
  const raw = (ENCHANT.top[kind] * quality) / 100;
  return AFFIXES[kind].unit === 'share' ? Math.round(raw * 1000) / 1000 : Math.round(raw);
}

/** Draw a new enchantment: any of the four kinds evenly, its strength between the bounds. */
export function rollEnchant(upgrade: SlotUpgrade, rng: Rng): { cost: number; next: SlotUpgrade } {
  const kind = AFFIX_KINDS[rng.int(0, AFFIX_KINDS.length - 1)]!;
  const quality = rng.int(ENCHANT.minQuality, ENCHANT.maxQuality);
  return {
    cost: enchantCost(upgrade.enchantRolls),
    next: {
      ...upgrade,
      enchant: { kind, value: enchantValue(kind, quality) },
      enchantRolls: upgrade.enchantRolls + 1,
    },
  };
}

/** A worn piece's stats with its slot's refinement. */
export function refinedStats(stats: PieceStats, refine: number): PieceStats {
  if (refine <= 0) return stats;
  const k = 1 + REFINE.perStep * refine;
  return {
    atk: Math.round(stats.atk * k),
    def: Math.round(stats.def * k),
    spd: Math.round(stats.spd * k),
  };
}

/**
 * The enchantments that count for a hero of `heroLevel`: none below ENCHANT.wakeLevel,
 * and only those of slots that hold a piece (an empty slot's enchantment sleeps).
 */
export function enchantments(
  upgrades: SlotUpgrades,
  filled: (slot: EquipmentType) => boolean,
  heroLevel: number,
): Affix[] {
  if (heroLevel < ENCHANT.wakeLevel) return [];
  return EQUIPMENT_TYPES.flatMap((slot) => {
    const e = upgrades[slot].enchant;
    return e && filled(slot) ? [e] : [];
  });
}
