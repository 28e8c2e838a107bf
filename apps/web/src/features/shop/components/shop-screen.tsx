import { useCallback, useState } from 'react';
import type { ShopItem } from '@demonbane/shared/shop-schemas';
import type { Currency } from '@demonbane/game/currency';
import { Alert } from '@/components/ui/alert';
import { Loading } from '@/components/ui/loading';
import { useApiQuery } from '@/hooks/use-api-query';
import { errorMessage } from '@/lib/error-message';
import { QTY_TOO_LOW } from '@/lib/quantity';
import { useAppDispatch } from '@/stores/hooks';
import { setUser } from '@/stores/session-slice';
import { getGoldShop } from '../api/get-gold-shop';
import { getPremiumShop } from '../api/get-premium-shop';
import { purchaseItem } from '../api/purchase-item';
import type { ShopCatalogue } from '../types/shop-catalogue';
import { ShopHeader } from './shop-header';
import { ShopItemCard, type ShopFeedback } from './shop-item-card';
import styles from './shop-screen.module.css';

interface ShopRules {
  load: (userId: string, signal: AbortSignal) => Promise<ShopCatalogue>;
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
    load: getGoldShop,
    loadError: 'Error fetching shop items.',
    success: 'Purchase successful',
    failure: 'Error purchasing item',
    tooFew: 'alert',
    waresLabel: 'Wares for gold',
  },
  soul: {
    load: getPremiumShop,
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
  const dispatch = useAppDispatch();
  const fetcher = useCallback((signal: AbortSignal) => rules.load(userId, signal), [rules, userId]);
  const shop = useApiQuery(fetcher, rules.loadError);
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [feedback, setFeedback] = useState<ShopFeedback | null>(null);

  async function buy(item: ShopItem, qty: number) {
    if (qty < 1) {
      if (rules.tooFew === 'alert') {
        setFeedback(null);
        window.alert(QTY_TOO_LOW);
      } else {
        setFeedback({ itemId: item._id, tone: 'error', text: QTY_TOO_LOW });
      }
      return;
    }
    setPendingId(item._id);
    setFeedback(null);
    try {
      const res = await purchaseItem(userId, { itemId: item._id, type: currency, qty });
      shop.setData((data) => ({ ...data, balance: res.balance }));
      dispatch(setUser(currency === 'gold' ? { gold: res.balance } : { soul: res.balance }));
      setFeedback({ itemId: item._id, tone: 'success', text: rules.success, detail: res.message });
    } catch (err) {
      setFeedback({ itemId: item._id, tone: 'error', text: errorMessage(err, rules.failure) });
    } finally {
      setPendingId(null);
    }
  }

  const { data } = shop;
  return (
    <div className={styles.screen}>
      <ShopHeader currency={currency} balance={data?.balance ?? null} />
      {shop.error && <Alert tone="error">{shop.error}</Alert>}
      {data === null && shop.loading && <Loading />}
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
