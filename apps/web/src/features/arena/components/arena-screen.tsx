import { useQuery } from '@tanstack/react-query';
import { ARENA } from '@demonbane/game/arena';
import IconSwordsEmblem from '~icons/game-icons/swords-emblem';
import IconTrophy from '~icons/game-icons/trophy';
import { Alert } from '@/components/ui/alert';
import { EmptyState } from '@/components/ui/empty-state';
import { HeadingFigures } from '@/components/ui/heading-figures';
import { Loading } from '@/components/ui/loading';
import { PageHeading } from '@/components/ui/page-heading';
import { useSecondsUntil } from '@/hooks/use-seconds-until';
import { durationText } from '@/lib/duration-text';
import { loadError } from '@/lib/error-message';
import { formatNumber } from '@/lib/format-number';
import { ARENA_LOAD_ERROR, arenaQueryOptions } from '../api/get-arena';
import { useArenaFight } from '../hooks/use-arena-fight';
import { ARENA_LEADERBOARD_ID, ArenaLeaderboard } from './arena-leaderboard';
import { FightLog } from './fight-log';
import { FightReplay } from './fight-replay';
import { OpponentCard } from './opponent-card';
import styles from './arena-screen.module.css';

export interface ArenaScreenProps {
  userId: string;
  /** The hero's name, to find their row on the leaderboard. */
  username: string | null;
}

/**
 * /arena: the hero's rating and challenges left today, three heroes near that rating
 * to challenge (the fight is played back, then the rating change), the fights made and
 * taken to watch again, and the leaderboard by rating.
 */
export function ArenaScreen({ userId, username }: ArenaScreenProps) {
  const arena = useQuery(arenaQueryOptions(userId));
  const fight = useArenaFight(userId);
  const data = arena.data;
  const error = loadError(arena.error, ARENA_LOAD_ERROR);
  // 00:00 UTC: the day's challenges are back.
  const left = useSecondsUntil(data?.resets_at, () => void arena.refetch());

  const outOfChallenges = data !== undefined && data.attacks_left === 0;

  return (
    <div className={styles.screen}>
      <PageHeading
        icon={<IconSwordsEmblem />}
        eyebrow="The Blood Pit"
        title="Arena"
        lede="Challenge another hunter’s shadow: the fight plays out at once, and the winner takes rating from the loser."
      >
        {data && (
          <HeadingFigures
            figures={[
              { label: 'Rating', value: formatNumber(data.rating) },
              {
                label: 'Challenges left',
                value: (
                  <>
                    {formatNumber(data.attacks_left)}
                    <span className={styles.of}> / {formatNumber(ARENA.attacksPerDay)}</span>
                  </>
                ),
              },
            ]}
          />
        )}
      </PageHeading>

      {error && <Alert tone="error">{error}</Alert>}
      {arena.isPending && <Loading />}

      {fight.replay && (
        <FightReplay replay={fight.replay} playing={fight.playing} onSkip={fight.skip} />
      )}

      {data && (
        <>
          <section className={styles.opponents} aria-labelledby="arena-opponents-title">
            <div className={styles.sectionHead}>
              <h2 id="arena-opponents-title" className={styles.sectionTitle}>
                Opponents
              </h2>
              <a href={`#${ARENA_LEADERBOARD_ID}`} className={styles.boardLink}>
                <IconTrophy aria-hidden="true" />
                Leaderboard
              </a>
              <p className={styles.reset}>
                {left !== null && left > 0
                  ? `Challenges reset to ${formatNumber(ARENA.attacksPerDay)} in ${durationText(left)}`
                  : 'Challenges are being reset'}
              </p>
            </div>
            <p className={styles.reset}>
              {`You may challenge heroes of level ${formatNumber(data.level_band.min)}–${formatNumber(data.level_band.max)} within ${formatNumber(ARENA.band)} rating. A win pays ${formatNumber(data.win_gold)} gold; a second win over the same hero within ${formatNumber(ARENA.repeatWindowHours)} h pays half, a third nothing.`}
            </p>
            {outOfChallenges && (
              <Alert tone="warning">
                No challenges left today. Others may still challenge you.
              </Alert>
            )}
            {fight.challengeError && <Alert tone="error">{fight.challengeError}</Alert>}
            {data.opponents.length === 0 ? (
              <EmptyState>
                No hero of level {formatNumber(data.level_band.min)}–
                {formatNumber(data.level_band.max)} within {formatNumber(ARENA.band)} rating of
                yours is ready to fight yet.
              </EmptyState>
            ) : (
              <ul className={styles.cards}>
                {data.opponents.map((opponent) => (
                  <li key={opponent._id}>
                    <OpponentCard
                      opponent={opponent}
                      disabled={fight.busy || outOfChallenges}
                      pending={fight.challenging === opponent._id}
                      onChallenge={fight.challenge}
                    />
                  </li>
                ))}
              </ul>
            )}
          </section>
          <div className={styles.columns}>
            <FightLog
              log={data.log}
              busy={fight.busy}
              loading={fight.loading}
              error={fight.watchError}
              onWatch={fight.watch}
            />
            <ArenaLeaderboard username={username} />
          </div>
        </>
      )}
    </div>
  );
}
