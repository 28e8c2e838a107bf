import { useQueryClient } from '@tanstack/react-query';
import type { SeasonsResponse } from '@demonbane/shared/season-schemas';
import IconSandsOfTime from '~icons/game-icons/sands-of-time';
import { useSecondsUntil } from '@/hooks/use-seconds-until';
import { durationText } from '@/lib/duration-text';
import { queryKeys } from '@/lib/query-keys';
import { seasonDays } from '../utils/season-dates';
import styles from './season-clock.module.css';

/**
 * The season under way: its days and the time left, counting down each second. At its
 * end the boards, the seasons and the hero's season records are read again.
 */
export function SeasonClock({ season }: { season: SeasonsResponse['current'] }) {
  const queryClient = useQueryClient();
  const left = useSecondsUntil(season.ends_at, () => {
    for (const queryKey of [queryKeys.seasons, queryKeys.huntLeaderboard, queryKeys.hunt]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  });

  return (
    <p className={styles.clock}>
      <IconSandsOfTime className={styles.icon} aria-hidden="true" />
      <span className={styles.days}>{seasonDays(season.starts_at, season.ends_at)}</span>
      <span className={styles.left}>
        {left === null || left > 0
          ? `Ends in ${durationText(left ?? 0)}`
          : 'Ended: the next season begins'}
      </span>
    </p>
  );
}
