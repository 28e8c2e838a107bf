import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import IconPodiumWinner from '~icons/game-icons/podium-winner';
import { Alert } from '@/components/ui/alert';
import { Loading } from '@/components/ui/loading';
import { loadError } from '@/lib/error-message';
import { formatNumber } from '@/lib/format-number';
import { LEADERBOARD_ERROR, leaderboardQueryOptions } from '../api/get-leaderboard';
import { seasonsQueryOptions } from '../api/get-seasons';
import { SeasonClock } from './season-clock';
import { RankedName, RankedRow, RankedTable } from '@/components/ui/ranking-table';
import table from '@/components/ui/ranking-table.module.css';
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

/**
 * This season's top 100 hunters by highest floor (GET /leaderboard/hunt), the hero's
 * row marked, with the time left in the season (GET /seasons).
 */
export function Leaderboard({ ownRank, username }: LeaderboardProps) {
  const board = useQuery(leaderboardQueryOptions());
  const seasons = useQuery(seasonsQueryOptions());
  const error = loadError(board.error, LEADERBOARD_ERROR);
  const season = board.data?.season;
  const current = seasons.data?.current;
  const scrollRef = useRef<HTMLDivElement>(null);
  const isOwn = (entry: { rank: number; username: string }) =>
    username !== null ? entry.username === username : entry.rank === ownRank;

  // Bring the hero's row into view inside the list (never scrolling the page itself).
  const rows = board.data?.leaderboard;
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
          <p className={styles.subtitle}>
            {season !== undefined
              ? `Season ${formatNumber(season)}: the hundred who climbed highest`
              : 'The hundred who climbed highest'}
          </p>
        </div>
      </header>
      {current && current.number === season && <SeasonClock season={current} />}
      {board.data && (
        <p className={styles.subtitle}>
          {`Paid at the season’s end: heroes whose best floor this season is ${formatNumber(board.data.minimum.floor)} or higher and who won ${formatNumber(board.data.minimum.wins)} or more tower fights in it. Ties go to fewer wins, then the shorter climb.`}
        </p>
      )}
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
        <RankedTable
          label={season !== undefined ? `Top hunters of season ${season}` : 'Top hunters'}
          scrollRef={scrollRef}
          head={
            <>
              <th scope="col">Hunter</th>
              <th scope="col" className={table.num}>
                Floor
              </th>
              <th scope="col" className={table.num}>
                Wins
              </th>
              <th scope="col">Paid</th>
            </>
          }
        >
          {rows.map((entry) => {
            const own = isOwn(entry);
            return (
              <RankedRow key={entry.rank} rank={entry.rank} own={own}>
                <RankedName
                  name={entry.username}
                  renown={entry}
                  own={own}
                  detail={`${entry.job_name} · Lv ${formatNumber(entry.level)}`}
                />
                <td className={`${table.num} ${table.score}`}>
                  {formatNumber(entry.highest_hunt)}
                </td>
                <td className={table.num}>{formatNumber(entry.wins)}</td>
                <td>{entry.qualified ? 'Yes' : 'Not yet'}</td>
              </RankedRow>
            );
          })}
        </RankedTable>
      )}
    </section>
  );
}
