import { shopApi } from '@demonbane/shared/shop-api';
import type { Currency } from '@demonbane/game/currency';
import { postIntent } from '@/lib/post-intent';

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
