import { useQuery } from '@tanstack/react-query';
import IconLaurelCrown from '~icons/game-icons/laurel-crown';
import { Alert } from '@/components/ui/alert';
import { loadError } from '@/lib/error-message';
import { formatNumber } from '@/lib/format-number';
import { SEASONS_ERROR, seasonsQueryOptions } from '../api/get-seasons';
import { seasonDays } from '../utils/season-dates';
import table from '@/components/ui/ranking-table.module.css';
import board from './leaderboard.module.css';
import styles from './past-champions.module.css';

/** How many ended seasons, and how many of each one's best, are shown. */
const SEASONS_SHOWN = 3;
const PODIUM = 3;

/**
 * The last ended seasons' top three, as they stood when each season ended (GET /seasons);
 * a season in which no one climbed crowned no one and is left out.
 */
export function PastChampions() {
  const seasons = useQuery(seasonsQueryOptions());
  const error = loadError(seasons.error, SEASONS_ERROR);
  const past = seasons.data?.past.filter((s) => s.top.length > 0).slice(0, SEASONS_SHOWN);

  return (
    <section className={styles.panel} aria-labelledby="past-champions-title">
      {/* The leaderboard's header and medals: the two boards read as one column. */}
      <h2 id="past-champions-title" className={`${board.header} ${board.title}`}>
        <IconLaurelCrown className={board.icon} aria-hidden="true" />
        Past Champions
      </h2>
      {error && <Alert tone="error">{error}</Alert>}
      {past && past.length === 0 && (
        <p className={styles.empty}>
          No season has crowned its champions yet: the first are still climbing.
        </p>
      )}
      {past && past.length > 0 && (
        <ul className={styles.seasons}>
          {past.map((season) => {
            const titleId = `past-season-${season.number}`;
            return (
              <li key={season.number} className={styles.season} aria-labelledby={titleId}>
                <div className={styles.head}>
                  <h3 id={titleId} className={styles.name}>
                    Season {formatNumber(season.number)}
                  </h3>
                  <p className={styles.days}>{seasonDays(season.starts_at, season.ends_at)}</p>
                </div>
                <ol className={styles.podium}>
                  {season.top.slice(0, PODIUM).map((hunter) => (
                    <li key={hunter.rank} className={styles.hunter}>
                      <span className={`${table.medal} ${styles.medal}`} data-rank={hunter.rank}>
                        <span className="sr-only">Rank </span>
                        {formatNumber(hunter.rank)}
                      </span>
                      <span className={styles.who}>
                        <span className={styles.username}>{hunter.username}</span>
                        <span className={styles.job}>
                          {hunter.job_name} · Lv {formatNumber(hunter.level)}
                        </span>
                      </span>
                      <span className={styles.floor}>
                        Floor {formatNumber(hunter.highest_floor)}
                      </span>
                    </li>
                  ))}
                </ol>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
