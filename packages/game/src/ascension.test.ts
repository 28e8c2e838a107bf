import { describe, expect, it } from 'vitest';
import {
  ASCENSION,
  ascendedStats,
  ascensionBonus,
  ascensionXpMultiplier,
  planAscension,
} from './ascension';
import type { Loadout } from './loadout';

describe('ascensionBonus', () => {
  it('is nothing before the first ascension', () => {
    expect(ascensionBonus(0)).toEqual({ stats: 0, xp: 0 });
  });

  it('rises with every ascension by smaller steps, and never passes its cap', () => {
    let last = ascensionBonus(0);
    let lastStep = Infinity;
    // Steps shrink until they are lost in the rounding to a tenth of a percent.
    for (let n = 1; n <= 12; n++) {
      const b = ascensionBonus(n);
      const step = b.stats - last.stats;
      expect(step, `step ${n}`).toBeGreaterThan(0);
      expect(step, `step ${n}`).toBeLessThan(lastStep);
      last = b;
      lastStep = step;
    }
    for (let n = 1; n <= 200; n++) {
      expect(ascensionBonus(n).stats).toBeGreaterThanOrEqual(ascensionBonus(n - 1).stats);
      expect(ascensionBonus(n).stats).toBeLessThanOrEqual(ASCENSION.statCap);
      expect(ascensionBonus(n).xp).toBeLessThanOrEqual(ASCENSION.xpCap);
    }
    expect(ascensionBonus(1_000).stats).toBeCloseTo(ASCENSION.statCap, 3);
  });

  it('closes the published share of the gap each time', () => {
    expect(ascensionBonus(1).stats).toBeCloseTo(ASCENSION.statCap * ASCENSION.step, 3);
    expect(ascensionBonus(2).xp).toBeCloseTo(ASCENSION.xpCap * (1 - (1 - ASCENSION.step) ** 2), 3);
  });

  it('multiplies the XP of a win by one plus the XP bonus', () => {
    expect(ascensionXpMultiplier(0)).toBe(1);
    expect(ascensionXpMultiplier(3)).toBeCloseTo(1 + ascensionBonus(3).xp, 9);
  });
});

describe('ascendedStats', () => {
  const stats = { hp: 1000, atk: 200, def: 100, spd: 50 };

  it('raises HP, ATK and DEF by the bonus and leaves SPD alone', () => {
    const k = 1 + ascensionBonus(2).stats;
    expect(ascendedStats(stats, 2)).toEqual({
      hp: Math.round(1000 * k),
      atk: Math.round(200 * k),
      def: Math.round(100 * k),
      spd: 50,
    });
  });

  it('changes nothing without an ascension', () => {
    expect(ascendedStats(stats, 0)).toBe(stats);
  });
});

describe('planAscension', () => {
  const loadout: Loadout = {
    weapon: { itemId: 'obsidian-greatsword', rarity: 'Legendary' },
    armor: { itemId: 'padded-vest', rarity: 'Epic' },
    acc: null,
  };
  const hero = {
    jobId: 'berserker',
    level: ASCENSION.level,
    ascensions: 1,
    gold: 10_001,
    loadout,
    inBattle: false,
  };

  it('refuses below level 50, with the level in its message', () => {
    const result = planAscension({ ...hero, level: 49 });
    expect(result).toMatchObject({ ok: false, reason: 'below_level' });
    if (!result.ok) expect(result.message).toContain('49');
  });

  it('refuses a hero without a job', () => {
    expect(planAscension({ ...hero, jobId: null })).toMatchObject({ ok: false, reason: 'no_job' });
  });

  it('refuses with a fight open', () => {
    expect(planAscension({ ...hero, inBattle: true })).toMatchObject({
      ok: false,
      reason: 'in_battle',
    });
  });

  it('counts the ascension, burns the tithe and keeps the rest of the gold', () => {
    const result = planAscension(hero);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.plan.ascensions).toBe(2);
    expect(result.plan.tithe).toBe(Math.floor(10_001 * ASCENSION.tithe));
    expect(result.plan.tithe + result.plan.gold).toBe(10_001);
  });

  it('keeps level-1 pieces worn and puts the others back in the pack', () => {
    const result = planAscension(hero);
    if (!result.ok) throw new Error('refused');
    expect(result.plan.loadout).toEqual({ weapon: null, armor: loadout.armor, acc: null });
    expect(result.plan.putBack).toEqual([{ ...loadout.weapon!, slot: 'weapon' }]);
  });

  it('burns nothing from an empty purse', () => {
    const result = planAscension({ ...hero, gold: 0 });
    expect(result).toMatchObject({ ok: true, plan: { tithe: 0, gold: 0 } });
  });
});
