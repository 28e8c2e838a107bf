import { planCombineAll } from '../combine';
import { MATERIALS, planForge, rollForge } from '../forge';
import { BOXES, drawMany, drawPrice, type DrawAmount, type GachaBox } from '../gacha';
import { floorReward, huntFloor } from '../hunt';
import { EVOLVE_LEVEL, JOBS, type JobId } from '../jobs';
import { createRng, type Rng } from '../rng';
import { AreaChooser, seedFrom, walkArea } from './levelling';
import { flowTotal, PLAY_SECONDS, SimHero, type Flows } from './sim-hero';
import { beforeRound, betweenFights, TYPICAL_PLAYER, type Policy } from './typical-player';
import { dailyQuests, questProgress, streakReward, type QuestEvent } from '../quests';
import { fight } from './win-rates';
import { SimGuildRaid } from './guild-raid';

/** The typical player's week, as numbers a designer can read. */
export interface WeekPolicy {
  days: number;
  /** Wall-clock hours at the game per day (playing and resting), in one sitting. */
  hoursPerDay: number;
  /** Gold kept for potions; what is above it goes into the gold gacha box. */
  goldReserve: number;
  /** Souls kept; what is above it goes into the soul gacha box. */
  soulReserve: number;
}

export const TYPICAL_WEEK: WeekPolicy = {
  days: 7,
  hoursPerDay: 1.5,
  goldReserve: 1500,
  soulReserve: 0,
};

interface CurrencyReport {
  minted: Flows;
  burned: Flows;
  minted_total: number;
  burned_total: number;
  /** Burned ÷ minted: how much of what the faucets pay the sinks take back. */
  burn_ratio: number;
}

export interface EconomyReport {
  job: string;
  days: number;
  hours_per_day: number;
  gold: CurrencyReport;
  souls: CurrencyReport;
  end: {
    job: string;
    level: number;
    highest_floor: number;
    gold: number;
    souls: number;
    battles: number;
    defeats: number;
    draws: number;
    forged: number;
    /** Daily quests finished and claimed over the week (three a day at most). */
    quests_claimed: number;
  };
}

export const SECONDS_PER_DAY = 24 * 3600;
/** The highest floor a hero farms is at most this many times its level (never far above it). */
const FARM_ABOVE_LEVEL = 3;

function currency(minted: Flows, burned: Flows): CurrencyReport {
  const m = flowTotal(minted);
  const b = flowTotal(burned);
  return { minted, burned, minted_total: m, burned_total: b, burn_ratio: m > 0 ? b / m : 0 };
}

/**
 * The hero's days: levelling in the wilds, evolving at 10, then the tower; gear from
 * the loot. The endgame's player (endgame.ts) is this player, with more to do at the cap.
 */
export class WeekPlayer {
  hero: SimHero;
  highest = 0;
  bosses = new Set<number>();
  draws = 0;
  forged = 0;
  questsClaimed = 0;
  streak = 0;
  /** What the day's actions told the quests, in order. */
  protected events: QuestEvent[] = [];
  private pity = new Map<number, number>();
  private floorRates = new Map<string, { win: number; hpLost: number }>();
  private chooser: AreaChooser;
  /** The weekly guild raid: its attacks first thing each day, from level 10 (guild-raid.ts). */
  readonly raid = new SimGuildRaid();
  // Its own stream, so the raid's fights leave every other draw of the day as it was.
  private raidRng: Rng;

  constructor(
    jobId: JobId,
    protected rng: Rng,
    protected seed: number,
    protected week: WeekPolicy,
    protected player: Policy,
  ) {
    this.hero = new SimHero(jobId);
    this.chooser = new AreaChooser(() => this.hero.job.id, player, seed);
    this.raidRng = createRng([seed, 0x4a1d, 0x9e, 0x3c]);
  }

  /** The evolution the hero takes at level 10: its root job's first. */
  protected evolution(): JobId {
    return JOBS.find((j) => j.evolvesFrom === this.hero.job.id)!.id;
  }

