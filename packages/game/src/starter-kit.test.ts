import { describe, expect, it } from 'vitest';
import { EMPTY_LOADOUT } from './loadout';
import { starterGearToWear } from './starter-kit';
import { STARTING_GEAR } from './starting-hero';

describe('starter gear worn with the first job', () => {
  it('fills every empty slot with the owned starter piece', () => {
    const wear = starterGearToWear(EMPTY_LOADOUT, () => true);
    expect(wear.map((w) => w.slot).sort()).toEqual(['acc', 'armor', 'weapon']);
    expect(wear.map((w) => w.itemId).sort()).toEqual(STARTING_GEAR.map((g) => g.itemId).sort());
  });

  it('leaves a slot already worn, and a piece no longer owned', () => {
    const worn = { ...EMPTY_LOADOUT, weapon: { itemId: 'hunters-knife', rarity: 'Rare' } } as const;
    const wear = starterGearToWear(worn, (p) => p.itemId !== 'copper-charm');
    expect(wear.map((w) => w.slot)).toEqual(['armor']);
  });
});
