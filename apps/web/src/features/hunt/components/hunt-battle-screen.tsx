import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import type { AttackResponse } from '@demonbane/shared/battle-schemas';
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
import { huntAutoBattle } from '../api/hunt-auto-battle';
import { INIT_BATTLE_ERROR, initializeHunt } from '../api/initialize-hunt';
import { readHuntAttack } from '../utils/attack-outcome';
import type { HuntErrorState } from '../utils/error-state';
import { SCENES } from '../utils/floor-info';
import { huntResultNavigation } from '../utils/result';
import { useLeaveTower } from '../hooks/use-leave-tower';
import { BossFloorBadge } from './boss-floor-badge';
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
  const fight = useBattle<HuntBattleResponse, 'leave'>({
    page: 'hunt',
    userId,
    load,
    onLoadError,
    attack: (skill) => huntAttack(userId, skill),
    autoBattle: (choice) => huntAutoBattle(userId, choice),
    attackError: HUNT_ATTACK_ERROR,
    settle,
  });
  const { battle, log } = fight;

  /** An attack's or an auto-battle's answer: won, lost, or the fight goes on. */
  function settle(res: AttackResponse, shown: HuntBattleResponse) {
    const outcome = readHuntAttack(res);
    if (outcome.kind === 'ongoing') {
      // Spec §4: otherwise the fight continues; the floor and its scene stay as they are.
      const { message: said, ...fields } = outcome.battle;
      setMessage(said);
      return fields;
    }
    if (outcome.kind === 'lose') hero.defeat(outcome.goldLost);
    const { to, state } = huntResultNavigation(outcome, shown.current_floor);
    navigate(to, { replace: true, state });
    return null;
  }

  function leave() {
    // Game rules: leaving the tower mid-fight is a flight, at half a defeat's cost.
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
              {battle.boss && <BossFloorBadge className={styles.boss}>Boss Floor</BossFloorBadge>}
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

        <BattleArena battle={battle} heroLevel={heroLevel} round={fight.round} boss={battle.boss} />
      </HuntScene>

      <BattleControls
        battle={battle}
        fight={fight}
        leave={{
          busyAs: 'leave',
          hint: 'Leaving mid-fight costs half a defeat.',
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
