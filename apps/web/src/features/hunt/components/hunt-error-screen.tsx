import { useQuery } from '@tanstack/react-query';
import { fleeGoldLoss } from '@demonbane/game/defeat-cost';
import IconStoneTower from '~icons/game-icons/stone-tower';
import { Alert } from '@/components/ui/alert';
import { useAppSelector } from '@/stores/hooks';
import { huntQueryOptions } from '../api/get-hunt';
import { floorInfo } from '../utils/floor-info';
import { FloorActions } from './floor-actions';
import { HuntScene } from './hunt-scene';
import styles from './hunt-error-screen.module.css';

export interface HuntErrorScreenProps {
  userId: string;
  /** Why the fight could not be shown (e.g. 'Failed to initialize battle.'), if it was sent. */
  arrivalError: string | null;
}

/** /hunt-error: 'Please proceed', with Clear Floor and Next Floor (spec §2). */
export function HuntErrorScreen({ userId, arrivalError }: HuntErrorScreenProps) {
  // Only to name the floor the hero stands on; the buttons work without it.
  const hunt = useQuery(huntQueryOptions(userId));
  const gold = useAppSelector((state) => state.session.gold);
  const level = useAppSelector((state) => state.session.level);
  const floor = hunt.data?.current_floor ?? null;
  const fighting = floor !== null && Boolean(hunt.data?.monster);
  const info = floorInfo(floor ?? 1);
  const lede =
    floor === null
      ? 'There is no fight to return to. Climb on, or leave the tower and choose a floor.'
      : fighting
        ? `Your fight on floor ${floor} could not be shown. Leaving the tower now costs half a defeat.`
        : `The fight on floor ${floor} is over. Climb to the next floor, or leave the tower.`;

  return (
    <section className={styles.screen} aria-labelledby="hunt-error-title">
      <HuntScene background={info.background} variant="vignette" className={styles.scene}>
        <div className={styles.banner}>
          <span className={styles.emblem} aria-hidden="true">
            <IconStoneTower />
          </span>
          <p className={styles.eyebrow}>
            {floor !== null ? `${info.sceneName} · Floor ${floor}` : 'The Hunting Tower'}
          </p>
          <h1 id="hunt-error-title" className={styles.title}>
            Please proceed
          </h1>
          <p className={styles.lede}>{lede}</p>
        </div>
      </HuntScene>
      <div className={styles.body}>
        {arrivalError && <Alert tone="error">{arrivalError}</Alert>}
        <FloorActions
          userId={userId}
          floor={floor}
          // /hunt does not say what fleeing costs: the flee rule on the session's gold and level.
          fleeGoldLoss={fighting ? fleeGoldLoss(gold ?? 0, level ?? 1) : null}
        />
      </div>
    </section>
  );
}
