import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { HuntBattleResponse } from '@demonbane/shared/hunt-schemas';
import IconCrownedSkull from '~icons/game-icons/crowned-skull';
import IconExitDoor from '~icons/game-icons/exit-door';
import IconStoneTower from '~icons/game-icons/stone-tower';
import { BattleActions } from '@/components/game/battle-actions';
import { BattleLog } from '@/components/game/battle-log';
import { CombatantCard } from '@/components/game/combatant-card';
import { FleeButton } from '@/components/game/flee-button';
import { JobPortrait } from '@/components/game/job-portrait';
import { MonsterPortrait } from '@/components/game/monster-portrait';
import { Loading } from '@/components/ui/loading';
import { useBattleBusy } from '@/hooks/use-battle-busy';
import { errorMessage, isAbortError } from '@/lib/error-message';
import { mergeLog } from '@/lib/merge-log';
import { useAppDispatch, useAppSelector } from '@/stores/hooks';
import { recordDefeat } from '@/stores/session-actions';
import { setUser } from '@/stores/session-slice';
import { CLEAR_FLOOR_ERROR } from '../api/clear-hunt';
import { POTION_ERROR, consumeItem } from '@/lib/use-item';
import { HUNT_ATTACK_ERROR, huntAttack } from '../api/hunt-attack';
import { INIT_BATTLE_ERROR, initializeHunt } from '../api/initialize-hunt';
import { readHuntAttack } from '../utils/attack-outcome';
import type { HuntErrorState } from '../utils/error-state';
import { SCENES } from '../utils/floor-info';
import { huntResultNavigation } from '../utils/result';
import { useLeaveTower } from '../hooks/use-leave-tower';
import { HuntScene } from './hunt-scene';
import layout from '@/components/game/battle-layout.module.css';
import styles from './hunt-battle-screen.module.css';

type Busy = 'attack' | 'potion' | 'leave';

/** /hunt-battle: the fight on the current floor (spec §2, §4). */
export function HuntBattleScreen({ userId }: { userId: string }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const leaveTower = useLeaveTower(userId);
  const heroLevel = useAppSelector((state) => state.session.level);
  const [battle, setBattle] = useState<HuntBattleResponse | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [log, setLog] = useState<string[]>([]);
  const { busy, actionError, notice, setActionError, setNotice, begin, end } =
    useBattleBusy<Busy>();

  const show = useCallback((view: HuntBattleResponse) => {
    setBattle(view);
    setLog((shown) => mergeLog(shown, view.battleLog));
  }, []);

  // Spec §8: 'Failed to initialize battle.' sends the player to /hunt-error.
  const fail = useCallback(
    (err: unknown) => {
      const state: HuntErrorState = { error: errorMessage(err, INIT_BATTLE_ERROR) };
      navigate('/hunt-error', { replace: true, state });
    },
    [navigate],
  );

  useEffect(() => {
    const controller = new AbortController();
    initializeHunt(userId, controller.signal)
      .then(show)
      .catch((err: unknown) => {
        if (!isAbortError(err)) fail(err);
      });
    return () => controller.abort();
  }, [userId, show, fail]);

  async function attack() {
    if (battle === null || !begin('attack')) return;
    try {
      const outcome = readHuntAttack(await huntAttack(userId));
      if (outcome.kind === 'ongoing') {
        // Spec §4: otherwise the fight continues; the floor and its scene stay as they are.
        const { message: said, ...fields } = outcome.battle;
        setMessage(said);
        setBattle((shown) => (shown === null ? shown : { ...shown, ...fields }));
        setLog((shown) => mergeLog(shown, fields.battleLog));
      } else {
        if (outcome.kind === 'lose') dispatch(recordDefeat(outcome.goldLost));
        const { to, state } = huntResultNavigation(outcome, battle.current_floor);
        navigate(to, { replace: true, state });
        return;
      }
    } catch (err) {
      setActionError(errorMessage(err, HUNT_ATTACK_ERROR));
    }
    end();
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
      show(await initializeHunt(userId));
      end();
    } catch (err) {
      fail(err);
    }
  }

  async function leave() {
    // Game rules: leaving the tower mid-fight is a flight, and counts as a defeat.
    if (battle === null || !begin('leave')) return;
    try {
      await leaveTower(battle.current_floor, log);
    } catch (err) {
      setActionError(errorMessage(err, CLEAR_FLOOR_ERROR));
      end();
    }
  }

  if (battle === null) return <Loading />;

  const scene = SCENES[battle.background];
  const monster = battle.monster;

  return (
    <div className={layout.screen}>
      <HuntScene background={battle.background} boss={battle.boss} className={styles.stage}>
        <header className={styles.banner}>
          <span className={styles.emblem} aria-hidden="true">
            {battle.boss ? <IconCrownedSkull /> : <IconStoneTower />}
          </span>
          <div className={styles.bannerText}>
            <p className={styles.eyebrow}>{scene.name}</p>
            <div className={styles.titleRow}>
              <h1 className={styles.title}>Floor {battle.current_floor}</h1>
              {battle.boss && (
                <p className={styles.boss}>
                  <IconCrownedSkull aria-hidden="true" />
                  Boss Floor
                </p>
              )}
            </div>
            {message !== null ? (
              <p className={styles.message}>{message}</p>
            ) : (
              <p className={`${styles.message} ${styles.flavour}`}>{scene.flavour}</p>
            )}
          </div>
          <p className={layout.round}>
            Round <strong>{battle.round}</strong>
          </p>
        </header>

        <div className={layout.arena}>
          <div className={layout.hero}>
            <CombatantCard
              side="hero"
              label="Hero"
              name={battle.username}
              title={battle.job}
              level={heroLevel}
              hp={battle.user_hp}
              maxHp={battle.user_max_hp}
              atk={battle.user_atk}
              def={battle.user_def}
              spd={battle.user_spd}
              portrait={<JobPortrait jobName={battle.job} size="md" />}
            />
          </div>
          <p className={layout.versus} aria-hidden="true">
            VS
          </p>
          <div className={layout.monster}>
            <CombatantCard
              side="monster"
              label={battle.boss ? 'Boss' : 'Monster'}
              name={monster.monster_name}
              title={battle.boss ? 'Floor Boss' : 'Demon'}
              level={monster.monster_level}
              hp={monster.monster_hp}
              maxHp={monster.monster_max_hp}
              atk={monster.monster_atk}
              def={monster.monster_def}
              spd={monster.monster_spd}
              portrait={<MonsterPortrait name={monster.monster_name} />}
            />
          </div>
        </div>
      </HuntScene>

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
        hint="Leaving mid-fight counts as a defeat."
        goldLoss={battle.flee_gold_loss}
        onLeave={leave}
        pending={busy === 'leave'}
        disabled={busy !== null}
      >
        <IconExitDoor aria-hidden="true" />
        Leave the Tower
      </FleeButton>
    </div>
  );
}
