import { describe, expect, it } from 'vitest';
import { rollRewards } from './rewards';
import { findMonster } from './monsters';
import { createRng } from './rng';
import { regeneratedHp } from './hp-regen';

const imp = findMonster('imp')!;

describe('rollRewards', () => {
  it('pays XP by level, gold within ±20%', () => {
    const rng = createRng([1, 1, 2, 3]);
    for (let i = 0; i < 500; i++) {
      const r = rollRewards(imp, 3, rng);
      expect(r.xp).toBe(imp.xp.base + 2 * imp.xp.perLevel);
      const goldBase = imp.gold.base + 2 * imp.gold.perLevel;
      expect(r.gold).toBeGreaterThanOrEqual(Math.round(goldBase * 0.8));
      expect(r.gold).toBeLessThanOrEqual(Math.round(goldBase * 1.2));
      expect([0, 1]).toContain(r.souls);
    }
  });

  it('doubles XP with an XP multiplier', () => {
    expect(rollRewards(imp, 1, createRng([1, 2, 3, 4]), { xpMultiplier: 2 }).xp).toBe(
      imp.xp.base * 2,
    );
  });

  it('drops items at about their chance', () => {
    const rng = createRng([2, 7, 1, 8]);
    let drops = 0;
    for (let i = 0; i < 10_000; i++) drops += rollRewards(imp, 1, rng).drops.length;
    expect(drops / 10_000).toBeGreaterThan(0.1);
    expect(drops / 10_000).toBeLessThan(0.14);
  });
});

describe('HP regeneration and defeat', () => {
  const t0 = new Date('2026-11-21T12:00:00Z');
  const after = (min: number) => new Date(t0.getTime() + min * 60_000);

  it('regains 5% of max HP per minute, up to max', () => {
    expect(regeneratedHp(0, 200, t0, after(1))).toBe(10);
    expect(regeneratedHp(0, 200, t0, after(10))).toBe(100);
    expect(regeneratedHp(50, 200, t0, after(60))).toBe(200);
    expect(regeneratedHp(50, 200, t0, t0)).toBe(50);
  });
});
