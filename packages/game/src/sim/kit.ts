import type { GearTraits } from '../affixes';
import { piecesInBand, pieceStats, EQUIPMENT } from '../equipment';
import { EQUIPMENT_TYPES } from '../equipment-slot';
import { EVOLVE_LEVEL } from '../jobs';
import { loadoutBonus, loadoutTraits, type Loadout } from '../loadout';
import { STARTING_GEAR } from '../starting-hero';
import type { Stats } from '../stats';

/** What a loadout brings to a fight: its stats and its affixes' traits. */
export interface Kit {
  bonus: Stats;
  gear: GearTraits;
}

export function kitOf(loadout: Loadout): Kit {
  return { bonus: loadoutBonus(loadout), gear: loadoutTraits(loadout) };
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
