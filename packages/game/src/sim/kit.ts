import type { GearTraits } from '../affixes';
import { piecesInBand, pieceStats, EQUIPMENT } from '../equipment';
import { EQUIPMENT_TYPES } from '../equipment-slot';
import { ascendedStats } from '../ascension';
import { jobStatsAt } from '../hero-stats';
import { EVOLVE_LEVEL, jobById, type JobId } from '../jobs';
import { NO_UPGRADES, type SlotUpgrades } from '../slot-upgrades';
import { loadoutBonus, loadoutTraits, type Loadout } from '../loadout';
import { STARTING_GEAR } from '../starting-hero';
import { addStats, type Stats } from '../stats';

/**
 * What a hero brings to a fight beyond its job and level: the loadout's stats and
 * traits (with the slots' upgrades) and its ascensions (their bonus on job-and-level stats).
 */
export interface Kit {
  bonus: Stats;
  gear: GearTraits;
  ascensions: number;
}

export function kitOf(
  loadout: Loadout,
  upgrades: SlotUpgrades = NO_UPGRADES,
  ascensions = 0,
  level = 1,
): Kit {
  return {
    bonus: loadoutBonus(loadout, upgrades),
    gear: loadoutTraits(loadout, upgrades, level),
    ascensions,
  };
}

/** A hero's stats in a fight: job and level (with the ascension bonus), plus the kit's. */
export function statsWithKit(jobId: JobId, level: number, kit: Kit): Stats {
  return addStats(ascendedStats(jobStatsAt(jobById(jobId), level), kit.ascensions), kit.bonus);
}

/** The starter gear, worn: what a new player has on from the first job (starter-kit.ts). */
export const STARTER_LOADOUT: Loadout = {
  weapon: STARTING_GEAR.find((g) => g.itemId === 'hunters-knife') ?? null,
  armor: STARTING_GEAR.find((g) => g.itemId === 'padded-vest') ?? null,
  acc: STARTING_GEAR.find((g) => g.itemId === 'copper-charm') ?? null,
};

/** The gear tiers: the levels forged and boxed pieces come at (1, 20, 30, 40). */
export const GEAR_TIERS = [...new Set(EQUIPMENT.filter((e) => !e.unique).map((e) => e.level))].sort(
  (a, b) => a - b,
);

/**
 * The gear the balance tables assume at a level: the starter gear before evolving;
 * from level 10, per slot the strongest piece of the highest tier the hero can wear,
 * at Uncommon (what a forge of that tier most often makes, or two combines).
 */
export function referenceLoadout(level: number): Loadout {
  if (level < EVOLVE_LEVEL) return STARTER_LOADOUT;
  const tier = Math.max(...GEAR_TIERS.filter((t) => t <= level));
  const pieces = piecesInBand(tier, tier);
  const loadout: Loadout = { weapon: null, armor: null, acc: null };
  for (const slot of EQUIPMENT_TYPES) {
    const total = (id: (typeof pieces)[number]) => {
      const s = pieceStats(id, 'Uncommon');
      return s.atk + s.def + s.spd;
    };
    const best = pieces
      .filter((p) => p.type === slot)
      .reduce<(typeof pieces)[number] | null>((a, b) => (a && total(a) >= total(b) ? a : b), null);
    loadout[slot] = best && { itemId: best.id, rarity: 'Uncommon' };
  }
  return loadout;
}
