import { describe, expect, it } from 'vitest';
import { REGEN_PERCENT_PER_MINUTE } from '../hp-regen';
import { SET_OUT_HP_PERCENT } from '../resting';
import { defeatGoldLoss, fleeGoldLoss } from '../defeat-cost';
import { findShopEntry } from '../shops';
import { SimHero } from './sim-hero';
import { ASCENSION, ascensionBonus, ascensionXpMultiplier } from '../ascension';
import { cosmeticById } from '../cosmetics';
import { LEVEL_CAP } from '../jobs';
import { enchantCost, NO_UPGRADES, refineCost } from '../slot-upgrades';
import { scriptedRng } from '../test/scripted-rng';

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

describe('the simulated hero at the cap plays by the endgame rules', () => {
  const atCap = () => {
    const hero = new SimHero('warrior');
    hero.evolve('berserker');
    hero.level = LEVEL_CAP;
    hero.worn = { ...hero.worn, weapon: { itemId: 'obsidian-greatsword', rarity: 'Epic' } };
    hero.gold = 1_000_000;
    return hero;
  };

  it('pays a refining try from its gold, books it at the cap, and refines the worn piece', () => {
    const hero = atCap();
    const atk = hero.stats().atk;
    // A roll of 1 is within any chance: the try succeeds.
    expect(hero.refine('weapon', scriptedRng(1))).toBe(true);
    expect(hero.gold).toBe(1_000_000 - refineCost(0)!);
    expect(hero.burned.gold.refine).toBe(refineCost(0));
    expect(hero.atCap.burned.refine).toBe(refineCost(0));
    expect(hero.upgrades.weapon.refine).toBe(1);
    expect(hero.stats().atk).toBeGreaterThan(atk);
  });

  it('cannot refine or enchant beyond its purse', () => {
    const hero = atCap();
    hero.gold = refineCost(0)! - 1;
    expect(hero.refine('weapon', scriptedRng(1))).toBe(false);
    expect(hero.enchant('weapon', scriptedRng(0, 100))).toBe(false);
    expect(hero.gold).toBe(refineCost(0)! - 1);
    expect(hero.upgrades).toEqual(NO_UPGRADES);
  });

  it('fights with its enchantment', () => {
    const hero = atCap();
    const crit = hero.combatant().traits.critChance;
    // Kind 1 of the four is crit; quality 100.
    expect(hero.enchant('armor', scriptedRng(1, 100))).toBe(true);
    expect(hero.combatant().traits.critChance).toBeGreaterThan(crit);
    expect(hero.burned.gold.enchant).toBe(enchantCost(0));
  });

  it('buys a cosmetic sold for gold once, and never an earned one', () => {
    const hero = atCap();
    expect(hero.buyCosmetic('bronze-frame')).toBe(true);
    expect(hero.buyCosmetic('bronze-frame')).toBe(false);
    expect(hero.buyCosmetic('ascended')).toBe(false);
    expect(hero.burned.gold.cosmetics).toBe(cosmeticById('bronze-frame').price);
  });

  it('ascends: tithe burned, pieces back in the bag, upgrades kept, level 1 in the new job', () => {
    const hero = atCap();
    hero.refine('weapon', scriptedRng(1));
    const upgrades = hero.upgrades;
    const gold = hero.gold;
    hero.ascend('magician');
    expect(hero.ascensions).toBe(1);
    expect(hero.job.id).toBe('magician');
    expect(hero.level).toBe(1);
    expect(hero.burned.gold['ascension tithe']).toBe(Math.floor(gold * ASCENSION.tithe));
    expect(hero.gold).toBe(gold - Math.floor(gold * ASCENSION.tithe));
    expect(hero.worn.weapon).toBeNull();
    expect(hero.stacks()).toContainEqual({
      itemId: 'obsidian-greatsword',
      rarity: 'Epic',
      qty: 1,
    });
    expect(hero.upgrades).toBe(upgrades);
    expect(hero.hp()).toBe(hero.maxHp());
    // Gear gives no HP: all of it is the job's and level's, raised by the bonus.
    expect(hero.stats().hp).toBe(
      Math.round(new SimHero('magician').stats().hp * (1 + ascensionBonus(1).stats)),
    );
  });

  it('refuses to ascend below level 50', () => {
    expect(() => new SimHero('warrior').ascend('magician')).toThrow(/level 50/);
  });

  it('wins more XP after an ascension', () => {
    const fresh = new SimHero('warrior');
    const ascended = new SimHero('warrior');
    ascended.ascensions = 2;
    const a = fresh.fight('imp', 1, [...seed], { source: 'test' });
    const b = ascended.fight('imp', 1, [...seed], { source: 'test' });
    expect(a.win && b.win).toBe(true);
    expect(b.rewards!.xp).toBe(Math.round(a.rewards!.xp * ascensionXpMultiplier(2)));
  });
});
