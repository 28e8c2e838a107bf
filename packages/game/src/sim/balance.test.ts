import { describe, expect, it } from 'vitest';
import { economyWeek } from './economy-week';
import { levelToTen } from './levelling';
import { average, ROOT_JOBS, simReport } from './report';

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

  it('plays the same run for the same seed', () => {
    expect(levelToTen('warrior', 9)).toEqual(levelToTen('warrior', 9));
  });

  it.each(ROOT_JOBS)("a typical %s's week stays inside the economy bands", (job) => {
    const week = average([1, 2].map((seed) => economyWeek(job, seed)));
    const battleGold = week.gold.minted_total - (week.gold.minted['starting purse'] ?? 0);
    const upkeep = (week.gold.burned.potions ?? 0) + (week.gold.burned.defeats ?? 0);
    expect(upkeep / battleGold).toBeGreaterThanOrEqual(0.2);
    expect(upkeep / battleGold).toBeLessThanOrEqual(0.6);
    expect(week.souls.minted_total).toBeGreaterThanOrEqual(50);
    expect(week.souls.minted_total).toBeLessThanOrEqual(300);
    expect(week.end.level).toBeGreaterThanOrEqual(15);
    expect(week.end.level).toBeLessThanOrEqual(35);
  });
});

describe('the report', () => {
  it('is one JSON object with a row per root job, area and tower band', () => {
    const report = JSON.parse(JSON.stringify(simReport({ fights: 20, runs: 1 })));
    expect(report.jobs.map((j: { job: string }) => j.job)).toEqual(ROOT_JOBS);
    for (const j of report.jobs)
      for (const key of [
        'minutes_to_level_10',
        'active_minutes',
        'rest_minutes',
        'potion_gold',
        'gold_earned',
      ])
        expect(typeof j[key]).toBe('number');
    expect(report.areas.length).toBe(9);
    expect(report.floor_bands.length).toBe(5);
    expect(report.economy.length).toBe(ROOT_JOBS.length);
  });
});
