import { describe, expect, it } from 'vitest';
import {
  EMPTY_LOADOUT,
  loadoutBonus,
  loadoutTraits,
  planEquip,
  type Loadout,
  type Piece,
} from './loadout';
import {
  ENCHANT,
  NO_UPGRADE,
  NO_UPGRADES,
  type SlotUpgrade,
  type SlotUpgrades,
} from './slot-upgrades';

const knife: Piece = { itemId: 'hunters-knife', rarity: 'Common' };
const epicKnife: Piece = { itemId: 'hunters-knife', rarity: 'Epic' };
const vest: Piece = { itemId: 'padded-vest', rarity: 'Common' };

describe('planEquip', () => {
  it('wears pieces into empty slots', () => {
    const result = planEquip(EMPTY_LOADOUT, { weapon: knife, armor: vest, acc: null }, 1);
    expect(result).toEqual({
      ok: true,
      plan: {
        wear: [
          { ...knife, slot: 'weapon' },
          { ...vest, slot: 'armor' },
        ],
        putBack: [],
      },
      loadout: { weapon: knife, armor: vest, acc: null },
    });
  });

  it('swaps a changed slot and leaves an unchanged one alone', () => {
    const current: Loadout = { weapon: knife, armor: vest, acc: null };
    const result = planEquip(current, { weapon: epicKnife, armor: vest, acc: null }, 1);
    expect(result).toEqual({
      ok: true,
      plan: { wear: [{ ...epicKnife, slot: 'weapon' }], putBack: [{ ...knife, slot: 'weapon' }] },
      loadout: { weapon: epicKnife, armor: vest, acc: null },
    });
  });

  it('empties a slot given null', () => {
    const result = planEquip({ weapon: knife, armor: null, acc: null }, EMPTY_LOADOUT, 1);
    expect(result).toEqual({
      ok: true,
      plan: { wear: [], putBack: [{ ...knife, slot: 'weapon' }] },
      loadout: EMPTY_LOADOUT,
    });
  });

  it('refuses a piece in the wrong slot or an unknown piece', () => {
    expect(planEquip(EMPTY_LOADOUT, { weapon: vest, armor: null, acc: null }, 1)).toEqual({
      ok: false,
      reason: 'wrong_slot',
      slot: 'weapon',
    });
    expect(
      planEquip(
        EMPTY_LOADOUT,
        {
          weapon: null,
          armor: null,
          acc: { itemId: 'nope', rarity: 'Rare' },
        },
        1,
      ),
    ).toEqual({ ok: false, reason: 'unknown_item', slot: 'acc' });
  });

  it('wears a piece from its level on, not before', () => {
    const blade = { itemId: 'hellforged-blade', rarity: 'Rare' } as const;
    expect(planEquip(EMPTY_LOADOUT, { weapon: blade, armor: null, acc: null }, 19)).toEqual({
      ok: false,
      reason: 'too_low_level',
      slot: 'weapon',
      name: 'Hellforged Blade',
      level: 20,
    });
    expect(planEquip(EMPTY_LOADOUT, { weapon: blade, armor: null, acc: null }, 20).ok).toBe(true);
  });
});

describe('loadoutBonus', () => {
  it('adds the worn pieces at their rarity', () => {
    expect(loadoutBonus({ weapon: knife, armor: vest, acc: null })).toEqual({
      hp: 0,
      atk: 4,
      def: 4,
      spd: 1,
    });
    expect(loadoutBonus({ weapon: epicKnife, armor: null, acc: null })).toEqual({
      hp: 0,
      atk: 9,
      def: 0,
      spd: 4,
    });
  });
});

describe('loadoutTraits', () => {
  const topSet: Loadout = {
    weapon: { itemId: 'obsidian-greatsword', rarity: 'Legendary' },
    armor: { itemId: 'obsidian-aegis', rarity: 'Legendary' },
    acc: { itemId: 'void-eye-pendant', rarity: 'Legendary' },
  };
  const enchanted = (kind: 'resist' | 'crit', value: number): SlotUpgrade => ({
    ...NO_UPGRADE,
    enchant: { kind, value },
  });

  it('counts an enchantment past the caps a top set already reaches', () => {
    const bare = loadoutTraits(topSet);
    const upgrades: SlotUpgrades = { ...NO_UPGRADES, weapon: enchanted('crit', 9) };
    expect(loadoutTraits(topSet, upgrades, 50).critChance).toBe(bare.critChance + 9);
  });

  it('adds at most one top enchantment per kind, however many slots carry it', () => {
    const bare = loadoutTraits(topSet);
    const all: SlotUpgrades = {
      weapon: enchanted('resist', 0.1),
      armor: enchanted('resist', 0.1),
      acc: enchanted('resist', 0.1),
    };
    expect(loadoutTraits(topSet, all, 50).resist).toBeCloseTo(bare.resist + ENCHANT.top.resist);
  });

  it('lets enchantments sleep below their waking level (an ascended hero among new ones)', () => {
    const upgrades: SlotUpgrades = { ...NO_UPGRADES, weapon: enchanted('crit', 9) };
    const below = loadoutTraits(topSet, upgrades, ENCHANT.wakeLevel - 1);
    expect(below).toEqual(loadoutTraits(topSet));
    expect(loadoutTraits(topSet, upgrades, ENCHANT.wakeLevel).critChance).toBe(
      below.critChance + 9,
    );
  });

  it('lets an empty slot’s enchantment sleep', () => {
    const upgrades: SlotUpgrades = { ...NO_UPGRADES, acc: enchanted('crit', 9) };
    expect(loadoutTraits(EMPTY_LOADOUT, upgrades, 50).critChance).toBe(0);
  });
});
