import type { Currency } from '@demonbane/game/currency';
import IconSoul from '~icons/game-icons/soul';
import IconCoins from '~icons/game-icons/two-coins';
import { formatNumber } from '@/lib/format-number';
import styles from './coin-amount.module.css';

const COINS = {
  gold: { Icon: IconCoins, name: 'gold' },
  soul: { Icon: IconSoul, name: 'souls' },
} as const;

/** The currency's name as a player reads it: gold, souls. */
export function currencyName(currency: Currency): string {
  return COINS[currency].name;
}

export interface CoinAmountProps {
  amount: number;
  currency: Currency;
  size?: 'md' | 'lg';
}

/** An amount with its coin: a gold or a soul icon, and the currency's name for screen readers. */
export function CoinAmount({ amount, currency, size = 'md' }: CoinAmountProps) {
  const { Icon, name } = COINS[currency];
  return (
    <span className={`${styles.amount} ${styles[currency]} ${styles[size]}`}>
      <Icon className={styles.icon} aria-hidden="true" />
      <span className={styles.value}>{formatNumber(amount)}</span>
      <span className="sr-only"> {name}</span>
    </span>
  );
}
