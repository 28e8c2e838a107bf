import { describe, expect, it } from 'vitest';
import { BOSS_EVERY, FLOOR_LIMIT, allowedFloors, bossFloors, floorReward, huntFloor } from './hunt';

/** Floors the tests walk: past the old top of 200, into the marked bands. */
const WALKED = 300;
import { findMonster, monsterStats } from './monsters';

describe('floorReward', () => {
  it('pays a boss triple on its first clear only, then as an ordinary floor of that level', () => {
    expect(floorReward(5, true)).toEqual({ monsterId: 'gate-warden', level: 7, multiplier: 3 });
    expect(floorReward(5, false)).toEqual({ monsterId: 'cultist', level: 5, multiplier: 1 });
    expect(floorReward(20, false)).toEqual({ monsterId: 'gargoyle', level: 20, multiplier: 1 });
  });

  it('pays an ordinary floor the same whether or not it was cleared before', () => {
    for (const floor of [1, 4, 11, 99])
      expect(floorReward(floor, true)).toEqual(floorReward(floor, false));
  });

  it('pays a repeat boss like the ordinary floors around it, and far below its first clear', () => {
    const xp = (r: ReturnType<typeof floorReward>) => {
      const m = findMonster(r.monsterId)!;
      return (m.xp.base + m.xp.perLevel * (r.level - 1)) * r.multiplier;
    };
    for (const floor of bossFloors(WALKED)) {
      const near = [-4, -3, -2, -1, 1, 2, 3, 4]
        .map((d) => floor + d)
        .filter((f) => f >= 1 && !huntFloor(f).boss);
      const best = Math.max(...near.map((f) => xp(floorReward(f, false))));
      const repeat = xp(floorReward(floor, false));
      // Within 5% of its neighbours: the floor is a level above most of them.
      expect(repeat, `floor ${floor}`).toBeLessThanOrEqual(best * 1.05);
      expect(repeat, `floor ${floor}`).toBeLessThan(xp(floorReward(floor, true)) / 2);
    }
  });
});

describe('bossFloors', () => {
  it('lists every fifth floor up to a height', () => {
    expect(bossFloors(4)).toEqual([]);
    expect(bossFloors(12)).toEqual([5, 10]);
    expect(bossFloors(10_003).at(-1)).toBe(10_000);
  });
});

describe('huntFloor', () => {
  it('puts a known monster on every floor', () => {
    for (let f = 1; f <= WALKED; f++)
      expect(findMonster(huntFloor(f).monsterId), `floor ${f}`).toBeDefined();
  });

  it('guards every fifth floor with a boss two levels up whose first clear pays triple', () => {
    expect(huntFloor(5)).toMatchObject({
      boss: true,
      level: 7,
      firstClearMultiplier: 3,
      monsterId: 'gate-warden',
    });
    expect(huntFloor(10)).toMatchObject({ boss: true, monsterId: 'cinder-bishop' });
    expect(huntFloor(4)).toMatchObject({ boss: false, level: 4, firstClearMultiplier: 1 });
    for (let f = 1; f <= 60; f++) expect(huntFloor(f).boss).toBe(f % BOSS_EVERY === 0);
  });

  it('gets harder floor after floor', () => {
    const power = (f: number) => {
      const { monsterId, level } = huntFloor(f);
      const s = monsterStats(findMonster(monsterId)!, level);
      return s.hp * s.atk;
    };
    for (let f = 1; f < WALKED; f++) {
      if (huntFloor(f + 1).boss || huntFloor(f).boss) continue;
      expect(power(f + 10), `floor ${f + 10} vs ${f}`).toBeGreaterThan(power(f));
    }
  });

  it('changes background every ten floors', () => {
    expect(huntFloor(1).background).toBe('ashen-gate');
    expect(huntFloor(10).background).toBe('ashen-gate');
    expect(huntFloor(11).background).toBe('cinder-nave');
    expect(huntFloor(150).background).toBe('abyss-throne');
  });

  it('has no top a climb can reach, and refuses floors that are not floors', () => {
    expect(huntFloor(FLOOR_LIMIT).level).toBe(FLOOR_LIMIT + 2);
    expect(() => huntFloor(0)).toThrow(RangeError);
    expect(() => huntFloor(FLOOR_LIMIT + 1)).toThrow(RangeError);
    expect(() => huntFloor(1.5)).toThrow(RangeError);
  });
});

describe('allowedFloors', () => {
  it('is 1 to highest + 1', () => {
    expect(allowedFloors(0)).toEqual([1]);
    expect(allowedFloors(3)).toEqual([1, 2, 3, 4]);
    expect(allowedFloors(250)).toHaveLength(251);
  });
});
