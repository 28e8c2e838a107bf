import { describe, expect, it } from 'vitest';
import { findItem } from './items';
import { applyConsumable } from './consumable-use';
import type { BuffState } from './buffs';

const NOW = new Date('2026-11-21T12:00:00Z');
const item = (id: string) => {
  const found = findItem(id);
  if (!found) throw new Error(id);
  return found;
};
const hero = (hp: number, maxHp = 274, buffs: BuffState[] = []) => ({ hp, maxHp, buffs });

describe('applyConsumable', () => {
  it('heals qty × amount, never past max HP', () => {
    expect(applyConsumable(item('potion-minor'), 2, hero(100), NOW)).toEqual({
      ok: true,
      kind: 'heal',
      used: 2,
      hp: 220,
      healed: 120,
    });
  });

  it('uses only the potions that still heal: the rest are kept', () => {
    // 174 HP missing: three 60-HP potions fill it (the third in part); a fourth would be wasted.
    expect(applyConsumable(item('potion-minor'), 10, hero(100), NOW)).toMatchObject({
      used: 3,
      hp: 274,
      healed: 174,
    });
    expect(applyConsumable(item('potion-minor'), 1, hero(273), NOW)).toMatchObject({ used: 1 });
    expect(applyConsumable(item('elixir-life'), 5, hero(0), NOW)).toMatchObject({
      used: 1,
      hp: 274,
    });
  });

  it('refuses a potion at full HP', () => {
    expect(applyConsumable(item('potion-minor'), 1, hero(274), NOW)).toEqual({
      ok: false,
      reason: 'hp-full',
    });
  });

  it('extends a buff with only the scrolls that fit under its cap', () => {
    const fury = (battlesLeft: number): BuffState => ({
      buffId: 'fury',
      battlesLeft,
      expiresAt: null,
    });
    expect(applyConsumable(item('scroll-fury'), 99, hero(1), NOW)).toEqual({
      ok: true,
      kind: 'buff',
      used: 3,
      buff: { buffId: 'fury', battlesLeft: 15, expiresAt: null },
    });
    expect(applyConsumable(item('scroll-fury'), 2, hero(1, 274, [fury(12)]), NOW)).toMatchObject({
      used: 1,
      buff: { battlesLeft: 15 },
    });
    expect(applyConsumable(item('scroll-fury'), 1, hero(1, 274, [fury(15)]), NOW)).toEqual({
      ok: false,
      reason: 'buff-capped',
    });
  });

  it('refuses materials', () => {
    expect(applyConsumable(item('iron-ore'), 1, hero(1), NOW)).toEqual({
      ok: false,
      reason: 'not-usable',
    });
  });
});
