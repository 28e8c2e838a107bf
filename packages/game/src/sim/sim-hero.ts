import { autoAction } from '../battle/auto-policy';
import {
  heroCombatant,
  jobResource,
  monsterCombatant,
  playRound,
  type BattleState,
} from '../battle/battle';
import { roundRng } from '../battle/battle-rng';
import { startTactics, type HeroAction } from '../battle/round';
import type { Combatant } from '../battle/combatant';
import { lockKey, type Stack } from '../combine';
import type { Rarity } from '../rarity';
import { buffBonus, tickBattle, xpMultiplier, type BuffState } from '../buffs';
import { applyConsumable, itemRoundLine } from '../consumable-use';
import { pieceStats, equipmentById, type EquipmentId } from '../equipment';
import { jobStatsAt } from '../hero-stats';
import { ascendedStats, ascensionXpMultiplier, planAscension } from '../ascension';
import { cosmeticById, type CosmeticId } from '../cosmetics';
import type { EquipmentType } from '../equipment-slot';
import type { Rng } from '../rng';
import {
  enchantCost,
  NO_UPGRADES,
  rollEnchant,
  rollRefine,
  type SlotUpgrades,
} from '../slot-upgrades';
import { regeneratedHp, secondsUntilHp } from '../hp-regen';
import { fightGoldLoss } from '../defeat-cost';
import { hpToSetOut } from '../resting';
import { itemById, ITEMS, type ItemId } from '../items';
import { jobById, LEVEL_CAP, type Job, type JobId } from '../jobs';
import { loadoutBonus, type Loadout, type Piece } from '../loadout';
import { monsterById, type MonsterId } from '../monsters';
import { rollRewards, type BattleRewards } from '../rewards';
import type { Seed } from '../rng';
import type { Currency } from '../currency';
import { findShopEntry } from '../shops';
import { STARTING_GEAR, STARTING_GOLD, STARTING_KIT, STARTING_SOUL } from '../starting-hero';
import { addStats, type Stats } from '../stats';
import { gainXp } from '../xp';
import { kitOf, type Kit } from './kit';

/**
 * Assumed play time of each thing a player does, in seconds: a click and reading
 * the log per round, a step on the map, the screens around a battle (battle page,
 * result, back to the map), drinking a potion, a trip to the shop, choosing an area.
 */
export const PLAY_SECONDS = {
  round: 2,
  step: 0.6,
  battleScreens: 8,
  potion: 2,
  shopTrip: 15,
  enterArea: 5,
} as const;

/** Where currency came from and went, by source or sink (the simulator's ledger). */
export type Flows = Record<string, number>;

/** Everything a set of flows adds up to. */
export const flowTotal = (f: Flows) => Object.values(f).reduce((s, n) => s + n, 0);

export interface FightResult {
  win: boolean;
  rounds: number;
  rewards: BattleRewards | null;
  goldLost: number;
}

/** The start of simulated time (any fixed date: rules only use differences). */
const EPOCH = Date.UTC(2026, 0, 1);

/**
 * A hero played by the game's own rules, with a clock: HP carries over between
 * fights and regenerates only outside them, potions are bought at shop prices from
 * the hero's own gold, a rest costs time at the regeneration rate, a fight starts
 * only with a quarter of max HP (resting.ts: the hero rests to it), and a defeat
 * burns gold by defeat-cost.ts (fleeing half of it) and leaves 0 HP. Every coin is booked in
 * `minted`/`burned` by source and sink.
 */
export class SimHero {
  job: Job;
  level = 1;
  xp = 0;
  /** Stored HP and when it was stored, as on the server. */
  private storedHp: number;
  private hpAt = 0;
  private inBattle = false;
  gold = STARTING_GOLD;
  souls = STARTING_SOUL;
  items = new Map<ItemId, number>(STARTING_KIT.map((k) => [k.itemId, k.qty]));
  buffs: BuffState[] = [];
  /** Equipment in the bag, by `rarity:item_id`. */
  private pieces = new Map<string, Stack>();
  worn: Loadout;
  /** Ascensions so far (their bonus on stats and XP), and the slots' refinement and enchantment. */
  ascensions = 0;
  upgrades: SlotUpgrades = NO_UPGRADES;
  /** Cosmetics bought. */
  readonly cosmetics = new Set<CosmeticId>();
  /** Seconds played (clicking) and rested (waiting for HP). */
  activeSeconds = 0;
  restSeconds = 0;
  battles = 0;
  defeats = 0;
  /** The levels of the monsters beaten, oldest first (what the daily quests count). */
  readonly wonLevels: number[] = [];
  minted: { gold: Flows; souls: Flows } = { gold: {}, souls: {} };
  burned: { gold: Flows; souls: Flows } = { gold: {}, souls: {} };
  /** The gold booked while the hero was at level 50 (the endgame's sinks are measured on it). */
  readonly atCap: { minted: Flows; burned: Flows } = { minted: {}, burned: {} };

