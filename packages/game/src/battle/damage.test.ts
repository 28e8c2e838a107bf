import { describe, expect, it } from 'vitest';
import { createRng } from '../rng';
import { baseDamage, hitChance, strike, VARIANCE_MAX, VARIANCE_MIN } from './damage';
import { dummy } from '../test/create-battle';

describe('baseDamage', () => {
  it('is atk² / (atk + def) and at least something', () => {
    expect(baseDamage(20, 0, 0)).toBe(20);
    expect(baseDamage(20, 20, 0)).toBe(10);
    expect(baseDamage(0, 50, 0)).toBe(1);
  });

  it('lets pierce ignore part of the armour', () => {
    expect(baseDamage(20, 20, 0.5)).toBeCloseTo(400 / 30);
    expect(baseDamage(20, 20, 1)).toBe(20);
  });
});

describe('hitChance', () => {
  it('favours the faster fighter, within 70%–98%', () => {
    expect(hitChance(dummy({ spd: 10 }), dummy({ spd: 10 }))).toBe(92);
    expect(hitChance(dummy({ spd: 30 }), dummy({ spd: 0 }))).toBe(98);
    expect(hitChance(dummy({ spd: 0 }), dummy({ spd: 30 }))).toBe(70);
  });
});

describe('strike', () => {
  it('keeps damage within the variance bounds, crits aside', () => {
    const attacker = dummy({ atk: 30, traits: { ...dummy().traits, critChance: 0 } });
    const defender = dummy({ def: 10, spd: 0 });
    const base = baseDamage(30, 10, 0);
    const rng = createRng([1, 2, 3, 4]);
    for (let i = 0; i < 5000; i++) {
      const s = strike(attacker, defender, rng);
      if (!s.hit) continue;
      expect(s.damage).toBeGreaterThanOrEqual(Math.round((base * VARIANCE_MIN) / 100));
      expect(s.damage).toBeLessThanOrEqual(Math.round((base * VARIANCE_MAX) / 100));
    }
  });

  it('crits at about the trait’s rate, for the trait’s multiplier', () => {
    const attacker = dummy({
      atk: 40,
      spd: 100,
      traits: { ...dummy().traits, critChance: 25, critMultiplier: 2 },
    });
    const defender = dummy({ def: 0, spd: 0 });
    const rng = createRng([5, 6, 7, 8]);
    let crits = 0;
    let maxCrit = 0;
    for (let i = 0; i < 10_000; i++) {
      const s = strike(attacker, defender, rng);
      if (s.crit) {
        crits++;
        maxCrit = Math.max(maxCrit, s.damage);
      }
    }
    expect(crits / 10_000).toBeGreaterThan(0.23);
    expect(crits / 10_000).toBeLessThan(0.27);
    expect(maxCrit).toBeLessThanOrEqual(Math.round(40 * 2 * 1.15));
    expect(maxCrit).toBeGreaterThan(40 * 1.15);
  });

  it('misses sometimes, and a miss does nothing', () => {
    const rng = createRng([9, 9, 9, 9]);
    const results = Array.from({ length: 2000 }, () =>
      strike(dummy({ spd: 0 }), dummy({ spd: 30 }), rng),
    );
    const misses = results.filter((r) => !r.hit);
    expect(misses.length / 2000).toBeGreaterThan(0.25);
    expect(misses.every((m) => m.damage === 0 && m.healed === 0)).toBe(true);
  });

  it('halves blocked hits and heals the attacker by lifesteal', () => {
    const rng = createRng([3, 1, 4, 1]);
    const blocker = dummy({ def: 0, spd: 0, traits: { ...dummy().traits, block: 100 } });
    const vampire = dummy({
      atk: 40,
      spd: 50,
      traits: { ...dummy().traits, critChance: 0, lifesteal: 0.5 },
    });
    const s = strike(vampire, blocker, rng);
    expect(s.blocked).toBe(true);
    expect(s.damage).toBeLessThanOrEqual(Math.round((40 * 1.15) / 2));
    expect(s.healed).toBe(Math.floor(s.damage * 0.5));
  });
});
