import type { Currency } from '@demonbane/game/currency';
import IconSoul from '~icons/game-icons/soul';
import IconCoins from '~icons/game-icons/two-coins';
import { formatNumber } from '@/lib/format-number';
import styles from './currency-amount.module.css';

const ICONS = { gold: IconCoins, soul: IconSoul } as const;
const NAMES = { gold: 'gold', soul: 'souls' } as const;

/** The currency's name as a player reads it: gold, souls. */
export function currencyName(currency: Currency): string {
  return NAMES[currency];
}

export interface CurrencyAmountProps {
  amount: number;
  currency: Currency;
  /** Show the currency's name after the number rather than only to screen readers. */
  named?: boolean;
  size?: 'inherit' | 'md' | 'lg';
  /**
   * `coin`: only the coin takes the currency's colour; `glow`: the number too, with a lit
   * coin (prices on the bazaar's dark stalls); `ink`: darker coins for parchment cards.
   */
  tone?: 'coin' | 'glow' | 'ink';
}

/** An amount with its coin, e.g. (coins) 3,000 gold; the name is always there for screen readers. */
export function CurrencyAmount({
  amount,
  currency,
  named = false,
  size = 'inherit',
  tone = 'coin',
}: CurrencyAmountProps) {
  const Icon = ICONS[currency];
  // One soul, not "1 souls" (gold has no plural).
  const name = currency === 'soul' && amount === 1 ? 'soul' : NAMES[currency];
  return (
    <span className={`${styles.amount} ${styles[currency]} ${styles[tone]} ${styles[size]}`}>
      <Icon className={styles.icon} aria-hidden="true" />
      <span className={styles.value}>{formatNumber(amount)}</span>{' '}
      {/* The space stays outside the name so every reader hears "120 gold". */}
      <span className={named ? styles.name : 'sr-only'}>{name}</span>
    </span>
  );
}
