import { describe, expect, it } from 'vitest';
import { BOSS_EVERY, MAX_FLOOR, allowedFloors, huntFloor } from './hunt';
import { findMonster, monsterStats } from './monsters';

describe('huntFloor', () => {
  it('puts a known monster on every floor', () => {
    for (let f = 1; f <= MAX_FLOOR; f++)
      expect(findMonster(huntFloor(f).monsterId), `floor ${f}`).toBeDefined();
  });

  it('guards every fifth floor with a boss two levels up that pays triple', () => {
    expect(huntFloor(5)).toMatchObject({
      boss: true,
      level: 7,
      rewardMultiplier: 3,
      monsterId: 'gate-warden',
    });
    expect(huntFloor(10)).toMatchObject({ boss: true, monsterId: 'cinder-bishop' });
    expect(huntFloor(4)).toMatchObject({ boss: false, level: 4, rewardMultiplier: 1 });
    for (let f = 1; f <= 60; f++) expect(huntFloor(f).boss).toBe(f % BOSS_EVERY === 0);
  });

  it('gets harder floor after floor', () => {
    const power = (f: number) => {
      const { monsterId, level } = huntFloor(f);
      const s = monsterStats(findMonster(monsterId)!, level);
      return s.hp * s.atk;
    };
    for (let f = 1; f < 100; f++) {
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

  it('refuses floors outside the tower', () => {
    expect(() => huntFloor(0)).toThrow(RangeError);
    expect(() => huntFloor(MAX_FLOOR + 1)).toThrow(RangeError);
    expect(() => huntFloor(1.5)).toThrow(RangeError);
  });
});

describe('allowedFloors', () => {
  it('is 1 to highest + 1', () => {
    expect(allowedFloors(0)).toEqual([1]);
    expect(allowedFloors(3)).toEqual([1, 2, 3, 4]);
    expect(allowedFloors(MAX_FLOOR)).toHaveLength(MAX_FLOOR);
  });
});
