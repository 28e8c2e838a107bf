import {
  ENCHANT,
  enchantCost,
  refineChance,
  NO_UPGRADE,
  refineCost,
  type SlotUpgrades,
} from '../slot-upgrades';
import { bestGearClimb } from './tower-climb';
import { COSMETICS } from '../cosmetics';
import { EQUIPMENT_TYPES, type EquipmentType } from '../equipment-slot';
import { equipmentById } from '../equipment';
import { BOXES } from '../gacha';
import { EVOLVE_LEVEL, jobById, LEVEL_CAP, type JobId } from '../jobs';
import { createRng } from '../rng';
import { GEAR_TIERS } from './kit';
import { forgeFor, forgeTier } from './level-fifty';
import { EVOLUTIONS } from './job-lists';
import { TYPICAL_WEEK, WeekPlayer, type WeekPolicy } from './economy-week';
import { TYPICAL_PLAYER, type Policy } from './typical-player';
import { flowTotal, type Flows, type SimHero } from './sim-hero';

/** How the endgame's typical player spends and when it starts over, as numbers a designer can read. */
export interface EndgamePolicy extends WeekPolicy {
  /** Gold kept at the cap for potions; refining, enchanting and cosmetics take what is above it. */
  capReserve: number;
  /** From level 40, tier-40 pieces forged per slot and sitting while the slot's piece is below a tier-40 Legendary. */
  topTierForgesPerSlot: number;
  /** A slot's enchantment is drawn again while weaker than this share of its kind's top value. */
  enchantKeep: number;
}

export const TYPICAL_ENDGAME: EndgamePolicy = {
  ...TYPICAL_WEEK,
  days: 90,
  capReserve: 20_000,
  topTierForgesPerSlot: 30,
  enchantKeep: 0.75,
};

const HOUR = 3600;
/** The highest gear tier (40): its forged pieces are the best a forge makes. */
const TOP_TIER = Math.max(...GEAR_TIERS);

export interface EndgameReport {
  /** The first evolution played; later lives take the next evolutions in turn. */
  job: string;
  days: number;
  hours_per_day: number;
  /** Wall-clock hours (playing and resting) from a new hero to its first level 50. */
  hours_to_level_50: number | null;
  hours_level_50_to_first_ascension: number | null;
  /** From a new hero to its first ascension. */
  hours_first_cycle: number | null;
  /** The mean time between two ascensions after the first (null with fewer than two). */
  hours_per_later_ascension: number | null;
  /** Hours played when each ascension was made. */
  ascension_hours: number[];
  ascensions: number;
  /** Refinement steps per slot when it first ascended, and at the end. */
  refine_at_first_ascension: number[] | null;
  refine_end: number[];
  highest_floor: number;
  /** Gold minted and burned while the hero was at level 50, by source and sink. */
  gold_at_cap: { minted: Flows; burned: Flows; minted_total: number; burned_outside_gacha: number };
  /** Burned outside the gacha ÷ minted, at level 50. */
  gold_burned_outside_gacha_share: number;
  /** Weeks its guild's raid boss fell (a guild of TYPICAL_GUILD players like it), and the highest raid level felled. */
  raid_falls: number;
  raid_level: number;
}

/**
 * The typical player kept playing: the week's player (wilds, tower, loot and quests
 * each day) who also forges each gear tier as it reaches it (level-fifty.ts) and, from
 * level 40, forges tier-40 pieces for each slot not yet holding a tier-40 Legendary
 * before its gold goes into the gacha. At level 50, after each sitting: forge triples,
 * draw its souls into the best soul box, combine, wear the best, forge for the slots
 * not yet Legendary; then, above a reserve, refine the least refined slot while it can
 * pay, draw a slot's enchantment when that is cheaper than the next refining try (again
 * while weaker than `enchantKeep` of its top), and buy the cheapest cosmetic it lacks
 * with what is left.
 *
 * When to ascend: after a whole sitting at level 50, once its climb has stalled (after
 * spending, the next new floor is won less often than it climbs at) and a round of
 * refinement (one more step on every slot, each try's gold over its chance) costs more
 * than the sitting paid, net of its upkeep (potions and defeats): neither the tower nor
 * its gold move it on. It then starts
 * over on the next evolution path in the jobs table (a new root job every other time).
 */
class EndgamePlayer extends WeekPlayer {
  private path = 0;
  private forgedTiers = new Set<number>();
  firstCapAt: number | null = null;
  readonly ascendedAt: number[] = [];
  refineAtFirst: number[] | null = null;

  constructor(
    private evolutions: readonly JobId[],
    seed: number,
    private policy: EndgamePolicy,
    player: Policy,
  ) {
    const rng = createRng([seed, 0xe9d, 0x6a3, 0x90]);
    super(jobById(evolutions[0]!).evolvesFrom!, rng, seed, policy, player);
  }

  protected override evolution(): JobId {
    return this.evolutions[this.path % this.evolutions.length]!;
  }