  /** How a floor goes from full HP with what the hero wears now (cached per level and gear). */
  private floorRate(floor: number) {
    const h = this.hero;
    const key = `${h.job.id}:${h.level}:${h.ascensions}:${JSON.stringify([h.worn, h.upgrades])}:${floor}`;
    let rate = this.floorRates.get(key);
    if (!rate) {
      const rng = createRng([this.seed, floor, h.level, 0x70]);
      const f = huntFloor(floor);
      const fights = 60;
      let wins = 0;
      let lost = 0;
      const kit = h.kit();
      for (let i = 0; i < fights; i++) {
        const o = fight(h.job.id, h.level, kit, f.monsterId, f.level, rng);
        if (o.win) wins++;
        lost += 1 - o.hpLeft / h.maxHp();
      }
      rate = { win: wins / fights, hpLost: lost / fights };
      this.floorRates.set(key, rate);
    }
    return rate;
  }

  /** Whether the next new floor is won often enough to try it. */
  protected climbs(): boolean {
    return this.floorRate(this.highest + 1).win >= this.player.areaWinRate;
  }

  /**
   * The floor to fight: the next new one when it is won often enough, else the
   * highest cleared floor that is comfortable to farm; null when none is. Floors far
   * above the hero's level (after an ascension) are not tried.
   */
  protected pickFloor(): number | null {
    const next = this.highest + 1;
    if (this.climbs()) return next;
    const top = Math.min(this.highest, FARM_ABOVE_LEVEL * this.hero.level);
    for (let f = top; f >= 1; f--) {
      const r = this.floorRate(f);
      if (r.win >= this.player.areaWinRate && r.hpLost <= this.player.areaHpCost) return f;
    }
    return null;
  }

  /** One thing done in the game: a walk through an area, or one tower floor. */
  step(sessionOver: () => boolean) {
    const h = this.hero;
    if (h.job.tier === 1 && h.level >= EVOLVE_LEVEL) {
      h.evolve(this.evolution());
      return;
    }
    const floor = h.job.tier === 2 ? this.pickFloor() : null;
    if (floor === null) {
      const { map, area } = this.chooser.choose(h.level);
      const stop = () => sessionOver() || (h.job.tier === 1 && h.level >= EVOLVE_LEVEL);
      const winsBefore = h.battles - h.defeats;
      const finished = walkArea(h, area, this.rng, this.player, stop);
      if (finished) this.chooser.finished(map, area);
      // A finished area with a boss ended on the boss's fall.
      const boss = finished && area.boss !== undefined;
      const wins = h.battles - h.defeats - winsBefore;
      const levels = h.wonLevels.slice(h.wonLevels.length - wins);
      levels.forEach((monsterLevel, i) => {
        const last = i === wins - 1;
        this.events.push({ kind: 'explore-win', mapId: map._id, boss: boss && last, monsterLevel });
      });
      return;
    }
    betweenFights(h, this.player);
    h.play(PLAY_SECONDS.enterArea);
    const f = huntFloor(floor);
    const result = h.fight(f.monsterId, f.level, seedFrom(this.rng), {
      source: 'hunt wins',
      payer: floorReward(floor, f.boss && !this.bosses.has(floor)),
      beforeRound: (hero, m) => beforeRound(hero, m, this.player),
    });
    if (!result.win) return;
    this.events.push({ kind: 'hunt-win', boss: f.boss, monsterLevel: f.level });
    if (f.boss) this.bosses.add(floor);
    this.highest = Math.max(this.highest, floor);
  }

  /**
   * One day: a sitting of `hoursPerDay` (the guild raid's attacks first), spending the
   * loot, the day's quests, the rest of the day away.
   */
  playDay(day: number) {
    const h = this.hero;
    const start = h.seconds;
    const level = h.level;
    this.raid.playDay(h, day, this.raidRng);
    const over = () => h.seconds - start >= this.week.hoursPerDay * 3600;
    while (!over()) this.step(over);
    this.spend();
    this.claimQuests(day, level);
    h.away(SECONDS_PER_DAY - (h.seconds - start));
  }

  /** Loot between sittings: forge triples of a material, combine copies, draw with the surplus, wear the best. */
  spend() {
    this.forgeTriples();
    this.draw(BOXES[0]!, () => this.hero.gold - this.week.goldReserve);
    this.draw(BOXES[1]!, () => this.hero.souls - this.week.soulReserve);
    this.combine();
    this.hero.wearBest();
  }

