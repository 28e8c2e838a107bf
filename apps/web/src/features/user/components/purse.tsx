import IconSoul from '~icons/game-icons/soul';
import IconCoins from '~icons/game-icons/two-coins';
import { formatNumber } from '@/lib/format-number';
import styles from './purse.module.css';

/** Gold buys from the shop, soul from the premium shop. */
export function Purse({ gold, soul }: { gold: number | null; soul: number | null }) {
  return (
    <dl className={styles.purse} aria-label="Purse">
      <div className={`${styles.coin} ${styles.gold}`}>
        <dt>
          <IconCoins aria-hidden="true" />
          Gold
        </dt>
        <dd>{formatNumber(gold ?? 0)}</dd>
      </div>
      <div className={`${styles.coin} ${styles.soul}`}>
        <dt>
          <IconSoul aria-hidden="true" />
          Soul
        </dt>
        <dd>{formatNumber(soul ?? 0)}</dd>
      </div>
    </dl>
  );
}
