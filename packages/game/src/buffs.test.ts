import { describe, expect, it } from 'vitest';
import {
  BUFFS,
  MAX_STACKED_DURATIONS,
  applyBuff,
  buffBonus,
  describeBuff,
  buffById,
  findBuff,
  isActive,
  tickBattle,
  usefulUses,
  xpMultiplier,
  type BuffState,
} from './buffs';

const NOW = new Date('2026-11-21T12:00:00Z');
const later = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
const def = buffById;

describe('applyBuff', () => {
  it('starts a battle buff at its base duration per use', () => {
    expect(applyBuff(def('fury'), undefined, 1, NOW)).toEqual({
      buffId: 'fury',
      battlesLeft: 5,
      expiresAt: null,
    });
    expect(applyBuff(def('fury'), undefined, 2, NOW).battlesLeft).toBe(10);
  });

  it('extends an active buff and caps it at three base durations', () => {
    const first = applyBuff(def('fury'), undefined, 1, NOW);
    expect(applyBuff(def('fury'), { ...first, battlesLeft: 2 }, 1, NOW).battlesLeft).toBe(7);
    expect(applyBuff(def('fury'), first, 10, NOW).battlesLeft).toBe(5 * MAX_STACKED_DURATIONS);
  });

  it('starts a timed buff from now, extends from its end, and caps it', () => {
    const first = applyBuff(def('vigil'), undefined, 1, NOW);
    expect(first.expiresAt).toEqual(later(60));
    expect(applyBuff(def('vigil'), first, 1, NOW).expiresAt).toEqual(later(120));
    expect(applyBuff(def('vigil'), first, 9, NOW).expiresAt).toEqual(later(180));
  });

  it('does not extend an expired buff from its old end', () => {
    const expired: BuffState = { buffId: 'vigil', battlesLeft: null, expiresAt: later(-5) };
    expect(applyBuff(def('vigil'), expired, 1, NOW).expiresAt).toEqual(later(60));
  });
});

describe('isActive and usefulUses', () => {
  it('ends a battle buff at zero battles and a timed buff at its expiry', () => {
    expect(isActive({ buffId: 'fury', battlesLeft: 1, expiresAt: null }, NOW)).toBe(true);
    expect(isActive({ buffId: 'fury', battlesLeft: 0, expiresAt: null }, NOW)).toBe(false);
    expect(isActive({ buffId: 'vigil', battlesLeft: null, expiresAt: later(1) }, NOW)).toBe(true);
    expect(isActive({ buffId: 'vigil', battlesLeft: null, expiresAt: NOW }, NOW)).toBe(false);
  });

  it('counts the uses that still extend a buff, and none at its cap', () => {
    const fury = (battlesLeft: number): BuffState => ({
      buffId: 'fury',
      battlesLeft,
      expiresAt: null,
    });
    expect(usefulUses(def('fury'), undefined, NOW)).toBe(3);
    expect(usefulUses(def('fury'), fury(15), NOW)).toBe(0);
    expect(usefulUses(def('fury'), fury(14), NOW)).toBe(1);
    expect(usefulUses(def('fury'), fury(10), NOW)).toBe(1);
    expect(usefulUses(def('fury'), fury(9), NOW)).toBe(2);
    // A spent buff counts as none.
    expect(usefulUses(def('fury'), fury(0), NOW)).toBe(3);
    const vigil = (minutes: number): BuffState => ({
      buffId: 'vigil',
      battlesLeft: null,
      expiresAt: later(minutes),
    });
    expect(usefulUses(def('vigil'), vigil(180), NOW)).toBe(0);
    expect(usefulUses(def('vigil'), vigil(179.99), NOW)).toBe(0);
    expect(usefulUses(def('vigil'), vigil(179), NOW)).toBe(1);
    expect(usefulUses(def('vigil'), vigil(60), NOW)).toBe(2);
    expect(usefulUses(def('vigil'), vigil(-5), NOW)).toBe(3);
  });
});

describe('bonuses', () => {
  it('adds the stat bonuses of active buffs only', () => {
    const states: BuffState[] = [
      { buffId: 'fury', battlesLeft: 3, expiresAt: null },
      { buffId: 'titan', battlesLeft: 1, expiresAt: null },
      { buffId: 'warding', battlesLeft: 0, expiresAt: null },
      { buffId: 'vigil', battlesLeft: null, expiresAt: later(-1) },
    ];
    expect(buffBonus(states, NOW)).toEqual({ hp: 0, atk: 28, def: 20, spd: 0 });
  });

  it('multiplies XP while Insight is active', () => {
    expect(xpMultiplier([{ buffId: 'insight', battlesLeft: 2, expiresAt: null }], NOW)).toBe(2);
    expect(xpMultiplier([{ buffId: 'insight', battlesLeft: 0, expiresAt: null }], NOW)).toBe(1);
  });

  it('counts a battle off battle buffs only', () => {
    const ticked = tickBattle([
      { buffId: 'fury', battlesLeft: 1, expiresAt: null },
      { buffId: 'vigil', battlesLeft: null, expiresAt: later(30) },
    ]);
    expect(ticked.map((s) => s.battlesLeft)).toEqual([0, null]);
    expect(isActive(ticked[0]!, NOW)).toBe(false);
  });
});

describe('describeBuff', () => {
  it('reads as the Home buff list shows it', () => {
    expect(describeBuff({ buffId: 'fury', battlesLeft: 4, expiresAt: null }, NOW)).toBe(
      'Fury: +8 ATK (4 battles left)',
    );
    expect(describeBuff({ buffId: 'insight', battlesLeft: 1, expiresAt: null }, NOW)).toBe(
      'Insight: XP ×2 (1 battle left)',
    );
    expect(describeBuff({ buffId: 'vigil', battlesLeft: null, expiresAt: later(59.5) }, NOW)).toBe(
      'Vigil: +12 DEF, +4 SPD (60 min left)',
    );
  });

  it('describes every buff in the table', () => {
    for (const b of BUFFS) {
      const text = describeBuff(applyBuff(b, undefined, 1, NOW), NOW);
      expect(text.startsWith(`${b.name}: +`) || text.includes('XP ×')).toBe(true);
    }
  });
});

describe('findBuff', () => {
  it('finds a buff by an id from outside, and nothing for an id not in the table', () => {
    expect(findBuff('fury')).toBe(buffById('fury'));
    expect(findBuff('rage')).toBeUndefined();
    expect(findBuff('toString')).toBeUndefined();
  });
});
