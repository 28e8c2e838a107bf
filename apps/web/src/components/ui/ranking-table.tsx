import type { ReactNode, Ref } from 'react';
import type { RenownView } from '@demonbane/shared/renown-schemas';
import { RenownName } from '@/components/game/renown-name';
import { formatNumber } from '@/lib/format-number';
import styles from './ranking-table.module.css';

export interface RankedTableProps {
  /** Names the scrolling box for screen readers, e.g. 'Top hunters'. */
  label: string;
  /** The column headers after Rank. */
  head: ReactNode;
  /** The scrolling box, for a board that brings the hero's row into view. */
  scrollRef?: Ref<HTMLDivElement>;
  /** The rows: RankedRow each. */
  children: ReactNode;
}

/** A ranked board: a scrolling box (reachable by keyboard) holding the table under a sticky head. */
export function RankedTable({ label, head, scrollRef, children }: RankedTableProps) {
  return (
    <div ref={scrollRef} className={styles.scroll} role="region" aria-label={label} tabIndex={0}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col" className={styles.rank}>
              Rank
            </th>
            {head}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/**
 * A row of a ranked board: its rank on a medal (gold, silver, bronze for the first
 * three), then the cells given. The hero's own row is lit and marked as current.
 */
export function RankedRow({
  rank,
  own,
  children,
}: {
  rank: number;
  own: boolean;
  children: ReactNode;
}) {
  return (
    <tr
      data-own={own || undefined}
      aria-current={own ? 'true' : undefined}
      className={own ? styles.own : undefined}
    >
      <td className={styles.rank}>
        <span className={styles.medal} data-rank={rank}>
          {formatNumber(rank)}
        </span>
      </td>
      {children}
    </tr>
  );
}

/**
 * A ranked row's header cell: the name with its title, ascensions and frame, "(you)" on
 * the hero's own, and what follows it.
 */
export function RankedName({
  name,
  renown,
  own,
  detail,
  children,
}: {
  name: string;
  renown: RenownView;
  own: boolean;
  /** A line under the name, e.g. 'Warrior · Lv 12'. */
  detail?: string;
  children?: ReactNode;
}) {
  return (
    <th scope="row" className={styles.name}>
      <RenownName name={name} renown={renown} frameSwatch />
      {own && <span className={styles.you}> (you)</span>}
      {detail !== undefined && <span className={styles.detail}>{detail}</span>}
      {children}
    </th>
  );
}
