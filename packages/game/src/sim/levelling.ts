import { parseGrid, rollEncounter, shortestRoute } from '../explore';
import { EVOLVE_LEVEL, type JobId } from '../jobs';
import { MAPS, type AreaDef, type MapDef } from '../maps';
import { createRng, type Rng, type Seed } from '../rng';
import { PLAY_SECONDS, SimHero } from './sim-hero';
import { beforeRound, betweenFights, TYPICAL_PLAYER, type Policy } from './typical-player';
import type { Kit } from './kit';
import { areaWinRate, STARTER_KIT, type WinRate } from './win-rates';

export interface LevellingReport {
  job: string;
  /** Wall-clock minutes: playing plus resting. */
  minutes_to_level_10: number;
  active_minutes: number;
  rest_minutes: number;
  /** Gold spent on potions, and gold won in battle. */
  potion_gold: number;
  gold_earned: number;
  battles: number;
  defeats: number;
  areas_finished: number;
}

const ALL_AREAS = MAPS.flatMap((map) => map.areas.map((area) => ({ map, area })));

export const seedFrom = (rng: Rng): Seed => [
  rng.int(0, 2 ** 31),
  rng.int(0, 2 ** 31),
  rng.int(0, 2 ** 31),
  rng.int(0, 2 ** 31),
];

/** Where a hero explores: the hardest open area it still wins often enough at full HP. */
export class AreaChooser {
  private cleared = new Map<number, number>();
  private rates = new Map<string, WinRate>();

  constructor(
    private jobId: () => JobId,
    private policy: Policy,
    private seed: number,
    /** What the hero wears now (the starter gear unless told). */
    private kit: () => Kit = () => STARTER_KIT,
  ) {}

  isOpen(map: MapDef, area: AreaDef) {
    return area.number <= (this.cleared.get(map._id) ?? 0) + 1;
  }

  finished(map: MapDef, area: AreaDef) {
    this.cleared.set(map._id, Math.max(this.cleared.get(map._id) ?? 0, area.number));
  }

  choose(level: number): { map: MapDef; area: AreaDef } {
    let pick = ALL_AREAS[0]!;
    for (const [i, candidate] of ALL_AREAS.entries()) {
      if (!this.isOpen(candidate.map, candidate.area)) continue;
      const kit = this.kit();
      const key = `${this.jobId()}:${level}:${i}:${JSON.stringify(kit)}`;
      if (!this.rates.has(key))
        this.rates.set(
          key,
          areaWinRate(this.jobId(), level, candidate.area, 200, this.seed + i, kit),
        );
      const rate = this.rates.get(key)!;
      if (rate.winRate >= this.policy.areaWinRate && rate.avgHpLost <= this.policy.areaHpCost)
        pick = candidate;
    }
    return pick;
  }
}

/**
 * One walk through an area, start to goal, as the server plays it: every step but
 * the one onto the goal may meet a monster; a defeat ends the walk. Returns whether
 * the goal was reached.
 */
export function walkArea(
  hero: SimHero,
  area: AreaDef,
  rng: Rng,
  policy: Policy,
  stopWhen: () => boolean,
): boolean {
  const route = shortestRoute(parseGrid(area));
  if (!route) throw new Error(`area ${area.number} has no way to its goal`);
  betweenFights(hero, policy);
  hero.play(PLAY_SECONDS.enterArea);
  for (let i = 0; i < route.length; i++) {
    betweenFights(hero, policy);
    hero.play(PLAY_SECONDS.step);
    const last = i === route.length - 1;
    if (last && !area.boss) return true;
    const e = last ? area.boss! : rollEncounter(area, rng);
    if (!e) continue;
    const result = hero.fight(e.monsterId, e.level, seedFrom(rng), {
      source: 'explore wins',
      beforeRound: (h, m) => beforeRound(h, m, policy),
    });
    if (!result.win) return false;
    if (last) return true;
    if (stopWhen()) return false;
  }
  return true;
}

/** A new hero of `jobId`, played from level 1 to 10 by the typical player. */
export function levelToTen(
  jobId: JobId,
  seed: number,
  policy: Policy = TYPICAL_PLAYER,
): LevellingReport {
  const rng = createRng([seed, 0xa11, 0xbee, 3]);
  const hero = new SimHero(jobId);
  const chooser = new AreaChooser(() => hero.job.id, policy, seed);
  let finished = 0;
  const done = () => hero.level >= EVOLVE_LEVEL;
  while (!done() && hero.battles < 5000) {
    const { map, area } = chooser.choose(hero.level);
    if (walkArea(hero, area, rng, policy, done)) {
      finished++;
      chooser.finished(map, area);
    }
  }
  return {
    job: jobId,
    minutes_to_level_10: hero.seconds / 60,
    active_minutes: hero.activeSeconds / 60,
    rest_minutes: hero.restSeconds / 60,
    potion_gold: hero.burned.gold.potions ?? 0,
    gold_earned: hero.minted.gold['explore wins'] ?? 0,
    battles: hero.battles,
    defeats: hero.defeats,
    areas_finished: finished,
  };
}
