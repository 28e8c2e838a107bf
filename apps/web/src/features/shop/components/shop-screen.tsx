import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ShopItem } from '@demonbane/shared/shop-schemas';
import type { Currency } from '@demonbane/game/currency';
import { Alert } from '@/components/ui/alert';
import { Loading } from '@/components/ui/loading';
import { errorMessage, loadError } from '@/lib/error-message';
import { QTY_TOO_LOW } from '@/lib/quantity';
import { goldShopQueryOptions } from '../api/get-gold-shop';
import { premiumShopQueryOptions } from '../api/get-premium-shop';
import { usePurchaseItem } from '../api/purchase-item';
import { ShopHeader } from './shop-header';
import { ShopItemCard, type ShopFeedback } from './shop-item-card';
import styles from './shop-screen.module.css';

interface ShopRules {
  query: typeof goldShopQueryOptions;
  loadError: string;
  /** Spec §8 texts. */
  success: string;
  failure: string;
  /** Spec §5: under 1, the gold shop alerts and the soul shop says so on the page. */
  tooFew: 'alert' | 'inline';
  waresLabel: string;
}

const RULES: Record<Currency, ShopRules> = {
  gold: {
    query: goldShopQueryOptions,
    loadError: 'Error fetching shop items.',
    success: 'Purchase successful',
    failure: 'Error purchasing item',
    tooFew: 'alert',
    waresLabel: 'Wares for gold',
  },
  soul: {
    query: premiumShopQueryOptions,
    loadError: 'Error fetching shop items.',
    success: 'Purchase successful!',
    failure: 'Purchase failed',
    tooFew: 'inline',
    waresLabel: 'Wares for souls',
  },
};

export interface ShopScreenProps {
  currency: Currency;
  userId: string;
}

/** /shop and /shop-premium: the same screen, paid in gold or in souls. */
export function ShopScreen({ currency, userId }: ShopScreenProps) {
  const rules = RULES[currency];
  const shop = useQuery(rules.query(userId));
  const purchase = usePurchaseItem(userId, currency);
  const [feedback, setFeedback] = useState<ShopFeedback | null>(null);
  const pendingId = purchase.isPending ? purchase.variables.item._id : null;

  function buy(item: ShopItem, qty: number) {
    if (qty < 1) {
      if (rules.tooFew === 'alert') {
        setFeedback(null);
        window.alert(QTY_TOO_LOW);
      } else {
        setFeedback({ itemId: item._id, tone: 'error', text: QTY_TOO_LOW });
      }
      return;
    }
    if (purchase.isPending) return;
    setFeedback(null);
    purchase.mutate(
      { item, qty },
      {
        onSuccess: (res) =>
          setFeedback({
            itemId: item._id,
            tone: 'success',
            text: rules.success,
            detail: res.message,
          }),
        onError: (err) =>
          setFeedback({ itemId: item._id, tone: 'error', text: errorMessage(err, rules.failure) }),
      },
    );
  }

  const { data } = shop;
  const error = loadError(shop.error, rules.loadError);
  return (
    <div className={styles.screen}>
      <ShopHeader currency={currency} balance={data?.balance ?? null} />
      {error && <Alert tone="error">{error}</Alert>}
      {shop.isPending && <Loading />}
      {data && (
        <section aria-label={rules.waresLabel}>
          <ul className={styles.grid}>
            {data.items.map((item) => (
              <li key={item._id}>
                <ShopItemCard
                  item={item}
                  currency={currency}
                  balance={data.balance}
                  pending={pendingId === item._id}
                  busy={pendingId !== null}
                  feedback={feedback?.itemId === item._id ? feedback : null}
                  onBuy={buy}
                />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
