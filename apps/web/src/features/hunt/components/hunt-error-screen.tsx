import { useCallback } from 'react';
import IconStoneTower from '~icons/game-icons/stone-tower';
import { Alert } from '@/components/ui/alert';
import { useApiQuery } from '@/hooks/use-api-query';
import { HUNT_FETCH_ERROR, getHunt } from '../api/get-hunt';
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
  const fetcher = useCallback((signal: AbortSignal) => getHunt(userId, signal), [userId]);
  const hunt = useApiQuery(fetcher, HUNT_FETCH_ERROR);
  const floor = hunt.data?.current_floor ?? null;
  const info = floorInfo(floor ?? 1);
  const lede =
    floor === null
      ? 'There is no fight to return to. Climb on, or leave the tower and choose a floor.'
      : hunt.data?.monster
        ? `Your fight on floor ${floor} could not be shown. Clear the floor to leave the tower.`
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
        <FloorActions userId={userId} floor={floor} />
      </div>
    </section>
  );
}