  override step(sessionOver: () => boolean) {
    const h = this.hero;
    for (const tier of GEAR_TIERS) {
      if (h.level >= Math.max(tier, EVOLVE_LEVEL) && !this.forgedTiers.has(tier)) {
        this.forgedTiers.add(tier);
        forgeTier(h, tier, this.rng);
      }
    }
    super.step(sessionOver);
    if (h.level >= LEVEL_CAP) this.firstCapAt ??= h.seconds;
  }

  override spend() {
    const h = this.hero;
    if (h.level < LEVEL_CAP) {
      if (h.level >= TOP_TIER) this.forgeTopTier(this.week.goldReserve);
      return super.spend();
    }
    this.forgeTriples();
    const soulBox = [...BOXES].reverse().find((b) => b.currency === 'soul')!;
    this.draw(soulBox, () => h.souls - this.week.soulReserve);
    this.combine();
    h.wearBest();
    this.forgeTopTier(this.policy.capReserve);
    this.combine();
    h.wearBest();
    this.upgradeSlots();
    const left = h.gold - this.policy.capReserve;
    const cosmetic = COSMETICS.filter((c) => c.price !== null && !h.cosmetics.has(c.id))
      .sort((a, b) => a.price! - b.price!)
      .find((c) => c.price! <= left);
    if (cosmetic) h.buyCosmetic(cosmetic.id);
  }

  /** Forges top-tier pieces for each slot whose worn piece is not a top-tier Legendary yet. */
  private forgeTopTier(keep: number) {
    const h = this.hero;
    for (const slot of EQUIPMENT_TYPES) {
      const worn = h.worn[slot];
      if (worn?.rarity === 'Legendary' && equipmentById(worn.itemId).level >= TOP_TIER) continue;
      for (let i = 0; i < this.policy.topTierForgesPerSlot; i++)
        if (!forgeFor(h, slot, TOP_TIER, this.rng, keep)) break;
    }
  }

  /** Refines the least refined slot while the surplus pays; enchants where that is cheaper. */
  private upgradeSlots() {
    const h = this.hero;
    const surplus = () => h.gold - this.policy.capReserve;
    for (;;) {
      const slot = this.leastRefined();
      const cost = slot && refineCost(h.upgrades[slot].refine);
      const enchant = EQUIPMENT_TYPES.find((s) => this.wantsEnchant(s, cost ?? Infinity));
      if (enchant && enchantCost(h.upgrades[enchant].enchantRolls) <= surplus()) {
        h.enchant(enchant, this.rng);
        continue;
      }
      if (!slot || cost === null || cost > surplus()) return;
      h.refine(slot, this.rng);
    }
  }

  private leastRefined(): EquipmentType | null {
    const open = EQUIPMENT_TYPES.filter((s) => refineCost(this.hero.upgrades[s].refine) !== null);
    return open.reduce<EquipmentType | null>(
      (a, s) => (a === null || this.hero.upgrades[s].refine < this.hero.upgrades[a].refine ? s : a),
      null,
    );
  }

  private wantsEnchant(slot: EquipmentType, nextRefine: number): boolean {
    const u = this.hero.upgrades[slot];
    const weak =
      !u.enchant || u.enchant.value < ENCHANT.top[u.enchant.kind] * this.policy.enchantKeep;
    return weak && enchantCost(u.enchantRolls) <= nextRefine;
  }

  /** A day, then the decision to ascend. */
  override playDay(day: number) {
    const h = this.hero;
    const atCapBefore = h.level >= LEVEL_CAP;
    const keptBefore = kept(h);
    super.playDay(day);
    if (!atCapBefore || this.climbs()) return;
    const paid = kept(h) - keptBefore;
    if (refineRoundCost(h.upgrades) <= paid) return;
    this.ascend();
  }

  private ascend() {
    const h = this.hero;
    if (this.ascendedAt.length === 0)
      this.refineAtFirst = EQUIPMENT_TYPES.map((s) => h.upgrades[s].refine);
    this.ascendedAt.push(h.seconds);
    this.path++;
    h.ascend(jobById(this.evolution()).evolvesFrom!);
  }
}

/** Gold minted so far less what upkeep burned (potions, defeats): what play left to spend. */
function kept(h: SimHero): number {
  return (
    flowTotal(h.minted.gold) - (h.burned.gold['potions'] ?? 0) - (h.burned.gold['defeats'] ?? 0)
  );
}

/**
 * What one more step on every slot costs on average (each try's gold over its chance):
 * the endgame player ascends once a sitting no longer pays for such a round.
 */
export function refineRoundCost(upgrades: SlotUpgrades): number {
  return EQUIPMENT_TYPES.reduce((total, s) => {
    const u = upgrades[s];
    const cost = refineCost(u.refine);
    return cost === null ? total : total + (cost * 100) / refineChance(u.refine, u.fails);
  }, 0);
}