  constructor(jobId: JobId) {
    this.job = jobById(jobId);
    // A first job puts the starter gear on (starter-kit.ts).
    const gear = (slot: string) => {
      const g = STARTING_GEAR.find((p) => equipmentById(p.itemId).type === slot);
      return g ? { itemId: g.itemId, rarity: g.rarity } : null;
    };
    this.worn = { weapon: gear('weapon'), armor: gear('armor'), acc: gear('acc') };
    this.book('minted', 'gold', 'starting purse', STARTING_GOLD);
    this.book('minted', 'souls', 'starting purse', STARTING_SOUL);
    this.storedHp = this.maxHp();
  }

  get seconds(): number {
    return this.activeSeconds + this.restSeconds;
  }

  now(): Date {
    return new Date(EPOCH + this.seconds * 1000);
  }

  stats(): Stats {
    return addStats(
      addStats(
        ascendedStats(jobStatsAt(this.job, this.level), this.ascensions),
        loadoutBonus(this.worn, this.upgrades),
      ),
      buffBonus(this.buffs, this.now()),
    );
  }

  maxHp(): number {
    return this.stats().hp;
  }

  /** HP now: regenerated since stored, except during a fight (frozen, as on the server). */
  hp(): number {
    const max = this.maxHp();
    const stored = Math.min(this.storedHp, max);
    return this.inBattle
      ? stored
      : regeneratedHp(stored, max, new Date(EPOCH + this.hpAt * 1000), this.now());
  }

  private setHp(hp: number) {
    this.storedHp = hp;
    this.hpAt = this.seconds;
  }

  play(seconds: number) {
    this.activeSeconds += seconds;
  }

  /** Waits (doing nothing) until HP reaches `target`. */
  restUntil(target: number) {
    const max = this.maxHp();
    const wait = secondsUntilHp(
      Math.min(this.storedHp, max),
      max,
      new Date(EPOCH + this.hpAt * 1000),
      this.now(),
      Math.min(target, max),
    );
    this.restSeconds += wait;
  }

  /** Time away from the game (between sessions): HP regenerates, nothing is counted as play. */
  away(seconds: number) {
    this.hpAt -= seconds;
  }

  book(way: 'minted' | 'burned', currency: 'gold' | 'souls', reason: string, amount: number) {
    if (amount <= 0) return;
    const add = (flows: Flows) => (flows[reason] = (flows[reason] ?? 0) + amount);
    add(this[way][currency]);
    if (currency === 'gold' && this.level >= LEVEL_CAP) add(this.atCap[way]);
  }

  count(itemId: ItemId): number {
    return this.items.get(itemId) ?? 0;
  }

  private addItem(itemId: ItemId, qty: number) {
    const left = this.count(itemId) + qty;
    if (left < 0) throw new Error(`sim bug: ${itemId} below zero`);
    if (left === 0) this.items.delete(itemId);
    else this.items.set(itemId, left);
  }

  /** Buys from a shop at its price, if the purse covers it. */
  buy(itemId: ItemId, qty: number, shop: Currency = 'gold', sink = 'shop'): boolean {
    const entry = findShopEntry(shop, itemId);
    if (!entry || qty < 1) return false;
    const cost = entry.price * qty;
    const purse = shop === 'gold' ? this.gold : this.souls;
    if (purse < cost) return false;
    if (shop === 'gold') this.gold -= cost;
    else this.souls -= cost;
    this.book('burned', shop === 'gold' ? 'gold' : 'souls', sink, cost);
    this.addItem(itemId, qty);
    return true;
  }

  /** Uses an item as POST /inventory/use-item does: only the copies that help. */
  use(itemId: ItemId, qty = 1): boolean {
    if (this.count(itemId) < qty) return false;
    const item = itemById(itemId);
    const use = applyConsumable(
      item,
      qty,
      { hp: this.hp(), maxHp: this.maxHp(), buffs: this.buffs },
      this.now(),
    );
    if (!use.ok) return false;
    this.addItem(itemId, -use.used);
    if (use.kind === 'heal') this.setHp(use.hp);
    else this.buffs = [...this.buffs.filter((b) => b.buffId !== use.buff.buffId), use.buff];
    this.play(PLAY_SECONDS.potion);
    return true;
  }

