import { useQuery } from '@tanstack/react-query';
import IconTrophy from '~icons/game-icons/trophy';
import { Alert } from '@/components/ui/alert';
import { Loading } from '@/components/ui/loading';
import { Panel } from '@/components/ui/panel';
import { loadError } from '@/lib/error-message';
import { formatNumber } from '@/lib/format-number';
import {
  ARENA_LEADERBOARD_ERROR,
  arenaLeaderboardQueryOptions,
} from '../api/get-arena-leaderboard';
import { RankedName, RankedRow, RankedTable } from '@/components/ui/ranking-table';
import table from '@/components/ui/ranking-table.module.css';
import styles from './arena-leaderboard.module.css';

/** The anchor the arena's own link jumps to. */
export const ARENA_LEADERBOARD_ID = 'arena-leaderboard';

/** The top 100 by rating (GET /leaderboard/arena), the hero's row marked. */
export function ArenaLeaderboard({ username }: { username: string | null }) {
  const board = useQuery(arenaLeaderboardQueryOptions());
  const error = loadError(board.error, ARENA_LEADERBOARD_ERROR);
  const rows = board.data;
  return (
    <div id={ARENA_LEADERBOARD_ID} className={styles.anchor}>
      <Panel tone="iron" title="Arena Leaderboard" icon={<IconTrophy />}>
        {error && <Alert tone="error">{error}</Alert>}
        {board.isPending && <Loading />}
        {rows && rows.length === 0 && (
          <p className={styles.empty}>No one has fought in the arena yet.</p>
        )}
        {rows && rows.length > 0 && (
          <RankedTable
            label="Top fighters"
            head={
              <>
                <th scope="col">Fighter</th>
                <th scope="col" className={table.num}>
                  Rating
                </th>
                <th scope="col" className={table.num}>
                  <abbr className={styles.plain} title="Wins and losses">
                    W–L
                  </abbr>
                </th>
              </>
            }
          >
            {rows.map((row) => {
              const own = row.username === username;
              return (
                <RankedRow key={row.rank} rank={row.rank} own={own}>
                  <RankedName
                    name={row.username}
                    renown={row}
                    own={own}
                    detail={`${row.job_name} · Lv ${formatNumber(row.level)}`}
                  />
                  <td className={`${table.num} ${table.score}`}>{formatNumber(row.rating)}</td>
                  <td className={table.num}>
                    {formatNumber(row.wins)}–{formatNumber(row.losses)}
                  </td>
                </RankedRow>
              );
            })}
          </RankedTable>
        )}
      </Panel>
    </div>
  );
}
