import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Direction } from '@demonbane/game/explore';
import IconCampfire from '~icons/game-icons/campfire';
import IconExitDoor from '~icons/game-icons/exit-door';
import IconLaurels from '~icons/game-icons/laurels-trophy';
import IconMagicPortal from '~icons/game-icons/magic-portal';
import { DrinkPotionNotice } from '@/components/game/drink-potion-notice';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LiveMessage } from '@/components/ui/live-message';
import { Loading } from '@/components/ui/loading';
import { PageHeading } from '@/components/ui/page-heading';
import { useKeyShortcuts } from '@/hooks/use-key-shortcuts';
import { errorMessage } from '@/lib/error-message';
import { useLeaveDungeon } from '@/lib/leave-dungeon';
import { readRestingRefusal, type RestingRefusal } from '@/lib/resting-refusal';
import { selectExplore } from '@/stores/explore-selectors';
import { clearExplore, setPosition } from '@/stores/explore-slice';
import { useAppDispatch, useAppSelector } from '@/stores/hooks';
import { clearErrorText } from '../api/clear-exploration';
import { POSITION_ERROR, positionQueryOptions } from '../api/get-position';
import { MOVE_ERROR, useMoveHero } from '../api/move';
import { useMoveLock } from '../hooks/use-move-lock';
import { exploreErrorState } from '../utils/explore-error-state';
import { keyToDirection } from '../utils/key-direction';
import { DirectionPad } from './direction-pad';
import { ExploreGrid } from './explore-grid';
import { MapArt } from './map-art';
import styles from './explore-map-screen.module.css';

/** Spec §4 goal text. */
export function goalText(mapName: string, area: number): string {
  return `You have finished the ${mapName} area ${area}`;
}

function pathsText(next: readonly Direction[]): string {
  return next.length > 0 ? `Open paths: ${next.join(', ')}.` : 'No open paths.';
}

