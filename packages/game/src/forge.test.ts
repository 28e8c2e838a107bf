import { describe, expect, it } from 'vitest';
import { FORGE_RARITY_ODDS, drawRarity, planForge, remainingTime, rollForge } from './forge';
import { RARITIES } from './rarity';
import { createRng } from './rng';

describe('planForge', () => {
  it('follows the majority material for the type', () => {
    expect(planForge(['iron-ore', 'iron-ore', 'demon-hide'])).toMatchObject({
      ok: true,
      types: ['weapon'],
    });
    expect(planForge(['ember-shard', 'ember-shard', 'ember-shard'])).toMatchObject({
      types: ['acc'],
      minutes: 12,
    });
  });

  it('draws among the types present without a majority', () => {
    expect(planForge(['iron-ore', 'demon-hide', 'ember-shard'])).toMatchObject({
      types: ['weapon', 'armor', 'acc'],
    });
    expect(planForge(['iron-ore', 'demon-hide', 'star-metal'])).toMatchObject({
      types: ['weapon', 'armor'],
      starMetal: 1,
    });
  });

  it('raises the odds with Star Metal and sums times', () => {
    const plain = planForge(['iron-ore', 'iron-ore', 'iron-ore']);
    const starred = planForge(['iron-ore', 'star-metal', 'star-metal']);
    expect(plain).toMatchObject({ minutes: 6, odds: FORGE_RARITY_ODDS[0] });
    expect(starred).toMatchObject({
      minutes: 22,
      starMetal: 2,
      types: ['weapon'],
      odds: FORGE_RARITY_ODDS[2],
    });
  });

  it('refuses anything but exactly 3 materials', () => {
    expect(planForge(['iron-ore', 'iron-ore'])).toEqual({ ok: false, reason: 'count' });
    expect(planForge(['iron-ore', 'iron-ore', 'potion'])).toEqual({
      ok: false,
      reason: 'not_material',
    });
  });
});

describe('odds tables', () => {
  it('each sums to 100 and improves with Star Metal', () => {
    for (const row of FORGE_RARITY_ODDS) expect(RARITIES.reduce((s, r) => s + row[r], 0)).toBe(100);
    for (let i = 1; i < FORGE_RARITY_ODDS.length; i++) {
      expect(FORGE_RARITY_ODDS[i]!.Common).toBeLessThan(FORGE_RARITY_ODDS[i - 1]!.Common);
    }
  });

  it('drawRarity follows the table', () => {
    const rng = createRng([1, 2, 3, 4]);
    const counts: Record<string, number> = {};
    for (let i = 0; i < 20_000; i++) {
      const r = drawRarity(FORGE_RARITY_ODDS[1]!, rng);
      counts[r] = (counts[r] ?? 0) + 1;
    }
    expect(counts.Common! / 20_000).toBeCloseTo(0.3, 1);
    expect(counts.Uncommon! / 20_000).toBeCloseTo(0.4, 1);
    expect(counts.Legendary ?? 0).toBeGreaterThan(0);
  });
});

describe('rollForge', () => {
  it('makes a piece of a planned type', () => {
    const plan = planForge(['demon-hide', 'demon-hide', 'star-metal']);
    if (!plan.ok) throw new Error();
    const rng = createRng([5, 5, 5, 5]);
    for (let i = 0; i < 100; i++) expect(rollForge(plan, rng).item.type).toBe('armor');
  });
});

describe('remainingTime', () => {
  it('splits into hours, minutes and seconds, never negative', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    expect(remainingTime(new Date(now.getTime() + 3_725_000), now)).toEqual({
      hours: 1,
      minutes: 2,
      seconds: 5,
    });
    expect(remainingTime(new Date(now.getTime() - 5000), now)).toEqual({
      hours: 0,
      minutes: 0,
      seconds: 0,
    });
  });
});
