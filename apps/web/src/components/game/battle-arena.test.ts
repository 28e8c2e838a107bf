import { describe, expect, it } from 'vitest';
import { monsterTitle } from './battle-arena';

describe('monsterTitle', () => {
  it('a monster up to level 200 is its kind alone', () => {
    expect(monsterTitle(false, 12)).toBe('Demon');
    expect(monsterTitle(true, 200)).toBe('Floor Boss');
  });

  it('above level 200 it carries the Abyss’s marks', () => {
    expect(monsterTitle(false, 211)).toBe('Demon · Frenzied, Ironhide');
    expect(monsterTitle(true, 252)).toBe(
      'Floor Boss · Frenzied II, Ironhide II, Vampiric, Deadeye',
    );
  });
});
