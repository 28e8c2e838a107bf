import type { CSSProperties } from 'react';
import type { GachaBoxView } from '@demonbane/shared/gacha-schemas';
import { rarityColour } from '../utils/rarity-colour';
import { formatPercent, visibleRates } from '../utils/rates';
import styles from './rate-list.module.css';

/** The published odds as percentages, each rarity in its colour (the 'null' key is hidden). */
export function RateList({ rarity, label }: { rarity: GachaBoxView['rarity']; label: string }) {
  const rates = visibleRates(rarity);
  const top = Math.max(...rates.map((r) => r.percent), 1);
  return (
    <dl className={styles.rates} aria-label={label}>
      {rates.map(({ key, percent }) => {
        const colour = rarityColour(key);
        return (
          <div
            key={key}
            className={`${styles.rate} ${styles[colour.tone]}`}
            style={{ '--rate-colour': colour.css } as CSSProperties}
          >
            <dt className={styles.key}>{key}</dt>
            <dd className={styles.percent}>{formatPercent(percent)}</dd>
            <span className={styles.track} aria-hidden="true">
              <span
                className={styles.fill}
                style={{ width: `${Math.max(2, (percent / top) * 100)}%` }}
              />
            </span>
          </div>
        );
      })}
    </dl>
  );
}
