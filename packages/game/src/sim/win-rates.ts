import { autoAction } from '../battle/auto-policy';
import { heroCombatant, jobResource, monsterCombatant } from '../battle/battle';
import { resolveTurn, startTactics } from '../battle/round';
import { parseGrid, rollEncounter, shortestRoute } from '../explore';
import { BOSS_EVERY, FLOORS_PER_BAND, huntFloor } from '../hunt';
import { JOBS, EVOLVE_LEVEL, LEVEL_CAP, type Job, type JobId } from '../jobs';
import { MAPS, type AreaDef } from '../maps';
import { monsterById, type MonsterId } from '../monsters';
import { createRng, type Rng } from '../rng';
import { kitOf, referenceLoadout, STARTER_LOADOUT, statsWithKit, type Kit } from './kit';

export const STARTER_KIT: Kit = kitOf(STARTER_LOADOUT);

export interface FightOutcome {
  win: boolean;
  rounds: number;
  hpLeft: number;
}

/**
 * One fight to the end, no potions, the hero choosing each round by the auto-battle
 * policy (skills when ready, guard against a warned special): how strong a matchup is.
 * From full HP unless `hp` says otherwise.
 */
export function fight(
  jobId: JobId,
  level: number,
  kit: Kit,
  monsterId: MonsterId,
  monsterLevel: number,
  rng: Rng,
  hp?: number,
): FightOutcome {
  const monster = monsterById(monsterId);
  const stats = statsWithKit(jobId, level, kit);
  const resource = jobResource(jobId);
  let hero = heroCombatant(jobId, stats, hp ?? stats.hp, kit.gear);
  let foe = monsterCombatant(monster, monsterLevel);
  let tactics = startTactics(resource);
  for (let round = 0; round < 200; round++) {
    const action = autoAction({ jobId, resource, tactics, hp: hero.hp, maxHp: hero.maxHp });
    const r = resolveTurn(
      { hero, monster: foe, resource, tactics, action, special: monster.special, round },
      rng,
    );
    hero = r.hero;
    foe = r.monster;
    tactics = r.tactics;
    if (r.outcome !== 'ongoing')
      return { win: r.outcome === 'win', rounds: round + 1, hpLeft: hero.hp };
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

const maxHpOf = (jobId: JobId, level: number, kit: Kit) => statsWithKit(jobId, level, kit).hp;

/** A job at a level against an area's monster mix, one fight from full HP. */
export function areaWinRate(
  jobId: JobId,
  heroLevel: number,
  area: AreaDef,
  fights: number,
  seed: number,
  kit: Kit = STARTER_KIT,
): WinRate {
  const rng = createRng([seed, 0x51, 0x7, heroLevel]);
  const always = { ...area, encounterChance: 100 };
  return tally(
    fights,
    () => {
      const e = rollEncounter(always, rng)!;
      return fight(jobId, heroLevel, kit, e.monsterId, e.level, rng);
    },
    maxHpOf(jobId, heroLevel, kit),
  );
}

/**
 * How often a hero walks an area from start to goal without falling: full HP at the
 * start, HP carried from fight to fight, no potions, the map's boss at the last goal.
 */
export function areaRunRate(
  jobId: JobId,
  heroLevel: number,
  area: AreaDef,
  runs: number,
  seed: number,
  kit: Kit,
): { winRate: number; fights: number } {
  const rng = createRng([seed, 0x5a, 0x11, heroLevel]);
  const route = shortestRoute(parseGrid(area))!;
  const maxHp = maxHpOf(jobId, heroLevel, kit);
  let wins = 0;
  let fights = 0;
  for (let i = 0; i < runs; i++) {
    let hp = maxHp;
    let alive = true;
    for (let step = 0; step < route.length && alive; step++) {
      const last = step === route.length - 1;
      const e = last ? (area.boss ?? null) : rollEncounter(area, rng);
      if (!e) continue;
      const o = fight(jobId, heroLevel, kit, e.monsterId, e.level, rng, hp);
      fights++;
      alive = o.win;
      hp = o.hpLeft;
    }
    if (alive) wins++;
  }
  return { winRate: wins / runs, fights: fights / runs };
}

/** The jobs that fight at a level: root jobs up to their cap, evolutions from it. */
export function jobsAt(level: number): Job[] {
  return JOBS.filter(
    (j) => (j.tier === 1 && level <= EVOLVE_LEVEL) || (j.tier === 2 && level >= EVOLVE_LEVEL),
  );
}

export interface AreaRow extends Record<string, unknown> {
  map: string;
  area: number;
  monster_levels: [number, number];
  /** The area's recommended level: the hero level of this row. */
  hero_level: number;
  /** The map boss at the goal, if any. */
  boss: string | null;
  /**
   * Per job at that level, with the reference gear: `win_rate` walks the area start to
   * goal (boss included) without potions; single fights' win rate, rounds and HP lost.
   */
  jobs: {
    job: string;
    win_rate: number;
    fight_win_rate: number;
    rounds: number;
    hp_lost: number;
  }[];
  /** The largest gap between two jobs' `win_rate`, in points. */
  spread: number;
}

/** Every area at its recommended level, for each job that can be there, with the reference gear. */
export function areaTable(fights: number): AreaRow[] {
  return MAPS.flatMap((map) =>
    map.areas.map((area, a) => {
      const lo = Math.min(...area.monsters.map((m) => m.minLevel));
      const hi = Math.max(...area.monsters.map((m) => m.maxLevel), area.boss?.level ?? 0);
      const level = area.recommendedLevel;
      const kit = kitOf(referenceLoadout(level));
      const jobs = jobsAt(level).map((job, i) => {
        const seed = 1000 + map._id * 10 + a + i * 100;
        const run = areaRunRate(job.id, level, area, fights, seed, kit);
        const one = areaWinRate(job.id, level, area, fights, seed, kit);
        return {
          job: job.id,
          win_rate: run.winRate,
          fight_win_rate: one.winRate,
          rounds: one.avgRounds,
          hp_lost: one.avgHpLost,
        };
      });
      const rates = jobs.map((j) => j.win_rate);
      return {
        map: map.name,
        area: area.number,
        monster_levels: [lo, hi] as [number, number],
        hero_level: level,
        boss: area.boss ? monsterById(area.boss.monsterId).name : null,
        jobs,
        spread: Math.round((Math.max(...rates) - Math.min(...rates)) * 1000) / 10,
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
 * number (root jobs up to their cap, evolutions above), from full HP with the
 * reference gear of that level.
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
            const kit = kitOf(referenceLoadout(level));
            if (fight(job.id, level, kit, f.monsterId, f.level, rng).win) wins++;
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
