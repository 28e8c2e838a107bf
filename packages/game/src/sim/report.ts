import { EVOLUTIONS, ROOT_JOBS } from './job-lists';
import { economyWeek, type EconomyReport } from './economy-week';
import { levelToTen, type LevellingReport } from './levelling';
import { firstFightsSummary, type FirstFightsSummary } from './first-fights';
import { levelToFifty, type LevelFiftyReport } from './level-fifty';
import { RESTING_PLAYER } from './typical-player';
import { endgameSummary, type EndgameSummary } from './endgame';
import { SEASON_DAYS, SEASON_REWARDS } from '../seasons';
import { areaTable, floorBandTable, type AreaRow, type FloorBandRow } from './win-rates';

export interface SimOptions {
  /** Fights per cell of the win-rate tables. */
  fights: number;
  /** Seeded runs averaged per job for the time to level 10 and the week. */
  runs: number;
}

/** `npm run sim -- --json`: one object. */
export interface SimReport {
  jobs: LevellingReport[];
  /** The same, for a player who rests instead of buying potions. */
  resting_player: LevellingReport[];
  /** A new player's first 30 fights, following Home's next-step card. */
  first_fights: FirstFightsSummary[];
  /** Each evolution from a new hero to level 50 in the six maps (fewer runs: each is long). */
  level_50: LevelFiftyReport[];
  areas: AreaRow[];
  floor_bands: FloorBandRow[];
  economy: EconomyReport[];
  /** The typical player's 90 days into the endgame, and the best-geared climb (endgame.ts). */
  endgame: EndgameSummary;
  /** What one hunt season pays, all ranks together (it is spread over the top 100 players). */
  seasons: { days: number; gold_per_season: number; souls_per_season: number };
}

/** The average of several runs, field by field (numbers; anything else from the first run). */
export function average<T extends object>(runs: readonly T[]): T {
  const merge = (values: unknown[]): unknown => {
    const head = values[0];
    if (typeof head === 'number')
      return (values as number[]).reduce((s, n) => s + n, 0) / values.length;
    if (head && typeof head === 'object' && !Array.isArray(head)) {
      const keys = new Set(values.flatMap((v) => Object.keys(v as object)));
      return Object.fromEntries(
        [...keys].map((k) => [k, merge(values.map((v) => (v as Record<string, unknown>)[k] ?? 0))]),
      );
    }
    return head;
  };
  return merge(runs as unknown[]) as T;
}

const seeds = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

export function simReport({ fights, runs }: SimOptions): SimReport {
  return {
    jobs: ROOT_JOBS.map((job) => average(seeds(runs).map((s) => levelToTen(job, s)))),
    resting_player: ROOT_JOBS.map((job) =>
      average(seeds(runs).map((s) => levelToTen(job, s, RESTING_PLAYER))),
    ),
    first_fights: ROOT_JOBS.map((job) => firstFightsSummary(job, seeds(runs))),
    level_50: EVOLUTIONS.map((job) =>
      average(seeds(Math.min(runs, 3)).map((s) => levelToFifty(job, s))),
    ),
    areas: areaTable(fights),
    floor_bands: floorBandTable(Math.max(20, Math.round(fights / 5))),
    economy: ROOT_JOBS.map((job) => average(seeds(runs).map((s) => economyWeek(job, s)))),
    seasons: seasonPayout(),
    endgame: endgameSummary(seeds(Math.min(runs, 3)), Math.max(20, runs)),
  };
}

/** The gold and souls one season mints, rank by rank down to the last paid place. */
function seasonPayout(): SimReport['seasons'] {
  let from = 1;
  let gold = 0;
  let souls = 0;
  for (const tier of SEASON_REWARDS) {
    const places = tier.upToRank - from + 1;
    gold += places * tier.gold;
    souls += places * tier.souls;
    from = tier.upToRank + 1;
  }
  return { days: SEASON_DAYS, gold_per_season: gold, souls_per_season: souls };
}
