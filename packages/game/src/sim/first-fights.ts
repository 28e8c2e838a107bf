import { nextGuideStep, type GuideStepId } from '../guide';
import { floorReward, huntFloor } from '../hunt';
import type { JobId } from '../jobs';
import { createRng, type Rng } from '../rng';
import { PLAY_SECONDS, SimHero } from './sim-hero';
import { AreaChooser, seedFrom, walkArea } from './levelling';
import { beforeRound, betweenFights, restock, TYPICAL_PLAYER } from './typical-player';
import { kitOf } from './kit';
import { fight } from './win-rates';

export interface FirstFightsReport {
  job: string;
  fights: number;
  start_gold: number;
  end_gold: number;
  /** The lowest the purse fell to along the way. */
  lowest_gold: number;
  defeats: number;
  level: number;
  /** The guide's steps in the order the player met them. */
  steps: GuideStepId[];
  minutes: number;
}

/** A tower floor is tried when a fight there from full HP is won this often. */
const CLIMB_WIN_RATE = 0.9;

/**
 * A new player's first fights, doing what Home's next-step card says (guide.ts): the
 * starter kit is worn from the first job, the tower's floor 1, then the first map's
 * areas at their recommended levels, potions bought when out, the tower's first boss
 * when it can be won, else more exploring. Between fights and in them it plays as the
 * typical player (potions when half down, rests when out of both).
 */
export function firstFights(jobId: JobId, seed: number, fights = 30): FirstFightsReport {
  const rng = createRng([seed, 0xf1, 0x57, 30]);
  const hero = new SimHero(jobId);
  const chooser = new AreaChooser(
    () => hero.job.id,
    TYPICAL_PLAYER,
    seed,
    () => kitOf(hero.worn),
  );
  const startGold = hero.gold;
  let lowest = hero.gold;
  let highestFloor = 0;
  let wonInTheWilds = false;
  const steps: GuideStepId[] = [];
  const enough = () => hero.battles >= fights;

  while (!enough()) {
    const next = nextGuideStep({
      level: hero.level,
      jobTier: hero.job.tier,
      gearToWear: false,
      highestFloor,
      wonInTheWilds,
      potionsOwned: hero.potionCount(),
      boughtPotions: (hero.burned.gold.potions ?? 0) > 0,
    });
    if (next && steps.at(-1) !== next.id) steps.push(next.id);
    const step = next?.id;
    if (step === 'buy-potions') {
      restock(hero, { ...TYPICAL_PLAYER, stockMin: 1 });
      if (hero.potionCount() > 0) continue;
    }
    const floor = highestFloor + 1;
    const climb =
      (step === 'tower-floor-1' || step === 'tower-floor-5') && canClimb(hero, floor, rng);
    if (climb) {
      betweenFights(hero);
      const f = huntFloor(floor);
      const won = hero.fight(f.monsterId, f.level, seedFrom(rng), {
        source: 'hunt wins',
        payer: floorReward(floor, f.boss),
        beforeRound: (h, m) => beforeRound(h, m),
      }).win;
      if (won) highestFloor = floor;
    } else {
      const { map, area } = chooser.choose(hero.level);
      const battlesBefore = hero.battles;
      const defeatsBefore = hero.defeats;
      if (walkArea(hero, area, rng, TYPICAL_PLAYER, enough)) chooser.finished(map, area);
      if (hero.battles - battlesBefore > hero.defeats - defeatsBefore) wonInTheWilds = true;
    }
    hero.play(PLAY_SECONDS.battleScreens);
    lowest = Math.min(lowest, hero.gold);
  }
  return {
    job: jobId,
    fights: hero.battles,
    start_gold: startGold,
    end_gold: hero.gold,
    lowest_gold: lowest,
    defeats: hero.defeats,
    level: hero.level,
    steps,
    minutes: hero.seconds / 60,
  };
}

/** Whether a tower floor is won often enough from full HP to be worth the climb now. */
function canClimb(hero: SimHero, floor: number, rng: Rng): boolean {
  const f = huntFloor(floor);
  const kit = kitOf(hero.worn);
  let wins = 0;
  const tries = 40;
  for (let i = 0; i < tries; i++) {
    if (fight(hero.job.id, hero.level, kit, f.monsterId, f.level, rng).win) wins++;
  }
  return wins / tries >= CLIMB_WIN_RATE;
}

export interface FirstFightsSummary extends FirstFightsReport {
  /** The lowest end purse over the runs: the band is that it never ends below the start. */
  worst_end_gold: number;
  runs: number;
}

/** `firstFights` over several seeds: averages, the worst end purse, the first run's steps. */
export function firstFightsSummary(jobId: JobId, seeds: readonly number[]): FirstFightsSummary {
  const runs = seeds.map((s) => firstFights(jobId, s));
  const mean = (pick: (r: FirstFightsReport) => number) =>
    runs.reduce((sum, r) => sum + pick(r), 0) / runs.length;
  return {
    ...runs[0]!,
    end_gold: mean((r) => r.end_gold),
    lowest_gold: Math.min(...runs.map((r) => r.lowest_gold)),
    defeats: mean((r) => r.defeats),
    level: mean((r) => r.level),
    minutes: mean((r) => r.minutes),
    worst_end_gold: Math.min(...runs.map((r) => r.end_gold)),
    runs: runs.length,
  };
}
