import type { CombinableItem } from '@demonbane/shared/forge-schemas';
import { RarityText } from '@/components/game/rarity-text';
import { formatNumber } from '@/lib/format-number';
import styles from './combine-stats.module.css';

const STATS = [
  ['atk', 'ATK', 'Attack'],
  ['def', 'DEF', 'Defence'],
  ['spd', 'SPD', 'Speed'],
] as const;

/** Each stat now and after the combine: 12 → 16. */
export function CombineStats({ item }: { item: CombinableItem }) {
  return (
    <dl className={styles.stats}>
      {STATS.map(([key, short, long]) => {
        const now = item.stats[key];
        const next = item.next_stats[key];
        return (
          <div key={key} className={styles.stat} data-zero={now === 0 && next === 0}>
            <dt>
              <abbr title={long}>{short}</abbr>
            </dt>
            <dd>
              <span>{formatNumber(now)}</span>
              <span className={styles.arrow} aria-hidden="true">
                →
              </span>
              <span className="sr-only"> becomes </span>
              <RarityText rarity={item.next_rarity}>{formatNumber(next)}</RarityText>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
