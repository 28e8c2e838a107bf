import { describe, expect, it } from 'vitest';
import { AFFIX_KINDS } from './affixes';
import { createRng } from './rng';
import {
  ENCHANT,
  enchantCost,
  enchantments,
  enchantValue,
  NO_UPGRADE,
  NO_UPGRADES,
  REFINE,
  refineChance,
  refineCost,
  refinedStats,
  rollEnchant,
  rollRefine,
} from './slot-upgrades';
import { scriptedRng } from './test/scripted-rng';

describe('refineCost and refineChance', () => {
  it('costs more and succeeds less often at every step, down to the floor', () => {
    for (let r = 1; r < REFINE.max; r++) {
      expect(refineCost(r)!, `step ${r}`).toBeGreaterThan(refineCost(r - 1)!);
      expect(refineChance(r, 0), `step ${r}`).toBeLessThanOrEqual(refineChance(r - 1, 0));
      expect(refineChance(r, 0)).toBeGreaterThanOrEqual(REFINE.floor);
    }
    expect(refineCost(0)).toBe(REFINE.cost);
    expect(refineChance(0, 0)).toBe(REFINE.start);
    expect(refineChance(REFINE.max - 1, 0)).toBe(REFINE.floor);
  });

  it('has no try above the top', () => {
    expect(refineCost(REFINE.max)).toBeNull();
  });

  it('raises the chance with each failure since the last success, up to certainty', () => {
    const r = REFINE.max - 1;
    expect(refineChance(r, 1)).toBe(refineChance(r, 0) + REFINE.perFail);
    expect(refineChance(r, 1_000)).toBe(100);
  });
});

describe('rollRefine', () => {
  it('raises the step and clears the failures on a success', () => {
    const upgrade = { ...NO_UPGRADE, refine: 3, fails: 2 };
    const roll = rollRefine(upgrade, scriptedRng(refineChance(3, 2)));
    expect(roll).toEqual({
      ok: true,
      success: true,
      cost: refineCost(3),
      next: { ...upgrade, refine: 4, fails: 0 },
    });
  });

  it('never lowers the step on a failure, and makes the next try likelier', () => {
    const upgrade = { ...NO_UPGRADE, refine: 5, fails: 1 };
    const roll = rollRefine(upgrade, scriptedRng(refineChance(5, 1) + 1));
    expect(roll).toEqual({
      ok: true,
      success: false,
      cost: refineCost(5),
      next: { ...upgrade, refine: 5, fails: 2 },
    });
    if (roll.ok) expect(refineChance(5, roll.next.fails)).toBeGreaterThan(refineChance(5, 1));
  });

  it('refuses at the top', () => {
    expect(rollRefine({ ...NO_UPGRADE, refine: REFINE.max }, createRng([1, 2, 3, 4]))).toEqual({
      ok: false,
      reason: 'at_max',
    });
  });

  it('succeeds about as often as its chance says', () => {
    const rng = createRng([7, 7, 7, 7]);
    let wins = 0;
    for (let i = 0; i < 4_000; i++) {
      const roll = rollRefine({ ...NO_UPGRADE, refine: 6 }, rng);
      if (roll.ok && roll.success) wins++;
    }
    expect(wins / 4_000).toBeCloseTo(refineChance(6, 0) / 100, 1);
  });
});

describe('refinedStats', () => {
  it('adds a share of the piece per step and nothing at step 0', () => {
    const stats = { atk: 30, def: 10, spd: 0 };
    expect(refinedStats(stats, 0)).toBe(stats);
    const k = 1 + REFINE.perStep * 4;
    expect(refinedStats(stats, 4)).toEqual({
      atk: Math.round(30 * k),
      def: Math.round(10 * k),
      spd: 0,
    });
  });
});

describe('enchanting', () => {
  it('costs more with every draw on the slot, up to its most', () => {
    expect(enchantCost(0)).toBe(ENCHANT.first);
    for (let n = 1; n < 100; n++) expect(enchantCost(n)).toBeGreaterThanOrEqual(enchantCost(n - 1));
    expect(enchantCost(1)).toBeGreaterThan(enchantCost(0));
    expect(enchantCost(1_000)).toBe(ENCHANT.max);
  });

  it('draws every kind, between half and all of its top value', () => {
    const rng = createRng([3, 1, 4, 1]);
    const seen = new Set<string>();
    let upgrade = NO_UPGRADE;
    for (let i = 0; i < 200; i++) {
      const roll = rollEnchant(upgrade, rng);
      expect(roll.cost).toBe(enchantCost(upgrade.enchantRolls));
      expect(roll.next.enchantRolls).toBe(upgrade.enchantRolls + 1);
      const e = roll.next.enchant!;
      seen.add(e.kind);
      expect(e.value).toBeGreaterThanOrEqual(enchantValue(e.kind, ENCHANT.minQuality));
      expect(e.value).toBeLessThanOrEqual(enchantValue(e.kind, ENCHANT.maxQuality));
      upgrade = roll.next;
    }
    expect([...seen].sort()).toEqual([...AFFIX_KINDS].sort());
  });

  it('reads shares to a tenth of a percent and points whole', () => {
    expect(enchantValue('crit', 100)).toBe(ENCHANT.top.crit);
    expect(Number.isInteger(enchantValue('crit', 77))).toBe(true);
    expect(enchantValue('damage', 50)).toBe(Math.round(ENCHANT.top.damage * 500) / 1000);
  });

  it('counts only the enchantments of slots that hold a piece', () => {
    const upgrades = {
      ...NO_UPGRADES,
      weapon: { ...NO_UPGRADE, enchant: { kind: 'crit' as const, value: 9 } },
      armor: { ...NO_UPGRADE, enchant: { kind: 'resist' as const, value: 0.1 } },
    };
    expect(enchantments(upgrades, (slot) => slot === 'weapon', 50)).toEqual([
      { kind: 'crit', value: 9 },
    ]);
    expect(enchantments(upgrades, () => true, ENCHANT.wakeLevel - 1)).toEqual([]);
  });
});
