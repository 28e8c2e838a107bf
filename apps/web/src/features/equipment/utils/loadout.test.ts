import { describe, expect, it } from 'vitest';
import type { WornPiece } from '@demonbane/shared/inventory-schemas';
import {
  currentLoadout,
  equipMessage,
  returnedSentence,
  statChange,
  withSlot,
  wornBonus,
  wornIn,
} from './loadout';
import { emptyWornPiece, NO_SLOT_UPGRADE } from '@/testing/fixtures';

/** A worn piece with no DEF. */
const wornPiece = (
  type: WornPiece['type'],
  [item_id, item_name, item_rarity]: [string, string, WornPiece['item_rarity']],
  { atk, spd }: { atk: number; spd: number },
  description: string,
): WornPiece => {
  const stats = { atk, def: 0, spd };
  return {
    type,
    item_id,
    item_name,
    item_rarity,
    stats,
    level: 1,
    affixes: [],
    description,
    ...NO_SLOT_UPGRADE,
  };
};

const knife = wornPiece(
  'weapon',
  ['hunters-knife', 'Hunter’s Knife', 'Common'],
  { atk: 4, spd: 1 },
  'A plain, honest blade.',
);

const charm = wornPiece(
  'acc',
  ['copper-charm', 'Copper Charm', 'Rare'],
  { atk: 2, spd: 4 },
  'A lucky coin on a cord.',
);

const worn = [knife, emptyWornPiece('armor'), charm];

describe('currentLoadout', () => {
  it('names each worn slot as [item_id, rarity], empty ones as null', () => {
    expect(currentLoadout(worn)).toEqual({
      wpn: ['hunters-knife', 'Common'],
      arm: null,
      acc: ['copper-charm', 'Rare'],
    });
    expect(currentLoadout([])).toEqual({ wpn: null, arm: null, acc: null });
  });
});

describe('withSlot', () => {
  it('puts a piece in its type’s slot and keeps the others', () => {
    expect(withSlot(worn, 'armor', { item_id: 'padded-vest', item_rarity: 'Common' })).toEqual({
      wpn: ['hunters-knife', 'Common'],
      arm: ['padded-vest', 'Common'],
      acc: ['copper-charm', 'Rare'],
    });
  });

  it('replaces what the slot held', () => {
    expect(withSlot(worn, 'weapon', { item_id: 'cinder-axe', item_rarity: 'Epic' }).wpn).toEqual([
      'cinder-axe',
      'Epic',
    ]);
  });

  it('empties a slot with null (unequip)', () => {
    expect(withSlot(worn, 'acc', null)).toEqual({
      wpn: ['hunters-knife', 'Common'],
      arm: null,
      acc: null,
    });
  });
});

describe('equip messages (spec §8)', () => {
  it('names the pieces put back', () => {
    expect(returnedSentence([['Hunter’s Knife', 'Common']])).toBe(
      'Returned to your inventory: Hunter’s Knife (Common).',
    );
    expect(
      returnedSentence([
        ['Hunter’s Knife', 'Common'],
        ['Copper Charm', 'Rare'],
      ]),
    ).toBe('Returned to your inventory: Hunter’s Knife (Common), Copper Charm (Rare).');
    expect(returnedSentence([])).toBeNull();
  });

  it('follows the server message with the returned sentence', () => {
    expect(
      equipMessage({
        message: 'Your equipment has been updated.',
        backToInventory: [['Hunter’s Knife', 'Common']],
      }),
    ).toBe('Your equipment has been updated. Returned to your inventory: Hunter’s Knife (Common).');
    expect(equipMessage({ message: 'Your equipment has been updated.', backToInventory: [] })).toBe(
      'Your equipment has been updated.',
    );
  });
});

describe('stats', () => {
  it('adds up what is worn', () => {
    expect(wornBonus(worn)).toEqual({ atk: 6, def: 0, spd: 5 });
  });

  it('compares a piece with what its slot holds', () => {
    expect(statChange({ atk: 12, def: 0, spd: 0 }, knife.stats)).toEqual({
      atk: 8,
      def: 0,
      spd: -1,
    });
    expect(statChange({ atk: 0, def: 4, spd: 0 }, null)).toEqual({ atk: 0, def: 4, spd: 0 });
  });

  it('finds the piece worn in a slot', () => {
    expect(wornIn(worn, 'weapon')).toBe(knife);
    expect(wornIn(worn, 'armor')).toBeNull();
  });
});
