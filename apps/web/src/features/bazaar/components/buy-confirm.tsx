import type { Currency } from '@demonbane/game/currency';
import IconPayMoney from '~icons/game-icons/pay-money';
import { CurrencyAmount } from '@/components/ui/currency-amount';
import { InlineConfirm } from '@/components/ui/inline-confirm';
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

/** The question before a purchase that empties most of the purse, in the Buy button's place. */
export function BuyConfirm({
  itemName,
  price,
  currency,
  left,
  pending,
  onConfirm,
  onCancel,
}: BuyConfirmProps) {
  return (
    <InlineConfirm
      icon={<IconPayMoney />}
      question={`Buy ${itemName}?`}
      confirmLabel={pending ? 'Buying…' : 'Buy'}
      cancelLabel="Keep it"
      onConfirm={onConfirm}
      onCancel={onCancel}
      pending={pending}
    >
      <dl className={styles.sums}>
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
    </InlineConfirm>
  );
}
