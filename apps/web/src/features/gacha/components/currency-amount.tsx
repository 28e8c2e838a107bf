import type { Currency } from '@demonbane/game/currency';
import IconSoul from '~icons/game-icons/soul';
import IconCoins from '~icons/game-icons/two-coins';
import { formatNumber } from '@/lib/format-number';
import { CURRENCY_NAMES } from '../utils/price';
import styles from './currency-amount.module.css';

const ICONS = { gold: IconCoins, soul: IconSoul } as const;

export interface CurrencyAmountProps {
  amount: number;
  currency: Currency;
  /** Show the currency's name after the number rather than only to screen readers. */
  named?: boolean;
}

/** An amount with its coin, e.g. (coins) 3,000 gold. */
export function CurrencyAmount({ amount, currency, named = false }: CurrencyAmountProps) {
  const Icon = ICONS[currency];
  const name = CURRENCY_NAMES[currency];
  return (
    <span className={`${styles.amount} ${styles[currency]}`}>
      <Icon className={styles.icon} aria-hidden="true" />
      <span className={styles.value}>{formatNumber(amount)}</span>
      {named ? (
        <span className={styles.name}> {name}</span>
      ) : (
        <span className="sr-only"> {name}</span>
      )}
    </span>
  );
}
