import { describe, expect, it } from 'vitest';
import { huntRewards } from '../testing/hunt-fixtures';
import { huntResultChoices, huntResultNavigation, readResultFloor } from './result';

const REPLAY_ID = '5c0d7a4e-8f21-4b6a-9c3d-2e1f0a9b8c06';

describe('hunt results', () => {
  it('a win goes to /battle-result?result=win with rewards, levelupto, page hunt and the floor', () => {
    const win = {
      kind: 'win' as const,
      rewards: huntRewards,
      levelupto: 5,
      battleLog: ['x'],
      replayId: REPLAY_ID,
    };
    expect(huntResultNavigation(win, 3)).toEqual({
      to: '/battle-result?result=win',
      state: {
        page: 'hunt',
        floor: 3,
        rewards: huntRewards,
        levelupto: 5,
        battleLog: ['x'],
        replay_id: REPLAY_ID,
      },
    });
  });

  it('a loss goes to /battle-result?result=lose with page hunt', () => {
    const loss = { kind: 'lose' as const, battleLog: ['y'], goldLost: 9, replayId: REPLAY_ID };
    expect(huntResultNavigation(loss, 7)).toEqual({
      to: '/battle-result?result=lose',
      state: { page: 'hunt', floor: 7, battleLog: ['y'], gold_lost: 9, replay_id: REPLAY_ID },
    });
  });

  it('fleeing is a loss too, marked as fled', () => {
    expect(huntResultNavigation({ kind: 'fled', battleLog: ['z'], goldLost: 4 }, 2)).toEqual({
      to: '/battle-result?result=lose',
      state: { page: 'hunt', floor: 2, battleLog: ['z'], gold_lost: 4, fled: true },
    });
  });

  it('after a win: Clear Floor or Next Floor; after a loss: Back to Hunt (spec §4)', () => {
    expect(huntResultChoices('win').map((c) => c.label)).toEqual(['Clear Floor', 'Next Floor']);
    expect(huntResultChoices('lose')).toEqual([
      { kind: 'back', label: 'Back to Hunt', to: '/hunt' },
    ]);
  });

  it('reads the floor from router state, defensively', () => {
    expect(readResultFloor({ page: 'hunt', floor: 4 })).toBe(4);
    expect(readResultFloor({ page: 'hunt' })).toBeNull();
    expect(readResultFloor({ floor: 'four' })).toBeNull();
    expect(readResultFloor(null)).toBeNull();
  });
});