/** /explore-map: walk the area tile by tile (spec §2, §4). */
export function ExploreMapScreen({ userId }: { userId: string }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const explore = useAppSelector(selectExplore);
  const [moveError, setMoveError] = useState<string | null>(null);
  // Too hurt to step into a fight: said beside the controls, with a potion to drink.
  const [resting, setResting] = useState<RestingRefusal | null>(null);
  const [clearError, setClearError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const lock = useMoveLock();
  const moveHero = useMoveHero(userId);
  const leaveDungeon = useLeaveDungeon(userId);
  // Pending, and on through the move to /explore.
  const clearing = leaveDungeon.isPending || leaveDungeon.isSuccess;

  // Where the hero stands now: the server's word, never the stored copy alone.
  const position = useQuery(positionQueryOptions(userId));
  const here = position.data;
  const loaded = here !== undefined && here.type !== 'battle';
  useEffect(() => {
    if (here === undefined) return;
    dispatch(setPosition(here));
    // Spec §4: a hero already facing a monster goes back to the fight.
    if (here.type === 'battle') navigate('/battle', { replace: true });
  }, [here, dispatch, navigate]);
  useEffect(() => {
    if (position.error === null) return;
    // Spec §8: 'Error fetching map position.', then back to /explore.
    dispatch(clearExplore());
    navigate('/explore', {
      replace: true,
      state: exploreErrorState(errorMessage(position.error, POSITION_ERROR)),
    });
  }, [position.error, dispatch, navigate]);

  const canWalk = loaded && !clearing && explore.type === 'explore';
  const move = useCallback(
    (direction: Direction) => {
      if (!canWalk || !explore.next.includes(direction)) return;
      void lock.run(async () => {
        setMoveError(null);
        setResting(null);
        try {
          const res = await moveHero.mutateAsync(direction);
          if (res.type === 'battle' || res.monster !== null) {
            navigate('/battle');
            return;
          }
          setAnnouncement(
            res.type === 'goal'
              ? goalText(res.explore.current_map.map_name, res.explore.area)
              : `You move ${direction}. ${pathsText(res.explore.next)}`,
          );
        } catch (err) {
          const refusal = readRestingRefusal(err);
          if (refusal) setResting(refusal);
          else setMoveError(errorMessage(err, MOVE_ERROR));
        }
      });
    },
    [canWalk, explore.next, lock, moveHero, navigate],
  );

  // Arrow keys and WASD.
  useKeyShortcuts((event) => {
    const direction = keyToDirection(event.key);
    if (direction !== null) move(direction);
    return direction !== null;
  });

  function leave() {
    if (clearing) return;
    setClearError(null);
    leaveDungeon.mutate(undefined, {
      // A fight opened meanwhile (another tab) and leaving fled it: say what it cost.
      onSuccess: (res) =>
        navigate('/explore', res.fled ? { state: exploreErrorState(res.message) } : undefined),
      onError: (err) => setClearError(clearErrorText(err)),
    });
  }

  const { current_map: map, area, x, y } = explore;
  if (!loaded || map === null || area === null || x === null || y === null) return <Loading />;

  const finished = explore.type === 'goal';
  return (
    <div className={styles.screen}>
      <PageHeading
        icon={<MapArt mapId={map._id} />}
        eyebrow={`Exploring · Area ${area}`}
        title={map.map_name}
      />

      {clearError && <Alert tone="error">{clearError}</Alert>}
      {moveError && <Alert tone="error">{moveError}</Alert>}

      <div className={styles.layout}>
        <section className={styles.board} aria-label="Map">
          <ExploreGrid
            grid={explore.grid}
            x={x}
            y={y}
            jobName={explore.job_name}
            label={`Map of ${map.map_name} area ${area}. You stand at column ${x + 1}, row ${y + 1}. ${pathsText(explore.next)}`}
          />
        </section>

        <ul className={styles.legend} aria-label="Legend">
          <li>
            <span className={`${styles.swatch} ${styles.swatchFloor}`} aria-hidden="true">
              <IconCampfire />
            </span>
            Start
          </li>
          <li>
            <span className={`${styles.swatch} ${styles.swatchGoal}`} aria-hidden="true">
              <IconMagicPortal />
            </span>
            Goal
          </li>
          <li>
            <span className={`${styles.swatch} ${styles.swatchWall}`} aria-hidden="true" />
            Wall
          </li>
          <li>
            <span className={`${styles.swatch} ${styles.swatchFog}`} aria-hidden="true" />
            Unexplored
          </li>
        </ul>

        <aside className={styles.side} aria-label={finished ? 'Area finished' : 'Controls'}>
          {finished ? (
            <div className={styles.goal}>
              <IconLaurels className={styles.goalIcon} aria-hidden="true" />
              <p className={styles.goalText}>{goalText(map.map_name, area)}</p>
              <Button variant="ember" onClick={leave} disabled={clearing} block>
                {clearing ? 'Leaving…' : 'Back to Map Selection'}
              </Button>
            </div>
          ) : (
            <>
              {resting && (
                <DrinkPotionNotice key={resting.receivedAt} userId={userId} refusal={resting} />
              )}
              <DirectionPad allowed={explore.next} locked={lock.locked} onMove={move} />
              <p className={styles.hint}>
                Use the arrows, the arrow keys or <kbd className={styles.key}>W</kbd>{' '}
                <kbd className={styles.key}>A</kbd> <kbd className={styles.key}>S</kbd>{' '}
                <kbd className={styles.key}>D</kbd>. Any step may wake a demon.
              </p>
              <Button variant="secondary" onClick={leave} disabled={clearing} block>
                <IconExitDoor aria-hidden="true" />
                {clearing ? 'Leaving…' : 'Leave Dungeon'}
              </Button>
            </>
          )}
        </aside>
      </div>

      <LiveMessage>{announcement}</LiveMessage>
    </div>
  );
}
