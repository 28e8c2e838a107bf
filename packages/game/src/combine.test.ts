import { describe, expect, it } from 'vitest';
import { COMBINE_COPIES, canCombine, nextRarity, planCombineAll } from './combine';

describe('combine rules', () => {
  it('moves one rarity up, Legendary being the top', () => {
    expect(nextRarity('Common')).toBe('Uncommon');
    expect(nextRarity('Epic')).toBe('Legendary');
    expect(nextRarity('Legendary')).toBeNull();
  });

  it('needs three copies below Legendary', () => {
    expect(COMBINE_COPIES).toBe(3);
    expect(canCombine(3, 'Rare')).toBe(true);
    expect(canCombine(2, 'Rare')).toBe(false);
    expect(canCombine(9, 'Legendary')).toBe(false);
  });
});

describe('planCombineAll', () => {
  it('cascades upward: 9 Common become 1 Rare', () => {
    const plan = planCombineAll([{ itemId: 'hunters-knife', rarity: 'Common', qty: 9 }], new Set());
    expect(plan.combines).toBe(4);
    expect(plan.taken).toEqual([
      { itemId: 'hunters-knife', rarity: 'Common', qty: 9 },
      { itemId: 'hunters-knife', rarity: 'Uncommon', qty: 3 },
    ]);
    expect(plan.made).toEqual([
      { itemId: 'hunters-knife', rarity: 'Uncommon', qty: 3 },
      { itemId: 'hunters-knife', rarity: 'Rare', qty: 1 },
    ]);
  });

  it('leaves locked stacks alone and keeps remainders', () => {
    const plan = planCombineAll(
      [
        { itemId: 'hunters-knife', rarity: 'Common', qty: 4 },
        { itemId: 'padded-vest', rarity: 'Common', qty: 6 },
      ],
      new Set(['Common:padded-vest']),
    );
    expect(plan.taken).toEqual([{ itemId: 'hunters-knife', rarity: 'Common', qty: 3 }]);
    expect(plan.made).toEqual([{ itemId: 'hunters-knife', rarity: 'Uncommon', qty: 1 }]);
  });

  it('does not cascade into a locked rarity', () => {
    const plan = planCombineAll(
      [
        { itemId: 'hunters-knife', rarity: 'Common', qty: 6 },
        { itemId: 'hunters-knife', rarity: 'Uncommon', qty: 1 },
      ],
      new Set(['Uncommon:hunters-knife']),
    );
    expect(plan.made).toEqual([{ itemId: 'hunters-knife', rarity: 'Uncommon', qty: 2 }]);
    expect(plan.combines).toBe(2);
  });

  it('never combines Legendary and does nothing when nothing is combinable', () => {
    expect(
      planCombineAll([{ itemId: 'cinder-axe', rarity: 'Legendary', qty: 5 }], new Set()).combines,
    ).toBe(0);
    expect(
      planCombineAll([{ itemId: 'cinder-axe', rarity: 'Common', qty: 2 }], new Set()).combines,
    ).toBe(0);
  });
});
