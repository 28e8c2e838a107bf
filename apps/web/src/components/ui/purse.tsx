import type { Currency } from '@demonbane/game/currency';
import IconSoul from '~icons/game-icons/soul';
import IconCoins from '~icons/game-icons/two-coins';
import { formatNumber } from '@/lib/format-number';
import styles from './purse.module.css';

const ICONS = { gold: IconCoins, soul: IconSoul } as const;
const NAMES = { gold: 'Gold', soul: 'Souls' } as const;

export interface PurseCoin {
  currency: Currency;
  amount: number;
  /** The coin's name, when not 'Gold' or 'Souls'. */
  name?: string;
}

export interface PurseProps {
  /** Names the list for screen readers: 'Purse', 'Your purse'. */
  label: string;
  coins: readonly PurseCoin[];
  /** chips: a row of small chips in a page heading; tiles: two large tiles (Home). */
  size?: 'chips' | 'tiles';
  className?: string;
}

/** The hero's coins, each a term (its coin and name) and its amount. */
export function Purse({ label, coins, size = 'chips', className }: PurseProps) {
  const coinClass = size === 'chips' ? styles.chip : styles.tile;
  return (
    <dl
      className={[styles.purse, styles[size], className].filter(Boolean).join(' ')}
      aria-label={label}
    >
      {coins.map(({ currency, amount, name }) => {
        const Icon = ICONS[currency];
        return (
          <div key={currency} className={`${coinClass} ${styles[currency]}`}>
            <dt className={styles.term}>
              <Icon aria-hidden="true" />
              <span>{name ?? NAMES[currency]}</span>
            </dt>
            <dd className={styles.amount}>{formatNumber(amount)}</dd>
          </div>
        );
      })}
    </dl>
  );
}
