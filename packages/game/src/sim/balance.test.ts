import { beforeAll, describe, expect, it } from 'vitest';
import { economyWeek } from './economy-week';
import { levelToTen } from './levelling';
import { firstFightsSummary } from './first-fights';
import { MAPS } from '../maps';
import { levelToFifty } from './level-fifty';
import { average, simReport, type SimReport } from './report';
import { EVOLUTIONS, ROOT_JOBS } from './job-lists';
import { areaTable } from './win-rates';

/** The design bands of docs/game-rules.md (Balance); the simulator plays the game as it is. */
describe('balance bands', () => {
  it.each(ROOT_JOBS)('a new %s reaches level 10 in 60–120 minutes, paying its potions', (job) => {
    const runs = [1, 2, 3, 4].map((seed) => levelToTen(job, seed));
    for (const run of runs) {
      expect(run.minutes_to_level_10).toBeGreaterThanOrEqual(60);
      expect(run.minutes_to_level_10).toBeLessThanOrEqual(120);
      expect(run.potion_gold).toBeLessThanOrEqual(run.gold_earned);
      expect(run.minutes_to_level_10).toBeCloseTo(run.active_minutes + run.rest_minutes, 6);
    }
  });

  it.each(ROOT_JOBS)(
    "a new %s's first 30 fights on the next-step path never end with less gold than it started",
    (job) => {
      const summary = firstFightsSummary(job, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      expect(summary.fights).toBeGreaterThanOrEqual(30);
      expect(summary.worst_end_gold).toBeGreaterThanOrEqual(summary.start_gold);
      expect(summary.steps.slice(0, 2)).toEqual(['tower-floor-1', 'first-map']);
    },
  );

  it('plays the same run for the same seed', () => {
    expect(levelToTen('warrior', 9)).toEqual(levelToTen('warrior', 9));
  });

  it.each(ROOT_JOBS)(
    "a typical %s's week stays inside the economy bands",
    (job) => {
      // The ten seeds `npm run sim` averages, so the test holds the numbers it prints.
      const week = average([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((seed) => economyWeek(job, seed)));
      const battleGold =
        (week.gold.minted['explore wins'] ?? 0) + (week.gold.minted['hunt wins'] ?? 0);
      const upkeep = (week.gold.burned.potions ?? 0) + (week.gold.burned.defeats ?? 0);
      expect(upkeep / battleGold).toBeGreaterThanOrEqual(0.15);
      expect(upkeep / battleGold).toBeLessThanOrEqual(0.6);
      expect(week.souls.minted_total).toBeGreaterThanOrEqual(50);
      expect(week.souls.minted_total).toBeLessThanOrEqual(300);
      expect(week.end.level).toBeGreaterThanOrEqual(15);
      expect(week.end.level).toBeLessThanOrEqual(35);
      // Quests pay something every day without drowning the battle economy.
      expect(week.end.quests_claimed).toBeGreaterThan(7);
      expect(week.gold.minted.quests ?? 0).toBeLessThanOrEqual(0.1 * battleGold);
      // Twenty weeks played: slow on a busy machine.
    },
    90_000,
  );
});

describe('the world to level 50', () => {
  // As many walks as `npm run sim` plays, so the test holds the numbers it prints.
  const areas = areaTable(1000);

  // Where a new player learns (areas for levels 1 and 2) a walk is almost never lost.
  const learning = (a: (typeof areas)[number]) => a.hero_level < 3;
  it.each(areas.filter(learning).map((a) => [`${a.map} area ${a.area}`, a] as const))(
    '%s, where a new player learns, is walked to its goal at least 95% of the time',
    (_name, area) => {
      for (const job of area.jobs) expect(job.win_rate, job.job).toBeGreaterThanOrEqual(0.95);
    },
  );

  it.each(areas.filter((a) => !learning(a)).map((a) => [`${a.map} area ${a.area}`, a] as const))(
    '%s is walked to its goal 70–95% of the time by every job at its recommended level',
    (_name, area) => {
      for (const job of area.jobs) {
        expect(job.win_rate, job.job).toBeGreaterThanOrEqual(0.7);
        expect(job.win_rate, job.job).toBeLessThanOrEqual(0.95);
      }
    },
  );

  it('keeps every job within 15 points of the others in every area', () => {
    for (const area of areas)
      expect(area.spread, `${area.map} ${area.area}`).toBeLessThanOrEqual(15);
  });

  it.each(EVOLUTIONS)('a new hero becomes a level-50 %s in 40–80 hours of play and rest', (job) => {
    const run = levelToFifty(job, 1);
    expect(run.hours_to_level_50).toBeGreaterThanOrEqual(40);
    expect(run.hours_to_level_50).toBeLessThanOrEqual(80);
    expect(run.potion_gold + run.gear_gold).toBeLessThanOrEqual(run.gold_earned);
  });
});

describe('the report', () => {
  // One report for the shape and the endgame's bands: its 90-day runs are the slowest part.
  let report: SimReport;
  beforeAll(() => {
    report = JSON.parse(JSON.stringify(simReport({ fights: 20, runs: 1 }))) as SimReport;
  }, 240_000);

  it('is one JSON object with a row per root job, area and tower band', () => {
    expect(report.jobs.map((j: { job: string }) => j.job)).toEqual(ROOT_JOBS);
    for (const j of report.jobs)
      for (const key of [
        'minutes_to_level_10',
        'active_minutes',
        'rest_minutes',
        'potion_gold',
        'gold_earned',
      ] as const)
        expect(typeof j[key]).toBe('number');
    expect(report.areas.length).toBe(MAPS.flatMap((m) => m.areas).length);
    expect(report.floor_bands.length).toBe(5);
    expect(report.economy.length).toBe(ROOT_JOBS.length);
    expect(report.level_50.map((j: { job: string }) => j.job)).toEqual(EVOLUTIONS);
    for (const j of report.level_50) expect(typeof j.minutes_to_level_50).toBe('number');
    for (const key of [
      'hours_level_50_to_first_ascension',
      'hours_per_later_ascension',
      'tower_median_floor_best_gear',
      'gold_burned_outside_gacha_share',
    ] as const)
      expect(typeof report.endgame[key], key).toBe('number');
    expect(report.endgame.runs.map((r) => r.job)).toEqual(EVOLUTIONS);
  });

  describe('the endgame: the typical player 1.5 h a day for 90 days', () => {
    it('ascends a first time 3–10 hours of play after first reaching level 50', () => {
      for (const run of report.endgame.runs) {
        expect(run.hours_level_50_to_first_ascension, run.job).not.toBeNull();
        expect(run.hours_level_50_to_first_ascension!, run.job).toBeGreaterThanOrEqual(3);
        expect(run.hours_level_50_to_first_ascension!, run.job).toBeLessThanOrEqual(10);
      }
    });

    it('takes at least 15 hours for a later full cycle, but less than for the first', () => {
      for (const run of report.endgame.runs) {
        expect(run.ascensions, run.job).toBeGreaterThanOrEqual(2);
        expect(run.hours_per_later_ascension!, run.job).toBeGreaterThanOrEqual(15);
        expect(run.hours_per_later_ascension!, run.job).toBeLessThan(run.hours_first_cycle!);
      }
    });

    it('stops the best-geared climb at or below floor 250, higher with ascensions', () => {
      const { tower_median_floor_best_gear: floor, tower_median_floor_by_ascensions: by } =
        report.endgame;
      expect(floor).toBeLessThanOrEqual(250);
      // Above the old top's neighbourhood: the climb is a real one.
      expect(floor).toBeGreaterThan(180);
      for (let i = 1; i < by.length; i++) expect(by[i]!).toBeGreaterThanOrEqual(by[i - 1]!);
      expect(by.at(-1)!).toBeGreaterThan(by[0]!);
    });

    it('fells its guild raid boss most weeks (a guild of ten like it), for a small share of the gold', () => {
      const weeks = Math.floor(report.endgame.runs[0]!.days / 7);
      for (const run of report.endgame.runs) {
        // The first weeks go by below the raid's level; a fall every week after that.
        expect(run.raid_falls, run.job).toBeGreaterThanOrEqual(weeks - 4);
        // A reason to play together, not the economy's main faucet.
        const raidGold = run.gold_at_cap.minted['guild raid'] ?? 0;
        expect(raidGold / run.gold_at_cap.minted_total, run.job).toBeLessThan(0.1);
      }
    });

    it('burns outside the gacha at least 40% of the gold minted at level 50', () => {
      expect(report.endgame.gold_burned_outside_gacha_share).toBeGreaterThanOrEqual(0.4);
      for (const run of report.endgame.runs)
        expect(run.gold_burned_outside_gacha_share, run.job).toBeGreaterThanOrEqual(0.4);
    });
  });
});
