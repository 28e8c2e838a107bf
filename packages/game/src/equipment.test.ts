import { describe, expect, it } from 'vitest';
import { EQUIPMENT, RARITY_MULTIPLIER, findEquipment, pieceStats } from './equipment';
import { EQUIPMENT_TYPES } from './equipment-slot';
import { RARITIES } from './rarity';
import { ITEMS, findItem } from './items';
import { SHOPS } from './shops';
import { findBuff } from './buffs';
import { STARTING_GEAR, STARTING_KIT } from './starting-hero';

describe('equipment content', () => {
  it('has unique ids and at least three pieces of each type', () => {
    expect(new Set(EQUIPMENT.map((e) => e.id)).size).toBe(EQUIPMENT.length);
    for (const type of EQUIPMENT_TYPES) {
      expect(EQUIPMENT.filter((e) => e.type === type).length).toBeGreaterThanOrEqual(3);
    }
  });

  it('raises every non-zero stat with each rarity step', () => {
    for (const item of EQUIPMENT) {
      for (let i = 1; i < RARITIES.length; i++) {
        const lower = pieceStats(item, RARITIES[i - 1]!);
        const higher = pieceStats(item, RARITIES[i]!);
        for (const key of ['atk', 'def', 'spd'] as const) {
          if (item.base[key] > 0)
            expect(higher[key], `${item.id} ${key}`).toBeGreaterThan(lower[key]);
        }
      }
    }
  });

  it('scales Common to Legendary by the published multipliers', () => {
    const axe = findEquipment('cinder-axe')!;
    expect(pieceStats(axe, 'Common').atk).toBe(12);
    expect(pieceStats(axe, 'Legendary').atk).toBe(12 * RARITY_MULTIPLIER.Legendary);
  });
});

describe('item and shop content', () => {
  it('sells only known items, at positive whole prices, each in one shop', () => {
    const seen = new Set<string>();
    for (const entries of Object.values(SHOPS)) {
      for (const e of entries) {
        expect(findItem(e.itemId), e.itemId).toBeDefined();
        expect(Number.isInteger(e.price) && e.price > 0).toBe(true);
        expect(seen.has(e.itemId), `${e.itemId} in two shops`).toBe(false);
        seen.add(e.itemId);
      }
    }
  });

  it('links every buff item to a defined buff', () => {
    for (const item of ITEMS) {
      if (item.effect?.kind === 'buff') expect(findBuff(item.effect.buffId), item.id).toBeDefined();
    }
  });

  it('starts heroes with known items and gear', () => {
    for (const k of STARTING_KIT) expect(findItem(k.itemId)).toBeDefined();
    for (const g of STARTING_GEAR) expect(findEquipment(g.itemId)).toBeDefined();
  });
});