  /** Forges every triple of a material in the pack. */
  protected forgeTriples() {
    const h = this.hero;
    for (const m of MATERIALS) {
      while (h.count(m.itemId) >= 3) {
        const plan = planForge([m.itemId, m.itemId, m.itemId]);
        if (!plan.ok) break;
        h.items.set(m.itemId, h.count(m.itemId) - 3);
        const made = rollForge(plan, this.rng);
        h.addPieces(made.item.id, made.rarity);
        this.forged++;
        this.events.push({ kind: 'forge' });
      }
    }
  }

  protected draw(box: GachaBox, surplus: () => number) {
    const h = this.hero;
    for (;;) {
      const amount: DrawAmount = surplus() >= drawPrice(box, 11) ? 11 : 1;
      const price = drawPrice(box, amount);
      if (surplus() < price) return;
      if (box.currency === 'gold') h.gold -= price;
      else h.souls -= price;
      h.book('burned', box.currency === 'gold' ? 'gold' : 'souls', 'gacha', price);
      const { draws, sinceEpic } = drawMany(
        box,
        amount,
        this.pity.get(box.index) ?? 0,
        () => this.rng,
      );
      this.pity.set(box.index, sinceEpic);
      for (const d of draws) if (d.item && d.outcome) h.addPieces(d.item.id, d.outcome);
      this.draws += amount;
      this.events.push({ kind: 'draw', amount, gearLevel: box.levels[1] });
    }
  }

  /**
   * The end of a day: the day's quests (made at the level the day began with) that its
   * actions finished are claimed, with the streak bonus; all three extend the streak,
   * fewer break it. The typical player lists nothing on the bazaar, so a market quest
   * is never done, and draws only from the level-1 boxes, which count until level 21.
   */
  claimQuests(day: number, level: number) {
    const h = this.hero;
    const quests = dailyQuests(`sim-${this.seed}`, `day-${day}`, level);
    let done = 0;
    for (const q of quests) {
      const progress = this.events.reduce((n, e) => n + questProgress(q, e), 0);
      if (progress < q.goal) continue;
      done++;
      const reward = streakReward(q.reward, this.streak);
      h.gold += reward.gold;
      h.souls += reward.souls;
      h.book('minted', 'gold', 'quests', reward.gold);
      h.book('minted', 'souls', 'quests', reward.souls);
    }
    this.questsClaimed += done;
    this.streak = done === quests.length ? this.streak + 1 : 0;
    this.events = [];
  }

  protected combine() {
    const h = this.hero;
    const plan = planCombineAll(h.stacks(), new Set());
    if (plan.combines > 0) this.events.push({ kind: 'combine' });
    // Made first: a plan may combine again what it has just made.
    for (const m of plan.made) h.addPieces(m.itemId, m.rarity, m.qty);
    for (const t of plan.taken) h.addPieces(t.itemId, t.rarity, -t.qty);
  }
}

/**
 * A typical player's first week: `hoursPerDay` at the game each day, the rest of
 * the day away (HP regenerates). Every coin minted and burned is booked by source
 * and sink, so the report says where the economy leaks or floods.
 */
export function economyWeek(
  jobId: JobId,
  seed: number,
  week: WeekPolicy = TYPICAL_WEEK,
  player: Policy = TYPICAL_PLAYER,
): EconomyReport {
  const rng = createRng([seed, 0xec0, 0x7, 0xd5]);
  const w = new WeekPlayer(jobId, rng, seed, week, player);
  const h = w.hero;
  for (let day = 0; day < week.days; day++) w.playDay(day);
  return {
    job: jobId,
    days: week.days,
    hours_per_day: week.hoursPerDay,
    gold: currency(h.minted.gold, h.burned.gold),
    souls: currency(h.minted.souls, h.burned.souls),
    end: {
      job: h.job.id,
      level: h.level,
      highest_floor: w.highest,
      gold: h.gold,
      souls: h.souls,
      battles: h.battles,
      defeats: h.defeats,
      draws: w.draws,
      forged: w.forged,
      quests_claimed: w.questsClaimed,
    },
  };
}
