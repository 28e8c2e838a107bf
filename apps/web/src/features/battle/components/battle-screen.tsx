import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import {
  LOST_MESSAGE,
  WON_MESSAGE,
  type AttackResponse,
  type BattleResponse,
} from '@demonbane/shared/battle-schemas';
import IconRun from '~icons/game-icons/run';
import IconSwordClash from '~icons/game-icons/sword-clash';
import { BattleArena, BattleControls } from '@/components/game/battle-arena';
import { Alert } from '@/components/ui/alert';
import { Loading } from '@/components/ui/loading';
import { useBattle } from '@/hooks/use-battle';
import { useHeroUpdate } from '@/hooks/use-hero-update';
import { errorMessage } from '@/lib/error-message';
import { useLeaveDungeon } from '@/lib/leave-dungeon';
import { clearExplore } from '@/stores/explore-slice';
import { useAppDispatch, useAppSelector } from '@/stores/hooks';
import { ATTACK_ERROR, exploreAttack } from '../api/attack';
import { exploreAutoBattle } from '../api/auto-battle';
import { FLEE_ERROR } from '../api/flee-battle';
import { BATTLE_FETCH_ERROR, getExploreBattle, isNoMonster } from '../api/get-battle';
import { battleResultPath, type BattleResultState } from '../utils/result-state';
import layout from '@/components/game/battle-layout.module.css';
import styles from './battle-screen.module.css';

/** /battle: the explore battle (spec §2, §4). */
export function BattleScreen({ userId }: { userId: string }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const hero = useHeroUpdate();
  const leaveDungeon = useLeaveDungeon(userId);
  const heroLevel = useAppSelector((state) => state.session.level);
  const load = useCallback((signal: AbortSignal) => getExploreBattle(userId, signal), [userId]);
  // Spec §8: 'No monster found for battle.' sends the player to /explore.
  const onLoadError = useCallback(
    (err: unknown) => {
      if (isNoMonster(err)) navigate('/explore', { replace: true });
    },
    [navigate],
  );
  const fight = useBattle<BattleResponse, 'flee'>({
    page: 'explore',
    userId,
    load,
    onLoadError,
    attack: (skill) => exploreAttack(userId, skill),
    autoBattle: (choice) => exploreAutoBattle(userId, choice),
    attackError: ATTACK_ERROR,
    settle,
  });
  const { battle, log } = fight;
  const loadError =
    fight.loadError && !isNoMonster(fight.loadError)
      ? errorMessage(fight.loadError, BATTLE_FETCH_ERROR)
      : null;

  /** Lost or fled alike: the server ends the exploration with the defeat. */
  function defeat(state: Omit<BattleResultState, 'page'> & { gold_lost: number }) {
    dispatch(clearExplore());
    hero.defeat(state.gold_lost);
    navigate(battleResultPath('lose'), { replace: true, state: { page: 'explore', ...state } });
  }

  /** An attack's or an auto-battle's answer: won, lost, or the fight goes on. */
  function settle(res: AttackResponse): BattleResponse | null {
    if (res.message === WON_MESSAGE && 'rewards' in res) {
      const state: BattleResultState = {
        page: 'explore',
        rewards: res.rewards,
        levelupto: res.levelupto,
        battleLog: res.battleLog,
        replay_id: res.replay_id,
      };
      navigate(battleResultPath('win'), { replace: true, state });
      return null;
    }
    if (res.message === LOST_MESSAGE && 'gold_lost' in res) {
      defeat({ battleLog: res.battleLog, gold_lost: res.gold_lost, replay_id: res.replay_id });
      return null;
    }
    return 'monster' in res ? res : null;
  }

  function flee() {
    fight.act({
      kind: 'flee',
      fallbackError: FLEE_ERROR,
      run: async () => {
        const res = await leaveDungeon.mutateAsync();
        if (res.fled) {
          const state = {
            battleLog: [...log, res.message],
            gold_lost: res.gold_lost,
            fled: true,
            replay_id: res.replay_id,
          };
          navigate(battleResultPath('lose'), {
            replace: true,
            state: { page: 'explore', ...state },
          });
          return;
        }
        // The fight had already ended: leaving the dungeon was free.
        navigate('/explore', { replace: true });
      },
    });
  }

  if (battle === undefined) {
    return loadError ? <Alert tone="error">{loadError}</Alert> : <Loading />;
  }

  return (
    <div className={layout.screen}>
      <header className={styles.banner}>
        <IconSwordClash className={styles.bannerIcon} aria-hidden="true" />
        <div className={styles.bannerText}>
          <p className={styles.eyebrow}>{battle.map_name}</p>
          <h1 className={styles.title}>Battle</h1>
          <p className={styles.message}>{battle.message}</p>
        </div>
        <p className={layout.round}>
          Round <strong>{battle.round}</strong>
        </p>
      </header>

      {loadError && <Alert tone="error">{loadError}</Alert>}

      <BattleArena battle={battle} heroLevel={heroLevel} round={fight.round} />

      <BattleControls
        battle={battle}
        fight={fight}
        leave={{
          busyAs: 'flee',
          hint: 'Fleeing ends the exploration and costs half a defeat.',
          goldLoss: battle.flee_gold_loss,
          onLeave: flee,
          label: (
            <>
              <IconRun aria-hidden="true" />
              Flee
            </>
          ),
        }}
      />
    </div>
  );
}
