import { describe, expect, it } from 'vitest';
import { bestRarity, rarityColour } from './rarity-colour';

describe('rarityColour (spec §9)', () => {
  it.each([
    ['Common', 'grey', 'var(--rarity-common)'],
    ['Uncommon', 'green', 'var(--rarity-uncommon)'],
    ['Rare', 'blue', 'var(--rarity-rare)'],
    ['Epic', 'purple', 'var(--rarity-epic)'],
    ['Legendary', 'orange', 'var(--rarity-legendary)'],
  ])('%s is %s', (rarity, name, css) => {
    expect(rarityColour(rarity)).toMatchObject({ name, css });
  });

  it('shows a null rarity (nothing drawn) in white', () => {
    expect(rarityColour(null)).toEqual({ tone: 'none', name: 'white', css: '#ffffff' });
  });

  it('shows anything else in white too', () => {
    expect(rarityColour('Mythic').name).toBe('white');
    expect(rarityColour('null').name).toBe('white');
    expect(rarityColour('common').name).toBe('white');
  });
});

describe('bestRarity', () => {
  it('picks the highest rarity drawn', () => {
    expect(bestRarity(['Common', null, 'Epic', 'Rare'])).toBe('Epic');
  });

  it('is null when nothing had a rarity', () => {
    expect(bestRarity([null, null])).toBeNull();
    expect(bestRarity([])).toBeNull();
  });
});
