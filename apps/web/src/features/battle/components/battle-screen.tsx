import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  LOST_MESSAGE,
  WON_MESSAGE,
  type BattleResponse,
  type BattleView,
} from '@demonbane/shared/battle-schemas';
import IconRun from '~icons/game-icons/run';
import IconSwordClash from '~icons/game-icons/sword-clash';
import { BattleActions } from '@/components/game/battle-actions';
import { BattleLog } from '@/components/game/battle-log';
import { CombatantCard } from '@/components/game/combatant-card';
import { FleeButton } from '@/components/game/flee-button';
import { JobPortrait } from '@/components/game/job-portrait';
import { MonsterPortrait } from '@/components/game/monster-portrait';
import { Alert } from '@/components/ui/alert';
import { Loading } from '@/components/ui/loading';
import { useBattleBusy } from '@/hooks/use-battle-busy';
import { errorMessage, isAbortError } from '@/lib/error-message';
import { leaveDungeon } from '@/lib/leave-dungeon';
import { mergeLog } from '@/lib/merge-log';
import { clearExplore } from '@/stores/explore-slice';
import { useAppDispatch, useAppSelector } from '@/stores/hooks';
import { recordDefeat } from '@/stores/session-actions';
import { setUser } from '@/stores/session-slice';
import { ATTACK_ERROR, exploreAttack } from '../api/attack';
import { POTION_ERROR, consumeItem } from '@/lib/use-item';
import { FLEE_ERROR } from '../api/flee-battle';
import { BATTLE_FETCH_ERROR, getExploreBattle, isNoMonster } from '../api/get-battle';
import { battleResultPath, type BattleResultState } from '../utils/result-state';
import layout from '@/components/game/battle-layout.module.css';
import styles from './battle-screen.module.css';

type Busy = 'attack' | 'potion' | 'flee';

/** /battle: the explore battle (spec §2, §4). */
export function BattleScreen({ userId }: { userId: string }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const heroLevel = useAppSelector((state) => state.session.level);
  const [battle, setBattle] = useState<BattleResponse | null>(null);
  const [log, setLog] = useState<string[]>([]);
  const [loadError, setLoadError] = useState<string | null>(null);
  const { busy, actionError, notice, setActionError, setNotice, begin, end } =
    useBattleBusy<Busy>();

  const show = useCallback((view: BattleResponse) => {
    setBattle(view);
    setLog((shown) => mergeLog(shown, view.battleLog));
  }, []);

  const fail = useCallback(
    (err: unknown) => {
      // Spec §8: 'No monster found for battle.' sends the player to /explore.
      if (isNoMonster(err)) navigate('/explore', { replace: true });
      else setLoadError(errorMessage(err, BATTLE_FETCH_ERROR));
    },
    [navigate],
  );

  useEffect(() => {
    const controller = new AbortController();
    getExploreBattle(userId, controller.signal)
      .then(show)
      .catch((err: unknown) => {
        if (!isAbortError(err)) fail(err);
      });
    return () => controller.abort();
  }, [userId, show, fail]);

  /** Lost or fled alike: the server ends the exploration with the defeat. */
  function defeat(state: Omit<BattleResultState, 'page'> & { gold_lost: number }) {
    dispatch(clearExplore());
    dispatch(recordDefeat(state.gold_lost));
    navigate(battleResultPath('lose'), { replace: true, state: { page: 'explore', ...state } });
  }

  async function attack() {
    if (!begin('attack')) return;
    try {
      const res = await exploreAttack(userId);
      if (res.message === WON_MESSAGE && 'rewards' in res) {
        const state: BattleResultState = {
          page: 'explore',
          rewards: res.rewards,
          levelupto: res.levelupto,
          battleLog: res.battleLog,
        };
        navigate(battleResultPath('win'), { replace: true, state });
        return;
      }
      if (res.message === LOST_MESSAGE && 'gold_lost' in res) {
        defeat({ battleLog: res.battleLog, gold_lost: res.gold_lost });
        return;
      }
      if ('monster' in res) show(res);
    } catch (err) {
      setActionError(errorMessage(err, ATTACK_ERROR));
    } finally {
      end();
    }
  }

  const potion = battle?.potion[0] ?? null;

  async function drink() {
    // Spec §4: using a potion spends the first potion of the list and reloads the battle.
    if (potion === null || !begin('potion')) return;
    try {
      const res = await consumeItem(userId, potion.itemId);
      dispatch(setUser({ user_hp: res.user_hp, user_max_hp: res.user_max_hp, buffs: res.buffs }));
      setNotice(res.message);
    } catch (err) {
      setActionError(errorMessage(err, POTION_ERROR));
      end();
      return;
    }
    try {
      show(await getExploreBattle(userId));
    } catch (err) {
      fail(err);
    } finally {
      end();
    }
  }

  async function flee() {
    if (!begin('flee')) return;
    try {
      const res = await leaveDungeon(userId);
      if (res.fled) {
        defeat({ battleLog: [...log, res.message], gold_lost: res.gold_lost, fled: true });
        return;
      }
      // The fight had already ended: leaving the dungeon was free.
      dispatch(clearExplore());
      navigate('/explore', { replace: true });
    } catch (err) {
      setActionError(errorMessage(err, FLEE_ERROR));
      end();
    }
  }

  if (battle === null) {
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

      <div className={layout.arena}>
        <div className={layout.hero}>
          <HeroCard battle={battle} level={heroLevel} />
        </div>
        <p className={layout.versus} aria-hidden="true">
          VS
        </p>
        <div className={layout.monster}>
          <CombatantCard
            side="monster"
            label="Monster"
            name={battle.monster.monster_name}
            title="Demon"
            level={battle.monster.monster_level}
            hp={battle.monster.monster_hp}
            maxHp={battle.monster.monster_max_hp}
            atk={battle.monster.monster_atk}
            def={battle.monster.monster_def}
            spd={battle.monster.monster_spd}
            portrait={<MonsterPortrait name={battle.monster.monster_name} />}
          />
        </div>
      </div>

      <BattleActions
        busy={busy}
        potion={potion}
        onAttack={attack}
        onDrink={drink}
        actionError={actionError}
        notice={notice}
      />

      <BattleLog lines={log} />

      <FleeButton
        hint="Fleeing ends the exploration and counts as a defeat."
        goldLoss={battle.flee_gold_loss}
        onLeave={flee}
        pending={busy === 'flee'}
        disabled={busy !== null}
      >
        <IconRun aria-hidden="true" />
        Flee
      </FleeButton>
    </div>
  );
}

function HeroCard({ battle, level }: { battle: BattleView; level: number | null }) {
  return (
    <CombatantCard
      side="hero"
      label="Hero"
      name={battle.username}
      title={battle.job}
      level={level}
      hp={battle.user_hp}
      maxHp={battle.user_max_hp}
      atk={battle.user_atk}
      def={battle.user_def}
      spd={battle.user_spd}
      portrait={<JobPortrait jobName={battle.job} size="md" />}
    />
  );
}
