import type { DrawAmount } from '@demonbane/game/gacha';
import { formatNumber } from '@/lib/format-number';
import type { PendingDraw } from '../hooks/use-draw';
import { CurrencyAmount, currencyName } from '@/components/ui/currency-amount';
import { drawCost, type DrawBox } from '../utils/price';
import styles from './draw-buttons.module.css';

/** Spec §9: the 11-draw is sold as ten, the eleventh free. */
export const FREE_LABEL = '1 Free!';

export interface DrawButtonsProps {
  box: DrawBox;
  /** 'Draw' on the box list, 'Draw again' on the result. */
  verb: string;
  pending: PendingDraw | null;
  onDraw: (box: DrawBox, amount: DrawAmount) => void;
}

/** The x1 and x11 buttons of one box, each with its price. */
export function DrawButtons({ box, verb, pending, onDraw }: DrawButtonsProps) {
  return (
    <div className={styles.buttons}>
      {([1, 11] as const).map((amount) => {
        const cost = drawCost(box, amount);
        const mine = pending?.box === box.index && pending.amount === amount;
        return (
          // Named by its text (WCAG 2.5.3), e.g. "Draw x11 from Ashen Coffer, 3,000 gold,
          // 1 Free!": the box's name and the price in words are for screen readers, the
          // coin and number they repeat are hidden from them. The badge comes last in the
          // markup; it is drawn at the corner wherever it sits.
          <button
            key={amount}
            type="button"
            className={`${styles.button} ${amount === 11 ? styles.multi : styles.single}`}
            disabled={pending !== null}
            aria-busy={mine}
            onClick={() => onDraw(box, amount)}
          >
            <span className={styles.verb}>{mine ? 'Opening…' : verb}</span>{' '}
            <span className={styles.count}>x{amount}</span>{' '}
            <span className="sr-only">
              from {box.box}, {formatNumber(cost)} {currencyName(box.currencies)}
              {amount === 11 && ','}
            </span>{' '}
            <span className={styles.cost} aria-hidden="true">
              <CurrencyAmount amount={cost} currency={box.currencies} />
            </span>
            {amount === 11 && (
              <>
                {' '}
                <span className={styles.free}>{FREE_LABEL}</span>
              </>
            )}
          </button>
        );
      })}
    </div>
  );
}
