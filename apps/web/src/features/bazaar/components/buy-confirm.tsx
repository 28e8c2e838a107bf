import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import type { Currency } from '@demonbane/game/currency';
import IconPayMoney from '~icons/game-icons/pay-money';
import { Button } from '@/components/ui/button';
import { CurrencyAmount } from '@/components/ui/currency-amount';
import styles from './buy-confirm.module.css';

export interface BuyConfirmProps {
  itemName: string;
  price: number;
  currency: Currency;
  /** What the purse would hold after paying. */
  left: number;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The question before a purchase that empties most of the purse: it takes the Buy
 * button's place (no modal), starts on Keep it, and Escape backs out.
 */
export function BuyConfirm({
  itemName,
  price,
  currency,
  left,
  pending,
  onConfirm,
  onCancel,
}: BuyConfirmProps) {
  const titleId = useId();
  const detailId = useId();
  const keepRef = useRef<HTMLButtonElement>(null);
  useEffect(() => keepRef.current?.focus(), []);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape' || pending) return;
    event.stopPropagation();
    onCancel();
  }

  return (
    <div
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={detailId}
      className={styles.confirm}
      onKeyDown={onKeyDown}
    >
      <p id={titleId} className={styles.title}>
        <IconPayMoney aria-hidden="true" />
        Buy {itemName}?
      </p>
      <dl id={detailId} className={styles.sums}>
        <div>
          <dt>Price</dt>
          <dd>
            <CurrencyAmount amount={price} currency={currency} named />
          </dd>
        </div>
        <div>
          <dt>Left after</dt>
          <dd>
            <CurrencyAmount amount={left} currency={currency} named />
          </dd>
        </div>
      </dl>
      <div className={styles.buttons}>
        <Button onClick={onConfirm} disabled={pending} aria-busy={pending || undefined}>
          {pending ? 'Buying…' : 'Buy'}
        </Button>
        <Button ref={keepRef} variant="secondary" onClick={onCancel} disabled={pending}>
          Keep it
        </Button>
      </div>
    </div>
  );
}
