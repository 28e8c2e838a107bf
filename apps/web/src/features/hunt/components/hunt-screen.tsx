import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import IconStoneTower from '~icons/game-icons/stone-tower';
import { DrinkPotionNotice } from '@/components/game/drink-potion-notice';
import { Alert } from '@/components/ui/alert';
import { HeadingFigures } from '@/components/ui/heading-figures';
import { Loading } from '@/components/ui/loading';
import { PageHeading } from '@/components/ui/page-heading';
import { loadError } from '@/lib/error-message';
import { formatNumber } from '@/lib/format-number';
import { readRestingRefusal } from '@/lib/resting-refusal';
import { HUNT_FETCH_ERROR, huntQueryOptions } from '../api/get-hunt';
import { SET_HUNT_ERROR, useSetHunt } from '../api/set-hunt';
import { bossBounty, floorInfo } from '../utils/floor-info';
import { huntRedirect } from '../utils/hunt-redirect';
import { BossBounties } from './boss-bounties';
import { FloorPicker } from './floor-picker';
import { FloorPreview } from './floor-preview';
import { Leaderboard } from './leaderboard';
import { PastChampions } from './past-champions';
import styles from './hunt-screen.module.css';

export interface HuntScreenProps {
  userId: string;
  /** The hero's name, to find their row on the leaderboard. */
  username: string | null;
}

/**
 * /hunt: choose a floor of the tower, and see who has climbed highest this season and
 * who won the seasons before (spec §2, §4).
 */
export function HuntScreen({ userId, username }: HuntScreenProps) {
  const navigate = useNavigate();
  const hunt = useQuery(huntQueryOptions(userId));
  const huntError = loadError(hunt.error, HUNT_FETCH_ERROR);
  const setHunt = useSetHunt(userId);
  const [chosen, setChosen] = useState<number | null>(null);
  // Pending, and on through the move to the fight.
  const pending = setHunt.isPending || setHunt.isSuccess;
  // Too hurt to start: the wait and a potion take the error's place.
  const resting = useMemo(() => readRestingRefusal(setHunt.error), [setHunt.error]);
  const error = resting ? null : loadError(setHunt.error, SET_HUNT_ERROR);

  const data = hunt.data;
  // Spec §4: a fight under way resumes; a floor won but not left waits at /hunt-error.
  const redirect = data ? huntRedirect(data) : null;
  if (redirect) return <Navigate to={redirect} replace />;

  const floors = data?.allowed_floors ?? [];
  const newest = floors.at(-1) ?? null;
  const floor = chosen !== null && floors.includes(chosen) ? chosen : newest;

  function start() {
    if (floor === null || pending) return;
    // Spec §4: Start Hunt sets the floor, then the fight begins.
    setHunt.mutate(floor, { onSuccess: () => navigate('/hunt-battle') });
  }

  return (
    <div className={styles.screen}>
      <PageHeading
        icon={<IconStoneTower />}
        eyebrow="The Hunting Tower"
        title="The Hunt"
        lede="Climb floor by floor. Every fifth floor, a boss guards the stair."
      >
        {data && (
          <HeadingFigures
            figures={[
              { label: 'Season best', value: formatNumber(data.season_floor) },
              { label: 'Personal best', value: formatNumber(data.highest_hunt) },
              {
                label: 'Season rank',
                value: data.rank !== null ? `#${formatNumber(data.rank)}` : '—',
              },
            ]}
          />
        )}
      </PageHeading>

      {huntError && <Alert tone="error">{huntError}</Alert>}
      {hunt.isPending && <Loading />}

      <div className={styles.layout}>
        <div className={styles.main}>
          {data && floor !== null && (
            <section className={styles.panel} aria-labelledby="choose-floor-title">
              <h2 id="choose-floor-title" className={styles.sectionTitle}>
                Choose a Floor
              </h2>
              <FloorPicker
                floors={floors}
                highestCleared={data.highest_hunt}
                selected={floor}
                disabled={pending}
                onSelect={setChosen}
              />
              <FloorPreview
                info={floorInfo(floor)}
                cleared={floor <= data.highest_hunt}
                bounty={bossBounty(floor, data.bosses)}
                pending={pending}
                onStart={start}
              />
              {error && <Alert tone="error">{error}</Alert>}
              {resting && (
                <DrinkPotionNotice key={resting.receivedAt} userId={userId} refusal={resting} />
              )}
            </section>
          )}
          {data && data.bosses.length > 0 && (
            <section className={styles.panel} aria-labelledby="boss-bounties-title">
              <h2 id="boss-bounties-title" className={styles.sectionTitle}>
                Boss Bounties
              </h2>
              <BossBounties bosses={data.bosses} topOpen={newest ?? 0} />
            </section>
          )}
        </div>
        <div className={styles.side}>
          <Leaderboard ownRank={data ? data.rank : undefined} username={username} />
          <PastChampions />
        </div>
      </div>
    </div>
  );
}
