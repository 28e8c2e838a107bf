import { useMutation, useQueryClient } from '@tanstack/react-query';
import { shopApi } from '@demonbane/shared/shop-api';
import type { ShopItem } from '@demonbane/shared/shop-schemas';
import type { Currency } from '@demonbane/game/currency';
import { useHeroUpdate } from '@/hooks/use-hero-update';
import { postIntent } from '@/lib/post-intent';
import { queryKeys } from '@/lib/query-keys';
import type { ShopCatalogue } from '../types/shop-catalogue';

export interface PurchaseResult {
  message: string;
  /** The balance left in the currency paid with. */
  balance: number;
}

/** POST /shop/purchase: buys `qty` (1..99) of one item; the server prices it. */
export async function purchaseItem(
  userId: string,
  input: { itemId: string; type: Currency; qty: number },
): Promise<PurchaseResult> {
  const res = await postIntent(shopApi.purchase, { userId, ...input });
  const balance = 'gold' in res.user ? res.user.gold : res.user.soul;
  return { message: res.message, balance };
}

/**
 * A purchase: the shop and the session take the balance it answers, and the pack
 * (consumables, equipment) is fetched again where it is next shown.
 */
export function usePurchaseItem(userId: string, currency: Currency) {
  const queryClient = useQueryClient();
  const hero = useHeroUpdate();
  return useMutation({
    mutationFn: ({ item, qty }: { item: ShopItem; qty: number }) =>
      purchaseItem(userId, { itemId: item._id, type: currency, qty }),
    onSuccess: ({ balance }) => {
      queryClient.setQueryData<ShopCatalogue>(
        queryKeys.shop(currency),
        (shop) => shop && { ...shop, balance },
      );
      hero.set(currency === 'gold' ? { gold: balance } : { soul: balance });
      void queryClient.invalidateQueries({ queryKey: queryKeys.consumables });
      void queryClient.invalidateQueries({ queryKey: queryKeys.equipment });
    },
  });
}
