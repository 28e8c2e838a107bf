import { heroCombatant, monsterCombatant } from '../battle/battle';
import { resolveRound } from '../battle/round';
import { jobStatsAt } from '../hero-stats';
import { EVOLVE_LEVEL, findJob } from '../jobs';
import { loadoutBonus } from '../loadout';
import { MAPS, type AreaDef } from '../maps';
import { findMonster } from '../monsters';
import { rollRewards } from '../rewards';
import { createRng, type Rng } from '../rng';
import { STARTING_GEAR } from '../starting-hero';
import { addStats, type Stats } from '../stats';
import { gainXp } from '../xp';
import { parseGrid, rollEncounter, shortestPath } from '../explore';

/** The starter gear, worn: what a new player has on after the first visit to /equipment. */
export const STARTER_LOADOUT_BONUS: Stats = loadoutBonus({
  weapon: STARTING_GEAR.find((g) => g.itemId === 'hunters-knife') ?? null,
  armor: STARTING_GEAR.find((g) => g.itemId === 'padded-vest') ?? null,
  acc: STARTING_GEAR.find((g) => g.itemId === 'copper-charm') ?? null,
});

/**
 * Assumed play time: per round (a click and reading the log), per step on the
 * map, and per battle for the screens around it (battle page, result, back to map).
 */
export const SECONDS_PER_ROUND = 2;
export const SECONDS_PER_STEP = 0.6;
export const SECONDS_PER_BATTLE = 8;

export interface FightOutcome {
  win: boolean;
  rounds: number;
  hpLeft: number;
}

/** One fight to the end at full HP, as the server would play it round by round. */
export function fight(
  jobId: string,
  level: number,
  bonus: Stats,
  monsterId: string,
  monsterLevel: number,
  rng: Rng,
): FightOutcome {
  const job = findJob(jobId);
  const monster = findMonster(monsterId);
  if (!job || !monster) throw new Error('unknown job or monster');
  const stats = addStats(jobStatsAt(job, level), bonus);
  let hero = heroCombatant(jobId, stats, stats.hp);
  let foe = monsterCombatant(monster, monsterLevel);
  for (let round = 1; round <= 200; round++) {
    const r = resolveRound(hero, foe, rng);
    hero = r.hero;
    foe = r.monster;
    if (r.outcome !== 'ongoing')
      return { win: r.outcome === 'win', rounds: round, hpLeft: hero.hp };
  }
  return { win: false, rounds: 200, hpLeft: hero.hp };
}

export interface AreaReport {
  mapName: string;
  area: number;
  heroLevel: number;
  winRate: number;
  avgRounds: number;
  avgHpLostPercent: number;
}

/** Win rate of a job at a level against an area's monster mix. */
export function areaReport(
  jobId: string,
  heroLevel: number,
  mapName: string,
  area: AreaDef,
  fights: number,
  seed: number,
): AreaReport {
  const rng = createRng([seed, 0x51, 0x7, heroLevel]);
  const job = findJob(jobId)!;
  const maxHp = jobStatsAt(job, heroLevel).hp + STARTER_LOADOUT_BONUS.hp;
  let wins = 0;
  let rounds = 0;
  let hpLost = 0;
  let n = 0;
  while (n < fights) {
    const e = rollEncounter({ ...area, encounterChance: 100 }, rng);
    if (!e) continue;
    n++;
    const o = fight(jobId, heroLevel, STARTER_LOADOUT_BONUS, e.monsterId, e.level, rng);
    if (o.win) wins++;
    rounds += o.rounds;
    hpLost += (maxHp - o.hpLeft) / maxHp;
  }
  return {
    mapName,
    area: area.number,
    heroLevel,
    winRate: wins / fights,
    avgRounds: rounds / fights,
    avgHpLostPercent: (100 * hpLost) / fights,
  };
}

export interface LevellingReport {
  jobId: string;
  battles: number;
  losses: number;
  areasFinished: number;
  minutes: number;
}

/**
 * A new hero plays from level 1: walks each area start to goal (meeting monsters
 * at the area's rate), moves on to the next area when it is finished, and stays
 * in the hardest area it still wins at least 85% of the time. Healing between
 * fights is assumed (potions and regeneration). Counts battles and play time to
 * level 10.
 */
export function levelling(jobId: string, seed: number): LevellingReport {
  const rng = createRng([seed, 0xa11, 0xbee, 3]);
  const areas = MAPS.flatMap((m) => m.areas.map((a) => ({ map: m, area: a })));
  let level = 1;
  let xp = 0;
  let battles = 0;
  let losses = 0;
  let seconds = 0;
  let unlocked = 1;
  let areasFinished = 0;
  const winRateCache = new Map<string, number>();
  const safe = (index: number) => {
    const key = `${index}:${level}`;
    if (!winRateCache.has(key)) {
      const { map, area } = areas[index]!;
      winRateCache.set(key, areaReport(jobId, level, map.name, area, 200, seed + index).winRate);
    }
    return winRateCache.get(key)! >= 0.85;
  };
  while (level < EVOLVE_LEVEL && battles < 5000) {
    let index = 0;
    for (let i = 0; i < Math.min(unlocked, areas.length); i++) if (safe(i)) index = i;
    const { area } = areas[index]!;
    const steps = shortestPath(parseGrid(area)) ?? 10;
    for (let s = 0; s < steps && level < EVOLVE_LEVEL; s++) {
      seconds += SECONDS_PER_STEP;
      const e = s < steps - 1 ? rollEncounter(area, rng) : null;
      if (!e) continue;
      battles++;
      seconds += SECONDS_PER_BATTLE;
      const o = fight(jobId, level, STARTER_LOADOUT_BONUS, e.monsterId, e.level, rng);
      seconds += o.rounds * SECONDS_PER_ROUND;
      if (!o.win) {
        losses++;
        break;
      }
      const rewards = rollRewards(findMonster(e.monsterId)!, e.level, rng);
      const gained = gainXp(level, xp, rewards.xp, EVOLVE_LEVEL);
      level = gained.level;
      xp = gained.xp;
      if (s === steps - 2) {
        areasFinished++;
        if (index + 1 === unlocked) unlocked++;
      }
    }
  }
  return { jobId, battles, losses, areasFinished, minutes: seconds / 60 };
}