/** The typical player at the game `hoursPerDay` a day for `days` days, into the endgame. */
export function endgameRun(
  evolution: JobId,
  seed: number,
  policy: EndgamePolicy = TYPICAL_ENDGAME,
  player: Policy = TYPICAL_PLAYER,
): EndgameReport {
  const start = EVOLUTIONS.indexOf(evolution);
  const order = EVOLUTIONS.map((_, i) => EVOLUTIONS[(start + i) % EVOLUTIONS.length]!);
  const p = new EndgamePlayer(order, seed, policy, player);
  for (let day = 0; day < policy.days; day++) p.playDay(day);
  const h = p.hero;
  const hours = (s: number | null | undefined) => (s === null || s === undefined ? null : s / HOUR);
  const [first, ...later] = p.ascendedAt;
  const gaps = later.map((t, i) => t - p.ascendedAt[i]!);
  const minted = flowTotal(h.atCap.minted);
  const outside = flowTotal(h.atCap.burned) - (h.atCap.burned.gacha ?? 0);
  return {
    job: evolution,
    days: policy.days,
    hours_per_day: policy.hoursPerDay,
    hours_to_level_50: hours(p.firstCapAt),
    hours_level_50_to_first_ascension:
      first === undefined || p.firstCapAt === null ? null : (first - p.firstCapAt) / HOUR,
    hours_first_cycle: hours(first),
    hours_per_later_ascension:
      gaps.length > 0 ? gaps.reduce((s, g) => s + g, 0) / gaps.length / HOUR : null,
    ascension_hours: p.ascendedAt.map((t) => t / HOUR),
    ascensions: h.ascensions,
    refine_at_first_ascension: p.refineAtFirst,
    refine_end: EQUIPMENT_TYPES.map((s) => h.upgrades[s].refine),
    highest_floor: p.highest,
    gold_at_cap: {
      minted: h.atCap.minted,
      burned: h.atCap.burned,
      minted_total: minted,
      burned_outside_gacha: outside,
    },
    gold_burned_outside_gacha_share: minted > 0 ? outside / minted : 0,
    raid_falls: p.raid.falls,
    raid_level: p.raid.highestLevel,
  };
}

/** Ascension counts the best-geared climb is measured at. */
export const CLIMB_ASCENSIONS = [0, 1, 2, 3] as const;

/** `endgame` in `npm run sim -- --json`: the typical player's 90 days and the best-geared climb. */
export interface EndgameSummary {
  /** Means over the runs that did it. */
  hours_level_50_to_first_ascension: number;
  hours_first_cycle: number;
  hours_per_later_ascension: number;
  /** The refinement on every slot of the best-geared hero: the runs' median at their first ascension. */
  best_gear_refine: number;
  /** Median highest floor of the best-geared climb, without ascensions… */
  tower_median_floor_best_gear: number;
  /** …and after 0, 1, 2, 3 ascensions (CLIMB_ASCENSIONS). */
  tower_median_floor_by_ascensions: number[];
  /** All runs' gold burned at level 50 outside the gacha ÷ all their gold minted there. */
  gold_burned_outside_gacha_share: number;
  runs: EndgameReport[];
}

const mean = (xs: number[]) => (xs.length > 0 ? xs.reduce((s, x) => s + x, 0) / xs.length : NaN);
export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 === 1
    ? s[(s.length - 1) / 2]!
    : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const present = (xs: (number | null)[]) => xs.filter((x): x is number => x !== null);

/**
 * Every evolution's 90 days for each seed of `seeds`, then the best-geared climb of
 * every evolution over `climbSeeds` seeds with the refinement those players held.
 */
export function endgameSummary(seeds: readonly number[], climbSeeds: number): EndgameSummary {
  const runs = EVOLUTIONS.flatMap((job) => seeds.map((seed) => endgameRun(job, seed)));
  const refine = Math.round(median(runs.flatMap((r) => r.refine_at_first_ascension ?? [])));
  const upgrades = Object.fromEntries(
    EQUIPMENT_TYPES.map((s) => [s, { ...NO_UPGRADE, refine }]),
  ) as SlotUpgrades;
  const byAscensions = CLIMB_ASCENSIONS.map((ascensions) =>
    median(
      EVOLUTIONS.flatMap((job) =>
        Array.from({ length: climbSeeds }, (_, i) =>
          bestGearClimb(job, i + 1, { ascensions, upgrades }),
        ),
      ),
    ),
  );
  const atCap = (key: 'minted_total' | 'burned_outside_gacha') =>
    runs.reduce((s, r) => s + r.gold_at_cap[key], 0);
  return {
    hours_level_50_to_first_ascension: mean(
      present(runs.map((r) => r.hours_level_50_to_first_ascension)),
    ),
    hours_first_cycle: mean(present(runs.map((r) => r.hours_first_cycle))),
    hours_per_later_ascension: mean(present(runs.map((r) => r.hours_per_later_ascension))),
    best_gear_refine: refine,
    tower_median_floor_best_gear: byAscensions[0]!,
    tower_median_floor_by_ascensions: byAscensions,
    gold_burned_outside_gacha_share: atCap('burned_outside_gacha') / atCap('minted_total'),
    runs,
  };
}
