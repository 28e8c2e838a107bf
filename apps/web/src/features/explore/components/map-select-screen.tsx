import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import type { MapEntry } from '@demonbane/shared/explore-schemas';
import IconDirectionSigns from '~icons/game-icons/direction-signs';
import { Alert } from '@/components/ui/alert';
import { Loading } from '@/components/ui/loading';
import { PageHeading } from '@/components/ui/page-heading';
import { errorMessage, loadError } from '@/lib/error-message';
import { selectCurrentMap } from '@/stores/explore-selectors';
import { setCurrentMap } from '@/stores/explore-slice';
import { useAppDispatch, useAppSelector } from '@/stores/hooks';
import { EXPLORE_LIST_ERROR, exploreListQueryOptions } from '../api/get-explore-list';
import { SET_MAP_ERROR, useSetMap } from '../api/set-map';
import { MapCard } from './map-card';
import styles from './map-select-screen.module.css';

export interface MapSelectScreenProps {
  userId: string;
  heroLevel: number | null;
  /** Why the player was sent back here from the map; shown, and no redirect back. */
  arrivalError: string | null;
}

/** /explore: choose a map and an area (spec §2, §4). */
export function MapSelectScreen(props: MapSelectScreenProps) {
  const storedMap = useAppSelector(selectCurrentMap);
  // Spec §4: an exploration already stored in this browser goes straight back to the map.
  if (storedMap !== null && props.arrivalError === null) {
    return <Navigate to="/explore-map" replace />;
  }
  return <MapSelect {...props} />;
}

function MapSelect({ userId, heroLevel, arrivalError }: MapSelectScreenProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const list = useQuery(exploreListQueryOptions(userId));
  const listError = loadError(list.error, EXPLORE_LIST_ERROR);
  const setMap = useSetMap(userId);
  // Kept through the move to the map, so the buttons stay busy until it shows.
  const pending = setMap.isPending || setMap.isSuccess ? setMap.variables : undefined;
  const [error, setError] = useState<string | null>(null);

  // … and so does one the server knows of (set from another device, say).
  const serverMap = list.data?.current_map ?? null;
  const resume = serverMap !== null && arrivalError === null;
  useEffect(() => {
    if (!resume || serverMap === null) return;
    dispatch(setCurrentMap({ current_map: serverMap, area: null }));
    navigate('/explore-map', { replace: true });
  }, [resume, serverMap, dispatch, navigate]);

  function enter(map: MapEntry, area: number) {
    if (pending) return;
    setError(null);
    setMap.mutate(
      { map, area },
      {
        onSuccess: () => navigate('/explore-map'),
        onError: (err) => setError(errorMessage(err, SET_MAP_ERROR)),
      },
    );
  }

  return (
    <div className={styles.screen}>
      <PageHeading
        icon={<IconDirectionSigns />}
        eyebrow="The Breach-Lands"
        title="Explore"
        lede="Choose a map and an area. Every step in the ash may wake something hungry."
      />
      {arrivalError && <Alert tone="error">{arrivalError}</Alert>}
      {listError && <Alert tone="error">{listError}</Alert>}
      {error && <Alert tone="error">{error}</Alert>}
      {list.isPending && <Loading />}
      {list.data && !resume && (
        <ul className={styles.maps} aria-label="Maps">
          {list.data.map.map((map) => (
            <li key={map._id}>
              <MapCard
                map={map}
                heroLevel={heroLevel}
                pendingArea={pending?.map._id === map._id ? pending.area : null}
                busy={pending !== undefined}
                onSelect={enter}
              />
            </li>
          ))}
        </ul>
      )}
      {resume && <Loading />}
    </div>
  );
}
