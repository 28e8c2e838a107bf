import { describe, expect, it } from 'vitest';
import {
  ARENA,
  attacksLeft,
  duelChange,
  eloChange,
  expectedScore,
  inBand,
  inLevelBand,
  levelRange,
  winGold,
} from './arena';
import { createRng } from './rng';

describe('eloChange', () => {
  it('moves both ratings by whole points that sum to exactly zero', () => {
    const rng = createRng([4, 8, 15, 16]);
    for (let i = 0; i < 2000; i++) {
      const a = rng.int(0, 3000);
      const b = rng.int(0, 3000);
      const change = eloChange(a, b, rng.chance(1, 2));
      expect(Number.isInteger(change.attacker)).toBe(true);
      expect(change.attacker + change.defender).toBe(0);
      expect(Math.abs(change.attacker)).toBeLessThanOrEqual(ARENA.k);
    }
  });

  it('moves equal ratings by half the K-factor', () => {
    expect(eloChange(1000, 1000, true)).toEqual({ attacker: ARENA.k / 2, defender: -ARENA.k / 2 });
    expect(eloChange(1000, 1000, false)).toEqual({ attacker: -ARENA.k / 2, defender: ARENA.k / 2 });
  });

  it('moves an upset more than an expected win', () => {
    const upset = eloChange(1000, 1250, true).attacker;
    const expected = eloChange(1250, 1000, true).attacker;
    expect(upset).toBeGreaterThan(expected);
    expect(expected).toBeGreaterThan(0);
    // The favourite losing pays what the underdog gains.
    expect(eloChange(1250, 1000, false).attacker).toBe(-upset);
  });

  it('reads no change as 0, not -0', () => {
    expect(eloChange(3000, 0, true)).toEqual({ attacker: 0, defender: 0 });
    expect(eloChange(0, 3000, false)).toEqual({ attacker: 0, defender: 0 });
  });

  it('follows the standard Elo curve', () => {
    expect(expectedScore(1000, 1000)).toBe(0.5);
    expect(expectedScore(1400, 1000)).toBeCloseTo(10 / 11, 10);
    expect(expectedScore(1000, 1200) + expectedScore(1200, 1000)).toBeCloseTo(1, 12);
  });
});

describe('challenge rules', () => {
  it('allows opponents within the band either way, and no further', () => {
    expect(inBand(1000, 1000 + ARENA.band)).toBe(true);
    expect(inBand(1000 + ARENA.band, 1000)).toBe(true);
    expect(inBand(1000, 1001 + ARENA.band)).toBe(false);
    expect(inBand(1001 + ARENA.band, 1000)).toBe(false);
  });

  it('counts attacks left in the day, never below zero', () => {
    expect(attacksLeft(0)).toBe(ARENA.attacksPerDay);
    expect(attacksLeft(ARENA.attacksPerDay - 1)).toBe(1);
    expect(attacksLeft(ARENA.attacksPerDay)).toBe(0);
    expect(attacksLeft(ARENA.attacksPerDay + 3)).toBe(0);
  });
});

describe('fair ladder rules', () => {
  it('refuse levels more than the band apart, either way round', () => {
    expect(inLevelBand(10, 10 + ARENA.levelBand)).toBe(true);
    expect(inLevelBand(10 + ARENA.levelBand, 10)).toBe(true);
    expect(inLevelBand(10, 11 + ARENA.levelBand)).toBe(false);
    expect(inLevelBand(1, 12)).toBe(false);
    expect(levelRange(3)).toEqual({ min: 1, max: 3 + ARENA.levelBand });
    expect(levelRange(30)).toEqual({ min: 25, max: 35 });
  });

  it('pay a small win by level, halved for the second win over one defender, then nothing', () => {
    expect(winGold(1)).toBe(24);
    expect(winGold(50)).toBe(220);
    expect(winGold(30, 1)).toBe(70);
    expect(winGold(30, 2)).toBe(0);
    expect(winGold(30, 9)).toBe(0);
  });

  it('scale a repeated win’s rating gain down, zero-sum, and leave losses whole', () => {
    const plain = eloChange(1000, 1000, true);
    expect(duelChange(1000, 1000, true, 0)).toEqual(plain);
    expect(duelChange(1000, 1000, true, 1)).toEqual({ attacker: 8, defender: -8 });
    expect(duelChange(1000, 1000, true, 2)).toEqual({ attacker: 0, defender: 0 });
    expect(duelChange(1000, 1000, false, 5)).toEqual(eloChange(1000, 1000, false));
    for (let wins = 0; wins < 4; wins++) {
      const c = duelChange(1100, 900, true, wins);
      expect(c.attacker + c.defender).toBe(0);
      expect(c.attacker).toBeGreaterThanOrEqual(0);
    }
  });
});
