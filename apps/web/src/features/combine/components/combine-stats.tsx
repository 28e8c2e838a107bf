import type { CombinableItem } from '@demonbane/shared/forge-schemas';
import { RarityText } from '@/components/game/rarity-text';
import { StatBlock, STAT_KEYS } from '@/components/ui/stat-block';
import { formatNumber } from '@/lib/format-number';
import styles from './combine-stats.module.css';

/** Each stat now and after the combine: 12 → 16. */
export function CombineStats({ item }: { item: CombinableItem }) {
  return (
    <StatBlock
      cells={STAT_KEYS.map((key) => {
        const now = item.stats[key];
        const next = item.next_stats[key];
        const dim = now === 0 && next === 0;
        return {
          key,
          dim,
          value: (
            <>
              <span>{formatNumber(now)}</span>
              <span className={styles.arrow} aria-hidden="true">
                →
              </span>
              <span className="sr-only"> becomes </span>
              {/* A stat the piece lacks stays dim, not in the new rarity's colour. */}
              {dim ? (
                <span>{formatNumber(next)}</span>
              ) : (
                <RarityText rarity={item.next_rarity}>{formatNumber(next)}</RarityText>
              )}
            </>
          ),
        };
      })}
    />
  );
}
