import { describe, expect, it } from 'vitest';
import { gainXp, xpRequired } from './xp';
import { EVOLVE_LEVEL, LEVEL_CAP } from './jobs';

describe('xpRequired', () => {
  it('rises with every level', () => {
    for (let level = 1; level < LEVEL_CAP; level++) {
      expect(xpRequired(level + 1)).toBeGreaterThan(xpRequired(level));
    }
  });

  it('is a whole number', () => {
    for (let level = 1; level <= LEVEL_CAP; level++)
      expect(Number.isInteger(xpRequired(level))).toBe(true);
  });
});

describe('gainXp', () => {
  it('adds XP without levelling when short of the requirement', () => {
    expect(gainXp(1, 0, xpRequired(1) - 1, 10)).toEqual({
      level: 1,
      xp: xpRequired(1) - 1,
      levelupto: null,
    });
  });

  it('levels up exactly at the requirement and carries the remainder', () => {
    expect(gainXp(1, 10, xpRequired(1), 10)).toEqual({ level: 2, xp: 10, levelupto: 2 });
  });

  it('can gain several levels at once', () => {
    const gained = xpRequired(1) + xpRequired(2) + xpRequired(3) + 5;
    expect(gainXp(1, 0, gained, 10)).toEqual({ level: 4, xp: 5, levelupto: 4 });
  });

  it('stops at the job cap and keeps XP only up to the requirement', () => {
    const result = gainXp(EVOLVE_LEVEL - 1, 0, 10_000_000, EVOLVE_LEVEL);
    expect(result.level).toBe(EVOLVE_LEVEL);
    expect(result.xp).toBe(xpRequired(EVOLVE_LEVEL));
    expect(result.levelupto).toBe(EVOLVE_LEVEL);
    expect(gainXp(EVOLVE_LEVEL, result.xp, 500, EVOLVE_LEVEL)).toEqual({
      level: EVOLVE_LEVEL,
      xp: xpRequired(EVOLVE_LEVEL),
      levelupto: null,
    });
  });

  it('ignores negative or fractional gains', () => {
    expect(gainXp(3, 7, -50, 10)).toEqual({ level: 3, xp: 7, levelupto: null });
    expect(gainXp(3, 7, 2.9, 10)).toEqual({ level: 3, xp: 9, levelupto: null });
  });
});
