import { describe, expect, it } from 'vitest';
import { ascensionPreview, bonusText, ordinal } from './ascension-preview';

const hero = { jobName: 'Berserker', level: 50, gold: 12_345, ascensions: 0 };

describe('ascensionPreview', () => {
  it('at level 50: no refusal, half the gold burned, the bonus now and after', () => {
    expect(ascensionPreview(hero)).toEqual({
      ascensions: 0,
      now: { stats: 0, xp: 0 },
      next: { stats: 0.18, xp: 0.15 },
      tithe: 6_172,
      goldLeft: 6_173,
      refusal: null,
    });
  });

  it('each ascension closes 30% of the gap to the cap', () => {
    const p = ascensionPreview({ ...hero, ascensions: 2 });
    expect(p.now.stats).toBe(0.306);
    expect(p.next.stats).toBe(0.394);
  });

  it('below level 50 it says why, and at which level it opens', () => {
    expect(ascensionPreview({ ...hero, level: 42 }).refusal).toBe(
      'Ascension opens at level 50; you are level 42.',
    );
  });

  it('a hero with no path yet cannot ascend', () => {
    expect(ascensionPreview({ ...hero, jobName: null, level: 1 }).refusal).toMatch(/path first/);
  });
});

describe('bonusText', () => {
  it('reads shares as percentages, a tenth at most', () => {
    expect([0, 0.1, 0.18, 0.244].map(bonusText)).toEqual(['+0%', '+10%', '+18%', '+24.4%']);
  });
});

describe('ordinal', () => {
  it('names the nth ascension', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '101st',
    ]);
  });
});
