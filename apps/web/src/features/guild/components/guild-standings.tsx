import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import IconPodium from '~icons/game-icons/podium';
import { Alert } from '@/components/ui/alert';
import { Loading } from '@/components/ui/loading';
import { Panel } from '@/components/ui/panel';
import { RankedRow, RankedTable } from '@/components/ui/ranking-table';
import table from '@/components/ui/ranking-table.module.css';
import { loadError } from '@/lib/error-message';
import { formatNumber } from '@/lib/format-number';
import { GUILD_STANDINGS_ERROR, guildStandingsQueryOptions } from '../api/get-guild-standings';
import styles from './guild-standings.module.css';

interface BoardRow {
  rank: number;
  guildId: string;
  name: string;
  tag: string;
  members: number;
}

/** The guilds' two boards (GET /leaderboard/guilds): this week's raid and the tower season. */
export function GuildStandings({ guildId }: { guildId: string | null }) {
  const standings = useQuery(guildStandingsQueryOptions());
  const error = loadError(standings.error, GUILD_STANDINGS_ERROR);
  const data = standings.data;
  return (
    <div className={styles.boards}>
      <Board
        title={data ? `Raid, week ${formatNumber(data.week)}` : 'Raid standings'}
        label="Guilds by this week’s raid"
        empty="No guild has raided yet."
        columns={['Level', 'Pool down']}
        rows={data?.raid}
        ownGuild={guildId}
        cells={(row) => [
          formatNumber(row.level),
          row.fell_at ? 'Fallen' : `${Math.floor(row.progress * 100)}%`,
        ]}
      >
        {error && <Alert tone="error">{error}</Alert>}
        {standings.isPending && <Loading />}
      </Board>
      <Board
        title={data ? `Tower, season ${formatNumber(data.season)}` : 'Tower standings'}
        label="Guilds by the tower season"
        empty="No guild has climbed the tower this season."
        columns={['Floors', 'Best']}
        rows={data?.tower}
        ownGuild={guildId}
        cells={(row) => [formatNumber(row.floors), formatNumber(row.best_floor)]}
      />
    </div>
  );
}

/** One board: the guild's name and size, then two figures, the first the one ranked by. */
function Board<R extends BoardRow>({
  title,
  label,
  empty,
  columns,
  rows,
  ownGuild,
  cells,
  children,
}: {
  title: string;
  label: string;
  empty: string;
  columns: readonly [string, string];
  rows: readonly R[] | undefined;
  ownGuild: string | null;
  cells: (row: R) => [string, string];
  children?: ReactNode;
}) {
  return (
    <Panel tone="iron" title={title} icon={<IconPodium />}>
      {children}
      {rows && rows.length === 0 && <p className={styles.empty}>{empty}</p>}
      {rows && rows.length > 0 && (
        <RankedTable
          label={label}
          head={
            <>
              <th scope="col">Guild</th>
              {columns.map((column) => (
                <th key={column} scope="col" className={table.num}>
                  {column}
                </th>
              ))}
            </>
          }
        >
          {rows.map((row) => {
            const [ranked, other] = cells(row);
            return (
              <RankedRow key={row.guildId} rank={row.rank} own={row.guildId === ownGuild}>
                <th scope="row" className={table.name}>
                  {row.name} [{row.tag}]
                  <span className={table.detail}>
                    {formatNumber(row.members)} {row.members === 1 ? 'member' : 'members'}
                  </span>
                </th>
                <td className={`${table.num} ${table.score}`}>{ranked}</td>
                <td className={table.num}>{other}</td>
              </RankedRow>
            );
          })}
        </RankedTable>
      )}
    </Panel>
  );
}
