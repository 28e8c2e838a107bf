import { describe, expect, it } from 'vitest';
import { LOST_MESSAGE, WON_MESSAGE, type AttackResponse } from '@demonbane/shared/battle-schemas';
import { huntRewards, makeHuntBattle } from '../testing/hunt-fixtures';
import { readHuntAttack } from './attack-outcome';

const REPLAY_ID = '5c0d7a4e-8f21-4b6a-9c3d-2e1f0a9b8c05';

describe('readHuntAttack (spec §4 hunt attack)', () => {
  it('rewards present means a win', () => {
    const res: AttackResponse = {
      message: WON_MESSAGE,
      rewards: huntRewards,
      levelupto: 4,
      battleLog: ['The Imp falls.'],
      user_hp: 80,
      replay_id: REPLAY_ID,
    };
    expect(readHuntAttack(res)).toEqual({
      kind: 'win',
      rewards: huntRewards,
      levelupto: 4,
      battleLog: ['The Imp falls.'],
      replayId: REPLAY_ID,
    });
  });

  it('user_hp equal to 0 means a loss', () => {
    const res: AttackResponse = {
      message: LOST_MESSAGE,
      battleLog: ['You fall.'],
      user_hp: 0,
      gold_lost: 12,
      replay_id: REPLAY_ID,
    };
    expect(readHuntAttack(res)).toEqual({
      kind: 'lose',
      battleLog: ['You fall.'],
      goldLost: 12,
      replayId: REPLAY_ID,
    });
  });

  it('otherwise the fight continues with the new battle fields', () => {
    const { background: _b, current_floor: _f, boss: _boss, ...view } = makeHuntBattle();
    const res = { ...view, user_hp: 40, round: 2, message: 'The battle rages on.' };
    expect(readHuntAttack(res)).toEqual({ kind: 'ongoing', battle: res });
  });
});
