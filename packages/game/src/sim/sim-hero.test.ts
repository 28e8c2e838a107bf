import { describe, expect, it } from 'vitest';
import { REGEN_PERCENT_PER_MINUTE } from '../hp-regen';
import { SET_OUT_HP_PERCENT } from '../resting';
import { defeatGoldLoss, fleeGoldLoss } from '../defeat-cost';
import { findShopEntry } from '../shops';
import { SimHero } from './sim-hero';

const seed = [1, 2, 3, 4] as const;

describe('the simulated hero plays by the game rules', () => {
  it('carries HP over from one fight to the next', () => {
    const hero = new SimHero('warrior');
    const full = hero.maxHp();
    const first = hero.fight('ghoul', 2, [...seed], { source: 'test' });
    expect(first.win).toBe(true);
    const after = hero.hp();
    expect(after).toBeLessThan(full);
    hero.fight('imp', 1, [5, 6, 7, 8], { source: 'test' });
    expect(hero.hp()).toBeLessThan(after);
  });

  it('rests at the regeneration rate, counted as rest time', () => {
    const hero = new SimHero('magician');
    hero.fight('ghoul', 3, [...seed], { source: 'test', fleeAtRound: 0 });
    expect(hero.hp()).toBe(0);
    hero.restUntil(hero.maxHp());
    expect(hero.hp()).toBe(hero.maxHp());
    expect(hero.restSeconds / 60).toBeCloseTo(100 / REGEN_PERCENT_PER_MINUTE, 1);
    expect(hero.activeSeconds).toBeLessThan(60);
  });

  it('rests to a quarter of max HP before it may set out again', () => {
    const hero = new SimHero('warrior');
    hero.fight('ghoul', 3, [...seed], { source: 'test', fleeAtRound: 0 });
    expect(hero.restSeconds).toBe(0);
    hero.fight('imp', 1, [...seed], { source: 'test', fleeAtRound: 0 });
    expect(hero.restSeconds / 60).toBeCloseTo(SET_OUT_HP_PERCENT / REGEN_PERCENT_PER_MINUTE, 0);
  });

  it('buys potions at the shop price from its own gold, and cannot overspend', () => {
    const hero = new SimHero('warrior');
    const price = findShopEntry('gold', 'potion-minor')!.price;
    const gold = hero.gold;
    expect(hero.buy('potion-minor', 3, 'gold', 'potions')).toBe(true);
    expect(hero.gold).toBe(gold - 3 * price);
    expect(hero.burned.gold.potions).toBe(3 * price);
    expect(hero.buy('potion-minor', Math.floor(hero.gold / price) + 1)).toBe(false);
  });

  it('treats fleeing as a cheaper defeat: half the loss burned and 0 HP', () => {
    const hero = new SimHero('warrior');
    const gold = hero.gold;
    const r = hero.fight('imp', 1, [...seed], { source: 'test', fleeAtRound: 1 });
    expect(r.win).toBe(false);
    expect(r.goldLost).toBe(fleeGoldLoss(gold, hero.level));
    expect(r.goldLost).toBeLessThan(defeatGoldLoss(gold, hero.level));
    expect(hero.gold).toBe(gold - r.goldLost);
    expect(hero.hp()).toBe(0);
    expect(hero.burned.gold.defeats).toBe(r.goldLost);
  });

  it('drinks only the potions that help', () => {
    const hero = new SimHero('warrior');
    const before = hero.count('potion-minor');
    expect(hero.use('potion-minor')).toBe(false);
    expect(hero.count('potion-minor')).toBe(before);
  });
});
