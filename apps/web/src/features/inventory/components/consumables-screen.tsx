import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { Consumable } from '@demonbane/shared/inventory-schemas';
import IconCandle from '~icons/game-icons/candle-flame';
import IconKnapsack from '~icons/game-icons/knapsack';
import IconShop from '~icons/game-icons/shop';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Loading } from '@/components/ui/loading';
import { PageHeading } from '@/components/ui/page-heading';
import { CONSUMABLES_FALLBACK_ERROR, consumablesQueryOptions } from '@/lib/consumables-query';
import { loadError } from '@/lib/error-message';
import { QTY_TOO_LOW } from '@/lib/quantity';
import { useConsumeItem } from '@/lib/use-item';
import { usedItemErrorText, usedItemText } from '../api/use-item';
import { ConsumableCard, type UseFeedback } from './consumable-card';
import styles from './consumables-screen.module.css';

export interface ConsumablesScreenProps {
  userId: string;
  /** Shown beside the list on wide screens (the hero's HP and buffs). */
  aside?: ReactNode;
}

/** /inventory (spec §2 'Consumables'): what the hero carries, and using it. */
export function ConsumablesScreen({ userId, aside }: ConsumablesScreenProps) {
  const consumables = useQuery(consumablesQueryOptions(userId));
  const use = useConsumeItem(userId);
  const [feedback, setFeedback] = useState<UseFeedback | null>(null);
  const pendingId = use.isPending ? use.variables.itemId : null;

  async function handleUse(item: Consumable, qty: number): Promise<boolean> {
    if (qty < 1) {
      setFeedback({ itemId: item.item_id, tone: 'error', text: QTY_TOO_LOW });
      return false;
    }
    if (use.isPending) return false;
    setFeedback(null);
    try {
      const res = await use.mutateAsync({ itemId: item.item_id, qty });
      setFeedback({
        itemId: item.item_id,
        tone: 'success',
        text: usedItemText(qty, res.used, item.item_name),
      });
      return true;
    } catch (err) {
      setFeedback({ itemId: item.item_id, tone: 'error', text: usedItemErrorText(err) });
      return false;
    }
  }

  const { data } = consumables;
  const error = loadError(consumables.error, CONSUMABLES_FALLBACK_ERROR);
  // The last of an item leaves the list; its message then shows above the list.
  const orphanFeedback =
    feedback && data && !data.some((c) => c.item_id === feedback.itemId) ? feedback : null;

  return (
    <div className={styles.screen}>
      <PageHeading
        icon={<IconKnapsack />}
        eyebrow="Your satchel"
        title="Inventory"
        lede="Potions and war-scrolls carried into the dark."
      />
      <div className={aside ? styles.withAside : undefined}>
        <section className={styles.list} aria-labelledby="consumables-title">
          <h2 id="consumables-title" className={styles.sectionTitle}>
            Consumables
          </h2>
          {error && <Alert tone="error">{error}</Alert>}
          {orphanFeedback && <Alert tone={orphanFeedback.tone}>{orphanFeedback.text}</Alert>}
          {consumables.isPending && <Loading />}
          {data && data.length === 0 && (
            <EmptyState>
              <p>
                <IconCandle aria-hidden="true" />
                Your satchel is empty.
              </p>
              <ButtonLink to="/shop" variant="secondary">
                <IconShop aria-hidden="true" />
                Visit the Gold Shop
              </ButtonLink>
            </EmptyState>
          )}
          {data && data.length > 0 && (
            <ul className={styles.items}>
              {data.map((item) => (
                <li key={item.item_id}>
                  <ConsumableCard
                    item={item}
                    pending={pendingId === item.item_id}
                    busy={pendingId !== null}
                    feedback={feedback?.itemId === item.item_id ? feedback : null}
                    onUse={handleUse}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
        {aside && <aside className={styles.aside}>{aside}</aside>}
      </div>
    </div>
  );
}
