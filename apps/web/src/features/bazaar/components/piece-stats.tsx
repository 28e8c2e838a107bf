import type { ListingView } from '@demonbane/shared/bazaar-schemas';
import { formatNumber } from '@/lib/format-number';
import styles from './piece-stats.module.css';

const STATS = [
  ['atk', 'ATK', 'Attack'],
  ['def', 'DEF', 'Defence'],
  ['spd', 'SPD', 'Speed'],
] as const;

/** ATK / DEF / SPD of a piece as bonuses; a stat the piece lacks is dimmed. */
export function PieceStats({ stats }: { stats: ListingView['stats'] }) {
  return (
    <dl className={styles.stats}>
      {STATS.map(([key, short, long]) => (
        <div key={key} className={styles.stat} data-zero={stats[key] === 0}>
          <dt>
            <abbr title={long}>{short}</abbr>
          </dt>
          <dd>{stats[key] > 0 ? `+${formatNumber(stats[key])}` : formatNumber(stats[key])}</dd>
        </div>
      ))}
    </dl>
  );
}
