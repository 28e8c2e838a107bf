import { EQUIPMENT_TYPES, type EquipmentType } from '../equipment-slot';
import { MATERIALS, planForge, rollForge } from '../forge';
import { EVOLVE_LEVEL, jobById, LEVEL_CAP, type JobId } from '../jobs';
import type { MaterialId } from '../items';
import { createRng, type Rng } from '../rng';
import { findShopEntry } from '../shops';
import { GEAR_TIERS, kitOf } from './kit';
import { AreaChooser, walkArea } from './levelling';
import { PLAY_SECONDS, SimHero } from './sim-hero';
import { TYPICAL_PLAYER, type Policy } from './typical-player';

export interface LevelFiftyReport {
  /** The evolution played, and the root job it started as. */
  job: string;
  root: string;
  /** Wall-clock minutes from a new hero to level 50: playing plus resting. */
  minutes_to_level_50: number;
  hours_to_level_50: number;
  active_minutes: number;
  rest_minutes: number;
  battles: number;
  defeats: number;
  potion_gold: number;
  /** Gold spent on forge materials for each new gear tier. */
  gear_gold: number;
  gold_earned: number;
  areas_finished: number;
}

/** Forges tried per slot when a new gear tier opens (the player keeps the best result). */
export const FORGES_PER_SLOT = 3;
/** Gold the player keeps for potions when buying forge materials. */
const GOLD_KEPT = 500;

/** The basic material that votes for each slot. */
const BASIC: Record<EquipmentType, MaterialId> = Object.fromEntries(
  EQUIPMENT_TYPES.map((slot) => [slot, MATERIALS.find((m) => m.type === slot)!.itemId]),
) as Record<EquipmentType, MaterialId>;
/** The tier core that makes pieces of each tier above the first. */
const CORE = new Map(MATERIALS.filter((m) => m.tier).map((m) => [m.tier!, m.itemId]));

/**
 * When the hero reaches a gear tier (level 10 for the first, then 20, 30, 40), it
 * buys forge materials at shop prices — two basic materials for the slot and the
 * tier's core — forges `FORGES_PER_SLOT` pieces per slot, and wears the best it can.
 */
export function forgeTier(hero: SimHero, tier: number, rng: Rng) {
  for (const slot of EQUIPMENT_TYPES) {
    for (let i = 0; i < FORGES_PER_SLOT; i++)
      if (!forgeFor(hero, slot, tier, rng, GOLD_KEPT)) return;
  }
  hero.wearBest();
}

/**
 * Buys the materials of one piece of `tier` for `slot` at shop prices (two basic
 * materials and the tier's core) and forges it into the bag; false, buying nothing,
 * when that would leave less than `keep` gold.
 */
export function forgeFor(
  hero: SimHero,
  slot: EquipmentType,
  tier: number,
  rng: Rng,
  keep: number,
): boolean {
  const core = CORE.get(tier);
  const materials: MaterialId[] = core
    ? [BASIC[slot], BASIC[slot], core]
    : [BASIC[slot], BASIC[slot], BASIC[slot]];
  const cost = materials.reduce((s, id) => s + findShopEntry('gold', id)!.price, 0);
  if (hero.gold - cost < keep) return false;
  for (const id of materials) hero.buy(id, 1, 'gold', 'forge materials');
  const plan = planForge(materials);
  if (!plan.ok) return false;
  for (const id of materials) hero.items.set(id, hero.count(id) - 1);
  const made = rollForge(plan, rng);
  hero.addPieces(made.item.id, made.rarity);
  hero.play(PLAY_SECONDS.shopTrip);
  return true;
}

/** A new hero played from level 1 to 50 in the six maps, evolving into `evolution` at 10. */
export function levelToFifty(
  evolution: JobId,
  seed: number,
  policy: Policy = TYPICAL_PLAYER,
): LevelFiftyReport {
  const root = jobById(evolution).evolvesFrom!;
  const rng = createRng([seed, 0x50, 0xf1f, 7]);
  const hero = new SimHero(root);
  const chooser = new AreaChooser(
    () => hero.job.id,
    policy,
    seed,
    () => kitOf(hero.worn),
  );
  const forged = new Set<number>();
  let finished = 0;
  const levelBefore = () => hero.level;
  while (hero.level < LEVEL_CAP && hero.battles < 100_000) {
    if (hero.job.tier === 1 && hero.level >= EVOLVE_LEVEL) hero.evolve(evolution);
    for (const tier of GEAR_TIERS) {
      const opensAt = Math.max(tier, EVOLVE_LEVEL);
      if (hero.level >= opensAt && !forged.has(tier)) {
        forged.add(tier);
        forgeTier(hero, tier, rng);
      }
    }
    const start = levelBefore();
    const { map, area } = chooser.choose(hero.level);
    // A walk ends early at a level-up: the player looks again at where to go and what to wear.
    if (walkArea(hero, area, rng, policy, () => hero.level > start)) {
      finished++;
      chooser.finished(map, area);
    }
    hero.wearBest();
  }
  return {
    job: evolution,
    root,
    minutes_to_level_50: hero.seconds / 60,
    hours_to_level_50: hero.seconds / 3600,
    active_minutes: hero.activeSeconds / 60,
    rest_minutes: hero.restSeconds / 60,
    battles: hero.battles,
    defeats: hero.defeats,
    potion_gold: hero.burned.gold.potions ?? 0,
    gear_gold: hero.burned.gold['forge materials'] ?? 0,
    gold_earned: hero.minted.gold['explore wins'] ?? 0,
    areas_finished: finished,
  };
}
