import type { AttackResponse, BattleResponse, RewardsView } from '@demonbane/shared/battle-schemas';

export type HuntAttackOutcome =
  | {
      kind: 'win';
      rewards: RewardsView;
      levelupto: number | null;
      battleLog: string[];
      replayId: string;
    }
  | { kind: 'lose'; battleLog: string[]; goldLost: number; replayId?: string }
  | { kind: 'ongoing'; battle: BattleResponse };

/**
 * Spec §4 hunt attack: rewards present means a win; user_hp equal to 0 means a loss;
 * otherwise the fight continues with the battle fields of the reply.
 */
export function readHuntAttack(res: AttackResponse): HuntAttackOutcome {
  if ('rewards' in res) {
    return {
      kind: 'win',
      rewards: res.rewards,
      levelupto: res.levelupto,
      battleLog: res.battleLog,
      replayId: res.replay_id,
    };
  }
  if (res.user_hp === 0 || !('monster' in res)) {
    return {
      kind: 'lose',
      battleLog: res.battleLog,
      goldLost: 'gold_lost' in res ? res.gold_lost : 0,
      ...('replay_id' in res && { replayId: res.replay_id }),
    };
  }
  return { kind: 'ongoing', battle: res };
}
