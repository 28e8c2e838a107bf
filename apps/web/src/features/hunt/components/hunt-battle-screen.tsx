import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import type { HuntBattleResponse } from '@demonbane/shared/hunt-schemas';
import IconCrownedSkull from '~icons/game-icons/crowned-skull';
import IconExitDoor from '~icons/game-icons/exit-door';
import IconStoneTower from '~icons/game-icons/stone-tower';
import { BattleArena, BattleControls } from '@/components/game/battle-arena';
import { Loading } from '@/components/ui/loading';
import { useBattle } from '@/hooks/use-battle';
import { useHeroUpdate } from '@/hooks/use-hero-update';
import { errorMessage } from '@/lib/error-message';
import { useAppSelector } from '@/stores/hooks';
import { CLEAR_FLOOR_ERROR } from '../api/clear-hunt';
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

/** /hunt-battle: the fight on the current floor (spec §2, §4). */
export function HuntBattleScreen({ userId }: { userId: string }) {
  const navigate = useNavigate();
  const hero = useHeroUpdate();
  const leaveTower = useLeaveTower(userId);
  const heroLevel = useAppSelector((state) => state.session.level);
  const [message, setMessage] = useState<string | null>(null);
  const load = useCallback((signal: AbortSignal) => initializeHunt(userId, signal), [userId]);
  // Spec §8: 'Failed to initialize battle.' sends the player to /hunt-error.
  const onLoadError = useCallback(
    (err: unknown) => {
      const state: HuntErrorState = { error: errorMessage(err, INIT_BATTLE_ERROR) };
      navigate('/hunt-error', { replace: true, state });
    },
    [navigate],
  );
  const fight = useBattle<HuntBattleResponse, 'attack' | 'leave'>({
    page: 'hunt',
    userId,
    load,
    onLoadError,
  });
  const { battle, log, busy, actionError, notice, potion } = fight;

  function attack() {
    if (battle === undefined) return;
    fight.act({
      kind: 'attack',
      fallbackError: HUNT_ATTACK_ERROR,
      run: async () => {
        const outcome = readHuntAttack(await huntAttack(userId));
        if (outcome.kind === 'ongoing') {
          // Spec §4: otherwise the fight continues; the floor and its scene stay as they are.
          const { message: said, ...fields } = outcome.battle;
          setMessage(said);
          fight.show(fields);
          return;
        }
        if (outcome.kind === 'lose') hero.defeat(outcome.goldLost);
        const { to, state } = huntResultNavigation(outcome, battle.current_floor);
        navigate(to, { replace: true, state });
      },
    });
  }

  function leave() {
    // Game rules: leaving the tower mid-fight is a flight, and counts as a defeat.
    if (battle === undefined) return;
    fight.act({
      kind: 'leave',
      fallbackError: CLEAR_FLOOR_ERROR,
      run: () => leaveTower(battle.current_floor, log),
    });
  }

  if (battle === undefined) return <Loading />;

  const scene = SCENES[battle.background];

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

        <BattleArena battle={battle} heroLevel={heroLevel} boss={battle.boss} />
      </HuntScene>

      <BattleControls
        busy={busy}
        actionError={actionError}
        notice={notice}
        potion={potion}
        log={log}
        onAttack={attack}
        onDrink={fight.drink}
        leave={{
          busyAs: 'leave',
          hint: 'Leaving mid-fight counts as a defeat.',
          goldLoss: battle.flee_gold_loss,
          onLeave: leave,
          label: (
            <>
              <IconExitDoor aria-hidden="true" />
              Leave the Tower
            </>
          ),
        }}
      />
    </div>
  );
}