  /** Healing items owned, in catalogue order (the battle screen offers the first). */
  potions(): ItemId[] {
    return ITEMS.filter(
      (i) =>
        this.count(i.id) > 0 && (i.effect?.kind === 'heal' || i.effect?.kind === 'heal-percent'),
    ).map((i) => i.id);
  }

  potionCount(): number {
    return this.potions().reduce((n, id) => n + this.count(id), 0);
  }

  combatant(): Combatant {
    return heroCombatant(this.job.id, this.stats(), this.hp(), this.kit().gear);
  }

  /**
   * One battle to its end, as the server plays it round by round. `beforeRound` is the
   * player's chance to drink: a potion drunk (its id returned) takes the hero's turn. `payer` is whose reward table a
   * win pays from (a repeat boss pays as an ordinary floor).
   */
  fight(
    monsterId: MonsterId,
    level: number,
    seed: Seed,
    opts: {
      source: string;
      payer?: { monsterId: MonsterId; level: number; multiplier: number };
      beforeRound?: (hero: SimHero, monster: Combatant) => ItemId | null;
      /** Give up at this round: fleeing counts as a defeat. */
      fleeAtRound?: number;
    },
  ): FightResult {
    const monster = monsterById(monsterId);
    // The server refuses to set out below a quarter of max HP: the hero waits for it.
    if (this.hp() < hpToSetOut(this.maxHp())) this.restUntil(hpToSetOut(this.maxHp()));
    this.setHp(this.hp());
    this.inBattle = true;
    this.battles++;
    // A defeat costs against the purse the fight began with (a shop trip mid-fight saves nothing).
    const goldAtStart = this.gold;
    let state: BattleState = {
      seed,
      round: 0,
      monster,
      monsterLevel: level,
      monsterHp: monsterCombatant(monster, level).hp,
    };
    let outcome: 'win' | 'loss' | 'ongoing' = 'ongoing';
    let fled = false;
    while (outcome === 'ongoing') {
      if (opts.fleeAtRound !== undefined && state.round >= opts.fleeAtRound) {
        outcome = 'loss';
        fled = true;
        break;
      }
      const drunk = opts.beforeRound?.(this, monsterCombatant(monster, level, state.monsterHp));
      const hero = this.combatant();
      const resource = jobResource(this.job.id);
      const tactics = state.tactics ?? startTactics(resource);
      // The player picks each round as the auto-battle policy does: skills when ready.
      const action: HeroAction = drunk
        ? { kind: 'item', line: itemRoundLine(itemById(drunk), 1, this.hp(), this.maxHp()) }
        : autoAction({ jobId: this.job.id, resource, tactics, hp: hero.hp, maxHp: hero.maxHp });
      const r = playRound({ ...state, tactics }, hero, { resource, action });
      this.play(PLAY_SECONDS.round);
      this.storedHp = r.hero.hp;
      state = { ...state, round: r.round, monsterHp: r.monster.hp, tactics: r.tactics };
      outcome = r.outcome;
      // A fight the engine cannot end (neither side can hurt the other) is a defeat.
      if (state.round >= 500) outcome = 'loss';
    }
    this.play(PLAY_SECONDS.battleScreens);
    this.inBattle = false;
    const buffsBefore = this.buffs;
    this.buffs = tickBattle(this.buffs).filter((b) => b.battlesLeft === null || b.battlesLeft > 0);
    if (outcome === 'loss') {
      const purse = { atStart: goldAtStart, now: this.gold };
      const goldLost = fightGoldLoss(fled ? 'flee' : 'defeat', purse, this.level);
      this.gold -= goldLost;
      this.book('burned', 'gold', 'defeats', goldLost);
      this.defeats++;
      this.setHp(0);
      return { win: false, rounds: state.round, rewards: null, goldLost };
    }
    const payer = opts.payer ?? { monsterId, level, multiplier: 1 };
    const rewards = rollRewards(
      monsterById(payer.monsterId),
      payer.level,
      roundRng(seed, 1_000_000 + state.round),
      {
        xpMultiplier:
          xpMultiplier(buffsBefore, this.now()) * ascensionXpMultiplier(this.ascensions),
        rewardMultiplier: payer.multiplier,
      },
    );
    const gained = gainXp(this.level, this.xp, rewards.xp, this.job.maxLevel);
    this.level = gained.level;
    this.xp = gained.xp;
    // A level-up restores HP to full at the new level.
    this.setHp(gained.levelupto !== null ? this.maxHp() : this.storedHp);
    this.gold += rewards.gold;
    this.souls += rewards.souls;
    this.book('minted', 'gold', opts.source, rewards.gold);
    this.book('minted', 'souls', opts.source, rewards.souls);
    for (const d of rewards.drops) this.addItem(d.itemId, d.qty);
    for (const p of rewards.pieces) this.addPieces(p.itemId, p.rarity);
    this.wonLevels.push(level);
    return { win: true, rounds: state.round, rewards, goldLost: 0 };
  }

