import { describe, expect, it } from 'vitest';
import { BASE_TRAITS } from './battle/combatant';
import {
  bandsAbove,
  describeMarks,
  MARK_BAND,
  markedTraits,
  MIGHT_PER_BAND,
  TOWER_MARKS_FROM,
  towerMarks,
  towerMight,
} from './tower-marks';

const band = (n: number) => TOWER_MARKS_FROM + MARK_BAND * n;

describe('bandsAbove', () => {
  it('is 0 up to the old top and one more every ten levels above it', () => {
    expect(bandsAbove(1)).toBe(0);
    expect(bandsAbove(TOWER_MARKS_FROM)).toBe(0);
    expect(bandsAbove(TOWER_MARKS_FROM + 1)).toBe(1);
    expect(bandsAbove(band(1))).toBe(1);
    expect(bandsAbove(band(1) + 1)).toBe(2);
  });
});

describe('towerMarks', () => {
  it('marks nothing at or below the old top', () => {
    expect(towerMarks(TOWER_MARKS_FROM)).toEqual([]);
    expect(describeMarks(50)).toBe('');
  });

  it('lays one mark per band, in order, then ranks them up from the first', () => {
    const ids = (level: number) => towerMarks(level).map((m) => `${m.id}:${m.rank}`);
    expect(ids(band(1))).toEqual(['frenzied:1']);
    expect(ids(band(2))).toEqual(['frenzied:1', 'ironhide:1']);
    expect(ids(band(4))).toEqual(['frenzied:1', 'ironhide:1', 'vampiric:1', 'deadeye:1']);
    expect(ids(band(5))).toEqual(['frenzied:2', 'ironhide:1', 'vampiric:1', 'deadeye:1']);
    expect(ids(band(9))).toEqual(['frenzied:3', 'ironhide:2', 'vampiric:2', 'deadeye:2']);
  });

  it('reads ranks as Roman numerals', () => {
    expect(describeMarks(band(6))).toBe('Frenzied II, Ironhide II, Vampiric, Deadeye');
    expect(describeMarks(band(4 * 13 + 1))).toContain('Frenzied XIV');
  });
});

describe('towerMight', () => {
  it('is 1 up to the old top and compounds per band above it', () => {
    expect(towerMight(TOWER_MARKS_FROM)).toBe(1);
    expect(towerMight(band(1))).toBeCloseTo(1 + MIGHT_PER_BAND, 9);
    expect(towerMight(band(5))).toBeCloseTo((1 + MIGHT_PER_BAND) ** 5, 9);
    for (let n = 1; n < 50; n++)
      expect(towerMight(band(n))).toBeGreaterThan(towerMight(band(n - 1)));
  });
});

describe('markedTraits', () => {
  it('leaves traits alone below the marks', () => {
    expect(markedTraits(BASE_TRAITS, TOWER_MARKS_FROM)).toBe(BASE_TRAITS);
  });

  it('adds each mark times its rank', () => {
    const t = markedTraits(BASE_TRAITS, band(5));
    expect(t.damage).toBeCloseTo(BASE_TRAITS.damage + 0.1 * 2, 9);
    expect(t.resist).toBeCloseTo(BASE_TRAITS.resist + 0.1, 9);
    expect(t.lifesteal).toBeCloseTo(BASE_TRAITS.lifesteal + 0.1, 9);
    expect(t.critChance).toBe(BASE_TRAITS.critChance + 10);
  });

  it('caps resist, lifesteal and crit however high the floor', () => {
    const t = markedTraits(BASE_TRAITS, 1_000_000);
    expect(t.resist).toBeLessThanOrEqual(0.6);
    expect(t.lifesteal).toBeLessThanOrEqual(0.5);
    expect(t.critChance).toBeLessThanOrEqual(60);
    expect(t.damage).toBeGreaterThan(1);
  });
});
