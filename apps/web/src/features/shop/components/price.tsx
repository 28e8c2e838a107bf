import type { Currency } from '@demonbane/game/currency';
import IconSoul from '~icons/game-icons/soul';
import IconCoins from '~icons/game-icons/two-coins';
import { formatNumber } from '@/lib/format-number';
import styles from './price.module.css';

const CURRENCY = {
  gold: { Icon: IconCoins, name: 'gold' },
  soul: { Icon: IconSoul, name: 'souls' },
} as const;

/** An amount with its coin: a gold or a soul icon, and the currency's name for screen readers. */
export function Price({ amount, currency }: { amount: number; currency: Currency }) {
  const { Icon, name } = CURRENCY[currency];
  return (
    <span className={`${styles.price} ${styles[currency]}`}>
      <Icon className={styles.icon} aria-hidden="true" />
      <span className={styles.amount}>{formatNumber(amount)}</span>{' '}
      <span className="sr-only">{name}</span>
    </span>
  );
}
