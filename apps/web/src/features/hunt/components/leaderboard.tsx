import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import IconPodiumWinner from '~icons/game-icons/podium-winner';
import { Alert } from '@/components/ui/alert';
import { Loading } from '@/components/ui/loading';
import { loadError } from '@/lib/error-message';
import { formatNumber } from '@/lib/format-number';
import { LEADERBOARD_ERROR, leaderboardQueryOptions } from '../api/get-leaderboard';
import styles from './leaderboard.module.css';

export interface LeaderboardProps {
  /** The hero's place from POST /hunt: null before a floor is cleared, undefined while unknown. */
  ownRank: number | null | undefined;
  username: string | null;
}

/** Spec text for the hero's own place. */
export function ownRankText(rank: number | null): string {
  return rank !== null
    ? `Your rank: #${formatNumber(rank)}`
    : 'Clear a floor to enter the leaderboard';
}

/** The top 100 hunters by highest floor (GET /leaderboard/hunt), the hero's row marked. */
export function Leaderboard({ ownRank, username }: LeaderboardProps) {
  const board = useQuery(leaderboardQueryOptions());
  const error = loadError(board.error, LEADERBOARD_ERROR);
  const scrollRef = useRef<HTMLDivElement>(null);
  const isOwn = (entry: { rank: number; username: string }) =>
    username !== null ? entry.username === username : entry.rank === ownRank;

  // Bring the hero's row into view inside the list (never scrolling the page itself).
  const rows = board.data;
  useEffect(() => {
    const box = scrollRef.current;
    const row = box?.querySelector<HTMLElement>('[data-own="true"]');
    if (!box || !row) return;
    if (row.offsetTop + row.offsetHeight > box.clientHeight) {
      box.scrollTop = row.offsetTop - box.clientHeight / 2;
    }
  }, [rows]);

  return (
    <section className={styles.board} aria-labelledby="leaderboard-title">
      <header className={styles.header}>
        <IconPodiumWinner className={styles.icon} aria-hidden="true" />
        <div>
          <h2 id="leaderboard-title" className={styles.title}>
            Leaderboard
          </h2>
          <p className={styles.subtitle}>The hundred who climbed highest</p>
        </div>
      </header>
      {ownRank !== undefined && (
        <p className={`${styles.own} ${ownRank !== null ? styles.ranked : ''}`}>
          {ownRankText(ownRank)}
        </p>
      )}
      {error && <Alert tone="error">{error}</Alert>}
      {board.isPending && <Loading />}
      {rows && rows.length === 0 && (
        <p className={styles.empty}>No hunter has cleared a floor yet. Be the first.</p>
      )}
      {rows && rows.length > 0 && (
        <div
          ref={scrollRef}
          className={styles.scroll}
          role="region"
          aria-label="Top hunters"
          tabIndex={0}
        >
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col" className={styles.rank}>
                  Rank
                </th>
                <th scope="col">Hunter</th>
                <th scope="col">Job</th>
                <th scope="col" className={styles.num}>
                  Level
                </th>
                <th scope="col" className={styles.num}>
                  Floor
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((entry) => {
                const own = isOwn(entry);
                return (
                  <tr
                    key={entry.rank}
                    data-own={own || undefined}
                    aria-current={own ? 'true' : undefined}
                    className={`${own ? styles.ownRow : ''} ${entry.rank <= 3 ? styles.podium : ''}`}
                  >
                    <td className={styles.rank}>
                      <span className={styles.medal} data-rank={entry.rank}>
                        {formatNumber(entry.rank)}
                      </span>
                    </td>
                    <th scope="row" className={styles.name}>
                      {entry.username}
                      {own && <span className={styles.you}> (you)</span>}
                    </th>
                    <td>{entry.job_name}</td>
                    <td className={styles.num}>{formatNumber(entry.level)}</td>
                    <td className={`${styles.num} ${styles.floor}`}>
                      {formatNumber(entry.highest_hunt)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
