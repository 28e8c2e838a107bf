import { useId, useState, type FormEvent } from 'react';
import type { ShopItem } from '@demonbane/shared/shop-schemas';
import type { Currency } from '@demonbane/game/currency';
import { SHOP_QTY_MAX } from '@demonbane/game/shops';
import { ItemIcon } from '@/components/game/item-icon';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardHead } from '@/components/ui/card';
import { QuantityField } from '@/components/ui/quantity-field';
import { draftQuantity } from '@/lib/quantity';
import { CurrencyAmount, currencyName } from '@/components/ui/currency-amount';
import styles from './shop-item-card.module.css';

export interface ShopFeedback {
  itemId: string;
  tone: 'success' | 'error';
  text: string;
  /** The server's own account of the purchase, shown under the headline. */
  detail?: string;
}

export interface ShopItemCardProps {
  item: ShopItem;
  currency: Currency;
  balance: number;
  /** This item's purchase is on its way. */
  pending: boolean;
  /** Another purchase is on its way. */
  busy: boolean;
  feedback: ShopFeedback | null;
  /** Called with the quantity as typed (0 when the field is empty). */
  onBuy: (item: ShopItem, qty: number) => void;
}

/** One ware: picture, name, price, description, a quantity (default 1, spec §5) and Buy. */
export function ShopItemCard({
  item,
  currency,
  balance,
  pending,
  busy,
  feedback,
  onBuy,
}: ShopItemCardProps) {
  const nameId = useId();
  const [draft, setDraft] = useState('1');
  const qty = draftQuantity(draft);
  const total = qty * item.price;
  const short = total > balance;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    onBuy(item, qty);
  }

  return (
    <Card tone="parchment" aria-labelledby={nameId}>
      <CardHead>
        <ItemIcon itemId={item._id} />
        <div className={styles.titles}>
          <h3 id={nameId} className={styles.name}>
            {item.name}
          </h3>
          <p className={styles.each}>
            <CurrencyAmount amount={item.price} currency={currency} tone="ink" />
            <span className={styles.per}>each</span>
          </p>
        </div>
      </CardHead>
      <p className={styles.description}>{item.description}</p>
      <form className={styles.buy} onSubmit={handleSubmit} noValidate>
        <QuantityField
          itemName={item.name}
          value={draft}
          onChange={setDraft}
          min={0}
          max={SHOP_QTY_MAX}
          disabled={pending}
        />
        <Button type="submit" className={styles.button} disabled={busy} aria-busy={pending}>
          {/* Named by its text, so the name starts with what is shown (WCAG 2.5.3): "Buy
              Iron Ore, total 60 gold"; the item's name is for screen readers only. */}
          {pending ? 'Buying…' : 'Buy'} <span className="sr-only">{item.name}, total</span>{' '}
          <span className={styles.total}>
            <CurrencyAmount amount={total} currency={currency} tone="ink" />
          </span>
        </Button>
        {short && (
          <p className={styles.short}>Not enough {currencyName(currency)} for this many.</p>
        )}
      </form>
      {feedback && (
        <Alert tone={feedback.tone} title={feedback.text}>
          {feedback.detail}
        </Alert>
      )}
    </Card>
  );
}
