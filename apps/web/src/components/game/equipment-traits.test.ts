import { describe, expect, it } from 'vitest';
import { traitAffixes } from './equipment-traits';

describe('traitAffixes', () => {
  it('reads each worn trait that adds something, in the affixes’ order', () => {
    const traits = { damage: 0.063 + 0.042, crit: 6, lifesteal: 0, resist: 0.3 };
    expect(traitAffixes(traits).map((a) => a.text)).toEqual([
      '+10.5% damage',
      '+6% critical chance',
      '+30% resistance',
    ]);
  });

  it('is empty when nothing worn has an affix', () => {
    expect(traitAffixes({ damage: 0, crit: 0, lifesteal: 0, resist: 0 })).toEqual([]);
  });
});
