import { heroCombatant, monsterCombatant } from '../battle/battle';
import { resolveRound } from '../battle/round';
import { rollEncounter } from '../explore';
import { jobStatsAt } from '../hero-stats';
import { BOSS_EVERY, FLOORS_PER_BAND, huntFloor } from '../hunt';
import { jobById, JOBS, EVOLVE_LEVEL, LEVEL_CAP, type JobId } from '../jobs';
import { loadoutBonus } from '../loadout';
import { MAPS, type AreaDef } from '../maps';
import { monsterById, type MonsterId } from '../monsters';
import { createRng, type Rng } from '../rng';
import { STARTING_GEAR } from '../starting-hero';
import { addStats, type Stats } from '../stats';

/** The starter gear, worn: what a new player has on after the first visit to /equipment. */
export const STARTER_LOADOUT_BONUS: Stats = loadoutBonus({
  weapon: STARTING_GEAR.find((g) => g.itemId === 'hunters-knife') ?? null,
  armor: STARTING_GEAR.find((g) => g.itemId === 'padded-vest') ?? null,
  acc: STARTING_GEAR.find((g) => g.itemId === 'copper-charm') ?? null,
});

export interface FightOutcome {
  win: boolean;
  rounds: number;
  hpLeft: number;
}

/** One fight to the end from full HP, no potions: how strong a matchup is on its own. */
export function fight(
  jobId: JobId,
  level: number,
  bonus: Stats,
  monsterId: MonsterId,
  monsterLevel: number,
  rng: Rng,
): FightOutcome {
  const monster = monsterById(monsterId);
  const stats = addStats(jobStatsAt(jobById(jobId), level), bonus);
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

export interface WinRate {
  winRate: number;
  avgRounds: number;
  /** Share of max HP a fight costs, on average. */
  avgHpLost: number;
}

function tally(fights: number, one: () => FightOutcome, maxHp: number): WinRate {
  let wins = 0;
  let rounds = 0;
  let lost = 0;
  for (let i = 0; i < fights; i++) {
    const o = one();
    if (o.win) wins++;
    rounds += o.rounds;
    lost += (maxHp - o.hpLeft) / maxHp;
  }
  return { winRate: wins / fights, avgRounds: rounds / fights, avgHpLost: lost / fights };
}

/** A job at a level against an area's monster mix, from full HP with the starter gear. */
export function areaWinRate(
  jobId: JobId,
  heroLevel: number,
  area: AreaDef,
  fights: number,
  seed: number,
): WinRate {
  const rng = createRng([seed, 0x51, 0x7, heroLevel]);
  const maxHp = jobStatsAt(jobById(jobId), heroLevel).hp + STARTER_LOADOUT_BONUS.hp;
  const always = { ...area, encounterChance: 100 };
  return tally(
    fights,
    () => {
      const e = rollEncounter(always, rng)!;
      return fight(jobId, heroLevel, STARTER_LOADOUT_BONUS, e.monsterId, e.level, rng);
    },
    maxHp,
  );
}

export interface AreaRow extends Record<string, unknown> {
  map: string;
  area: number;
  monster_levels: [number, number];
  hero_level: number;
  /** Per root job: win rate, rounds and HP lost per fight. */
  jobs: { job: string; win_rate: number; rounds: number; hp_lost: number }[];
}

/** Win rates in every area, for each root job at the area's lowest monster level (at most 10). */
export function areaTable(fights: number): AreaRow[] {
  const roots = JOBS.filter((j) => j.tier === 1);
  return MAPS.flatMap((map) =>
    map.areas.map((area) => {
      const lo = Math.min(...area.monsters.map((m) => m.minLevel));
      const hi = Math.max(...area.monsters.map((m) => m.maxLevel));
      const heroLevel = Math.min(EVOLVE_LEVEL, lo);
      return {
        map: map.name,
        area: area.number,
        monster_levels: [lo, hi] as [number, number],
        hero_level: heroLevel,
        jobs: roots.map((job, i) => {
          const r = areaWinRate(job.id, heroLevel, area, fights, 1000 + i);
          return { job: job.id, win_rate: r.winRate, rounds: r.avgRounds, hp_lost: r.avgHpLost };
        }),
      };
    }),
  );
}

export interface FloorBandRow extends Record<string, unknown> {
  floors: [number, number];
  /** Per job that would be fighting there: regular floors and the band's bosses. */
  jobs: { job: string; win_rate: number; boss_win_rate: number }[];
}

/**
 * Win rates per band of ten tower floors, for a hero whose level is the floor's
 * number (root jobs up to their cap, evolutions above), from full HP with starter gear.
 */
export function floorBandTable(fights: number, topFloor = LEVEL_CAP): FloorBandRow[] {
  const rows: FloorBandRow[] = [];
  for (let first = 1; first <= topFloor; first += FLOORS_PER_BAND) {
    const last = first + FLOORS_PER_BAND - 1;
    const floors = Array.from({ length: FLOORS_PER_BAND }, (_, i) => first + i);
    const jobs = JOBS.filter((j) => (last <= EVOLVE_LEVEL ? j.tier === 1 : j.tier === 2));
    rows.push({
      floors: [first, last],
      jobs: jobs.map((job, j) => {
        const rng = createRng([first, j, 0xf1, 0x0f]);
        const rate = (pool: number[]) => {
          let wins = 0;
          for (let i = 0; i < fights; i++) {
            const floor = pool[i % pool.length]!;
            const f = huntFloor(floor);
            const level = Math.min(LEVEL_CAP, Math.max(floor, job.tier === 2 ? EVOLVE_LEVEL : 1));
            if (fight(job.id, level, STARTER_LOADOUT_BONUS, f.monsterId, f.level, rng).win) wins++;
          }
          return wins / fights;
        };
        return {
          job: job.id,
          win_rate: rate(floors.filter((f) => f % BOSS_EVERY !== 0)),
          boss_win_rate: rate(floors.filter((f) => f % BOSS_EVERY === 0)),
        };
      }),
    });
  }
  return rows;
}
