import { describe, expect, it } from 'vitest';
import {
  addToSlots,
  canForge,
  clearSlot,
  keepOwned,
  NOT_ENOUGH_MATERIALS,
  placedCount,
  remainingQty,
  TOO_MANY_MATERIALS,
} from './slots';

const ore = { item_id: 'iron-ore', item_name: 'Iron Ore', item_qty: 5 };
const hide = { item_id: 'demon-hide', item_name: 'Demon Hide', item_qty: 1 };
const star = { item_id: 'star-metal', item_name: 'Star Metal', item_qty: 2 };

describe('forge slots', () => {
  it('uses the spec texts', () => {
    expect(TOO_MANY_MATERIALS).toBe('You can only add up to 3 materials.');
    expect(NOT_ENOUGH_MATERIALS).toBe('Not enough materials available.');
  });

  it('adds materials in order, up to 3', () => {
    let slots: string[] = [];
    for (const m of [ore, hide, star]) {
      const r = addToSlots(slots, m);
      expect(r.ok).toBe(true);
      if (r.ok) slots = r.slots;
    }
    expect(slots).toEqual(['iron-ore', 'demon-hide', 'star-metal']);
  });

  it('refuses a 4th material', () => {
    expect(addToSlots(['iron-ore', 'iron-ore', 'iron-ore'], ore)).toEqual({
      ok: false,
      error: 'You can only add up to 3 materials.',
    });
  });

  it('refuses a material none of which remain off the anvil', () => {
    expect(addToSlots(['demon-hide'], hide)).toEqual({
      ok: false,
      error: 'Not enough materials available.',
    });
    expect(addToSlots([], { ...ore, item_qty: 0 })).toEqual({
      ok: false,
      error: 'Not enough materials available.',
    });
    expect(addToSlots(['star-metal'], star)).toEqual({
      ok: true,
      slots: ['star-metal', 'star-metal'],
    });
  });

  it('says "up to 3" first when the anvil is full', () => {
    expect(addToSlots(['demon-hide', 'iron-ore', 'iron-ore'], hide)).toMatchObject({
      error: 'You can only add up to 3 materials.',
    });
  });

  it('counts what is placed and what remains', () => {
    const slots = ['iron-ore', 'star-metal', 'iron-ore'];
    expect(placedCount(slots, 'iron-ore')).toBe(2);
    expect(remainingQty(slots, ore)).toBe(3);
    expect(remainingQty(slots, star)).toBe(1);
    expect(remainingQty(slots, hide)).toBe(1);
  });

  it('clears one slot and moves the later ones up', () => {
    expect(clearSlot(['iron-ore', 'demon-hide', 'star-metal'], 1)).toEqual([
      'iron-ore',
      'star-metal',
    ]);
    expect(clearSlot(['iron-ore'], 0)).toEqual([]);
  });

  it('enables Forge only with exactly 3 materials', () => {
    expect(canForge([])).toBe(false);
    expect(canForge(['iron-ore', 'iron-ore'])).toBe(false);
    expect(canForge(['iron-ore', 'iron-ore', 'iron-ore'])).toBe(true);
    expect(canForge(['iron-ore', 'iron-ore', 'iron-ore', 'iron-ore'])).toBe(false);
  });

  it('drops placed materials the hero no longer owns', () => {
    expect(keepOwned(['iron-ore', 'demon-hide', 'iron-ore'], [{ ...ore, item_qty: 1 }])).toEqual([
      'iron-ore',
    ]);
  });
});
