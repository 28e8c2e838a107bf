import { describe, expect, it } from 'vitest';
import { heroSheet } from './hero-sheet';
import { xpRequired } from './xp';
import { createHero } from './test/create-hero';

describe('heroSheet', () => {
  it('computes the panel numbers from job and level', () => {
    const sheet = heroSheet(createHero({ level: 3 }));
    expect(sheet).toMatchObject({
      jobName: 'Warrior',
      maxLevel: 10,
      levelToMax: 7,
      xpRequired: xpRequired(3),
    });
    expect(sheet.canEvolve).toBe(false);
  });

  it('adds equipment and buff bonuses to the totals', () => {
    const plain = heroSheet(createHero());
    const boosted = heroSheet(createHero(), { hp: 20, atk: 5, def: 3, spd: 1 });
    expect(boosted.stats).toEqual({
      hp: plain.stats.hp + 20,
      atk: plain.stats.atk + 5,
      def: plain.stats.def + 3,
      spd: plain.stats.spd + 1,
    });
  });

  it('never reports more HP than the maximum', () => {
    const sheet = heroSheet(createHero({ hp: 99_999 }));
    expect(sheet.hp).toBe(sheet.stats.hp);
  });

  it('shows 40 levels to go for a freshly evolved hero', () => {
    expect(heroSheet(createHero({ jobId: 'paladin', level: 10 })).levelToMax).toBe(40);
  });
});
