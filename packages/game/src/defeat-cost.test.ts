import { describe, expect, it } from 'vitest';
import {
  defeatGoldLoss,
  fightGoldLoss,
  fleeGoldLoss,
  NOVICE_LEVEL,
  NOVICE_MAX_LOSS,
} from './defeat-cost';

describe('defeat and flee costs', () => {
  it('a novice pays at most 25 gold or 2%, whichever is smaller', () => {
    expect(defeatGoldLoss(1500, 1)).toBe(NOVICE_MAX_LOSS);
    expect(defeatGoldLoss(500, 4)).toBe(10);
    expect(defeatGoldLoss(1_000_000, NOVICE_LEVEL - 1)).toBe(NOVICE_MAX_LOSS);
  });

  it('from level 5 a defeat burns a tenth', () => {
    expect(defeatGoldLoss(1500, NOVICE_LEVEL)).toBe(150);
    expect(defeatGoldLoss(1500, 30)).toBe(150);
  });

  it('costs something while the hero has gold, nothing without', () => {
    expect(defeatGoldLoss(9, 1)).toBe(1);
    expect(defeatGoldLoss(9, 20)).toBe(1);
    expect(defeatGoldLoss(0, 20)).toBe(0);
    expect(fleeGoldLoss(0, 20)).toBe(0);
  });

  it('fleeing costs less than dying, but never nothing', () => {
    for (const level of [1, 4, 5, 30]) {
      for (const gold of [1, 2, 3, 99, 100, 1500, 123_457]) {
        const flee = fleeGoldLoss(gold, level);
        const defeat = defeatGoldLoss(gold, level);
        expect(flee).toBeGreaterThan(0);
        expect(flee).toBeLessThanOrEqual(defeat);
        if (defeat > 1) expect(flee).toBeLessThan(defeat);
      }
    }
    expect(fleeGoldLoss(1500, 1)).toBe(13);
    expect(fleeGoldLoss(1500, 10)).toBe(75);
  });
});

describe('a fight costs against the purse it began with', () => {
  it('spending gold mid-fight does not cheapen fleeing or losing', () => {
    // 1,500 at the start, 500 spent since: still the cost of 1,500.
    expect(fightGoldLoss('flee', { atStart: 1500, now: 1000 }, 10)).toBe(75);
    expect(fightGoldLoss('defeat', { atStart: 1500, now: 1000 }, 10)).toBe(150);
    expect(fightGoldLoss('flee', { atStart: 1500, now: 1500 }, 1)).toBe(fleeGoldLoss(1500, 1));
  });

  it('never takes more than the hero holds now', () => {
    expect(fightGoldLoss('flee', { atStart: 1500, now: 4 }, 10)).toBe(4);
    expect(fightGoldLoss('defeat', { atStart: 1500, now: 0 }, 10)).toBe(0);
  });

  it('a purse that grew since (a sale) is reckoned as it is now', () => {
    expect(fightGoldLoss('defeat', { atStart: 100, now: 1500 }, 10)).toBe(150);
  });
});
