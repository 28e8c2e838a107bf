import type { AllowanceView } from '@demonbane/shared/bazaar-schemas';
import { CurrencyAmount } from '@/components/ui/currency-amount';
import { formatNumber } from '@/lib/format-number';
import styles from './allowance-note.module.css';

/**
 * The player's trading allowance left: the gold of value the bazaar lets them pass to
 * other players (paying above a piece's reference value, or asking below it).
 */
export function AllowanceNote({ allowance }: { allowance: AllowanceView | undefined }) {
  if (!allowance) return null;
  return (
    <p className={styles.note}>
      Trading allowance:{' '}
      <CurrencyAmount amount={allowance.left} currency="gold" size="md" tone="glow" /> left of{' '}
      {formatNumber(allowance.limit)}.{' '}
      <span className={styles.why}>
        Paying above a piece&apos;s reference value, or asking below it, uses it up; it grows with
        your level and with each day of your account&apos;s age, from its second day to its
        fifteenth.
      </span>
    </p>
  );
}
