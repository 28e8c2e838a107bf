import { useId, useState, type FormEvent } from 'react';
import type { Consumable } from '@demonbane/shared/inventory-schemas';
import IconDrink from '~icons/game-icons/drink-me';
import { ItemIcon } from '@/components/game/item-icon';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { QuantityField } from '@/components/ui/quantity-field';
import { formatNumber } from '@/lib/format-number';
import { draftQuantity } from '@/lib/quantity';
import styles from './consumable-card.module.css';

export interface UseFeedback {
  itemId: string;
  tone: 'success' | 'error';
  text: string;
}

export interface ConsumableCardProps {
  item: Consumable;
  pending: boolean;
  busy: boolean;
  feedback: UseFeedback | null;
  /** Resolves true when the item was used, so the quantity goes back to 1. */
  onUse: (item: Consumable, qty: number) => Promise<boolean>;
}

/** One consumable: picture, name, how many are owned, description and Use (1..owned, spec §5). */
export function ConsumableCard({ item, pending, busy, feedback, onUse }: ConsumableCardProps) {
  const nameId = useId();
  const [draft, setDraft] = useState('1');

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (await onUse(item, draftQuantity(draft))) setDraft('1');
  }

  return (
    <Card tone="parchment" className={styles.card} aria-labelledby={nameId}>
      <ItemIcon itemId={item.item_id} />
      <div className={styles.body}>
        <div className={styles.titleRow}>
          <h3 id={nameId} className={styles.name}>
            {item.item_name}
          </h3>
          <p className={styles.owned}>
            <span className="sr-only">Owned: </span>
            <span aria-hidden="true">×</span>
            {formatNumber(item.item_qty)}
          </p>
        </div>
        <p className={styles.description}>{item.description}</p>
      </div>
      <form className={styles.use} onSubmit={handleSubmit} noValidate>
        <QuantityField
          itemName={item.item_name}
          value={draft}
          onChange={setDraft}
          min={1}
          max={item.item_qty}
          disabled={pending}
        />
        <Button
          type="submit"
          variant="ember"
          disabled={busy}
          aria-busy={pending}
          aria-label={`Use ${item.item_name}`}
        >
          <IconDrink aria-hidden="true" />
          {pending ? 'Using…' : 'Use'}
        </Button>
      </form>
      {feedback && (
        <div className={styles.feedback}>
          <Alert tone={feedback.tone}>{feedback.text}</Alert>
        </div>
      )}
    </Card>
  );
}