  /** Evolves into `jobId` (healed to full, as /assign-job does). */
  evolve(jobId: JobId) {
    const job = jobById(jobId);
    if (job.evolvesFrom !== this.job.id) throw new Error(`cannot evolve into ${jobId}`);
    this.job = job;
    this.setHp(this.maxHp());
  }

  /** What the hero brings to a fight beyond job and level (the win-rate tables' input). */
  kit(): Kit {
    return kitOf(this.worn, this.upgrades, this.ascensions, this.level);
  }

  /** Pays gold to a sink, if the purse covers it. */
  private pay(amount: number, sink: string): boolean {
    if (amount > this.gold) return false;
    this.gold -= amount;
    this.book('burned', 'gold', sink, amount);
    return true;
  }

  /** One refining try on a slot, as POST /upgrades/refine: false when at the top or short of gold. */
  refine(slot: EquipmentType, rng: Rng): boolean {
    const roll = rollRefine(this.upgrades[slot], rng);
    if (!roll.ok || !this.pay(roll.cost, 'refine')) return false;
    this.upgrades = { ...this.upgrades, [slot]: roll.next };
    this.play(PLAY_SECONDS.shopTrip);
    return true;
  }

  /** A new enchantment drawn on a slot, as POST /upgrades/enchant: false when short of gold. */
  enchant(slot: EquipmentType, rng: Rng): boolean {
    if (enchantCost(this.upgrades[slot].enchantRolls) > this.gold) return false;
    const roll = rollEnchant(this.upgrades[slot], rng);
    this.pay(roll.cost, 'enchant');
    this.upgrades = { ...this.upgrades, [slot]: roll.next };
    this.play(PLAY_SECONDS.shopTrip);
    return true;
  }

  /** Buys a cosmetic sold for gold, as POST /cosmetics/buy. */
  buyCosmetic(id: CosmeticId): boolean {
    const price = cosmeticById(id).price;
    if (price === null || this.cosmetics.has(id) || !this.pay(price, 'cosmetics')) return false;
    this.cosmetics.add(id);
    return true;
  }

  /**
   * Ascends, as POST /ascend and then /assign-job with `rootJobId`: the tithe burned,
   * worn pieces above level 1 back in the bag, level 1 in the new job at full HP.
   */
  ascend(rootJobId: JobId) {
    const result = planAscension({
      jobId: this.job.id,
      level: this.level,
      ascensions: this.ascensions,
      gold: this.gold,
      loadout: this.worn,
      inBattle: this.inBattle,
    });
    if (!result.ok) throw new Error(`sim bug: ${result.message}`);
    const { plan } = result;
    this.pay(plan.tithe, 'ascension tithe');
    for (const p of plan.putBack) this.addPieces(p.itemId, p.rarity);
    this.worn = plan.loadout;
    this.ascensions = plan.ascensions;
    this.job = jobById(rootJobId);
    this.level = 1;
    this.xp = 0;
    this.setHp(this.maxHp());
  }

  /** Puts `qty` copies of a piece in the bag (negative: takes them out). */
  addPieces(itemId: EquipmentId, rarity: Rarity, qty = 1) {
    const key = lockKey(rarity, itemId);
    const left = (this.pieces.get(key)?.qty ?? 0) + qty;
    if (left < 0) throw new Error(`sim bug: ${key} below zero`);
    this.pieces.set(key, { itemId, rarity, qty: left });
  }

  /** The pieces in the bag (not worn), a stack per piece and rarity. */
  stacks(): Stack[] {
    return [...this.pieces.values()].filter((s) => s.qty > 0);
  }

  /** Wears, per slot, the piece with the most ATK + DEF + SPD among those owned and wearable. */
  wearBest() {
    const score = (p: Piece | null) => {
      if (!p) return -1;
      const s = pieceStats(equipmentById(p.itemId), p.rarity);
      return s.atk + s.def + s.spd;
    };
    for (const { itemId, rarity } of this.stacks()) {
      if (equipmentById(itemId).level > this.level) continue;
      const slot = equipmentById(itemId).type;
      if (score({ itemId, rarity }) <= score(this.worn[slot])) continue;
      const old = this.worn[slot];
      this.worn[slot] = { itemId, rarity };
      this.addPieces(itemId, rarity, -1);
      if (old) this.addPieces(old.itemId, old.rarity);
    }
  }
}
