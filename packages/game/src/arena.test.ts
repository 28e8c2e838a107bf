import { describe, expect, it } from 'vitest';
import { ARENA, attacksLeft, eloChange, expectedScore, inBand } from './arena';
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
