import { describe, expect, it } from 'vitest';
import type { Consumable } from '@demonbane/shared/inventory-schemas';
import { choosePotion, ownedPotions } from './potion-choice';

const own = (item_id: string, item_name: string, item_qty = 1): Consumable => ({
  item_id,
  item_name,
  description: '',
  item_qty,
});

const PACK = [
  own('elixir-life', 'Elixir of Life'),
  own('scroll-fury', 'Scroll of Fury', 3),
  own('potion-greater', 'Greater Healing Potion', 2),
  own('potion-minor', 'Minor Healing Potion', 4),
];

describe('potions to drink', () => {
  it('lists only healing potions, weakest first, an elixir by the max HP it restores', () => {
    expect(ownedPotions(PACK, 1000).map((p) => [p.itemId, p.heals])).toEqual([
      ['potion-minor', 60],
      ['potion-greater', 400],
      ['elixir-life', 1000],
    ]);
    expect(ownedPotions(PACK, 300).map((p) => p.itemId)).toEqual([
      'potion-minor',
      'elixir-life',
      'potion-greater',
    ]);
  });

  it('drinks the weakest potion that restores what is needed, else the strongest', () => {
    const potions = ownedPotions(PACK, 1000);
    expect(choosePotion(potions, 40)?.itemId).toBe('potion-minor');
    expect(choosePotion(potions, 250)?.itemId).toBe('potion-greater');
    expect(choosePotion(potions, 5000)?.itemId).toBe('elixir-life');
    expect(choosePotion(ownedPotions([own('scroll-fury', 'Scroll of Fury')], 100), 10)).toBeNull();
  });
});
