import { describe, expect, it } from 'vitest';
import { battleResultPath, readOutcome, readResultState } from './result-state';

const rewards = {
  xp: 1500,
  gold: 12,
  souls: 1,
  drops: [{ name: 'Imp Horn', qty: 2 }],
  pieces: [{ item_id: 'matriarchs-brand', name: 'Matriarch’s Brand', rarity: 'Rare' as const }],
};

describe('battle result state', () => {
  it('builds the result path', () => {
    expect(battleResultPath('win')).toBe('/battle-result?result=win');
    expect(battleResultPath('lose')).toBe('/battle-result?result=lose');
  });

  it('reads ?result=win|lose and nothing else', () => {
    expect(readOutcome(new URLSearchParams('result=win'))).toBe('win');
    expect(readOutcome(new URLSearchParams('result=lose'))).toBe('lose');
    expect(readOutcome(new URLSearchParams('result=draw'))).toBeNull();
    expect(readOutcome(new URLSearchParams(''))).toBeNull();
  });

  it('reads rewards, levelupto and page', () => {
    expect(readResultState({ rewards, levelupto: 4, page: 'hunt' })).toEqual({
      rewards,
      levelupto: 4,
      page: 'hunt',
    });
  });

  it('defaults to explore without state, and drops malformed fields', () => {
    expect(readResultState(null)).toEqual({ page: 'explore' });
    expect(readResultState({ page: 'tower', rewards: { xp: 'lots' }, levelupto: 'x' })).toEqual({
      page: 'explore',
      rewards: undefined,
      levelupto: null,
    });
  });
});
