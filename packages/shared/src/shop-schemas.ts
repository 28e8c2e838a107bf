import { z } from 'zod';
import { CURRENCIES } from '@demonbane/game/currency';
import { SHOP_QTY_MAX } from '@demonbane/game/shops';
import { withUserId } from './common-schemas';

export const shopItem = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
});
export type ShopItem = z.infer<typeof shopItem>;

export const goldShopResponse = z.object({ gold: z.number(), shop: z.array(shopItem) });
export type GoldShopResponse = z.infer<typeof goldShopResponse>;

export const soulShopResponse = z.object({ soul: z.number(), premiumShop: z.array(shopItem) });
export type SoulShopResponse = z.infer<typeof soulShopResponse>;

export const QTY_MESSAGE = `Quantity must be a whole number from 1 to ${SHOP_QTY_MAX}.`;

export const purchaseBody = withUserId({
  itemId: z.string({ error: 'itemId is required.' }).min(1).max(64),
  type: z.enum(CURRENCIES, { error: "type must be 'gold' or 'soul'." }),
  qty: z.int({ error: QTY_MESSAGE }).min(1, QTY_MESSAGE).max(SHOP_QTY_MAX, QTY_MESSAGE),
});
export type PurchaseBody = z.infer<typeof purchaseBody>;

export const purchaseResponse = z.object({
  message: z.string(),
  user: z.union([z.object({ gold: z.number() }), z.object({ soul: z.number() })]),
});
export type PurchaseResponse = z.infer<typeof purchaseResponse>;

/**
 * Spec §5, the quantity input: over 99 becomes 99; under 1 or not a number becomes 1.
 * Used by the shop pages (max 99) and the inventory (max = owned).
 */
export function clampQuantity(raw: string | number, max: number = SHOP_QTY_MAX): number {
  const n = typeof raw === 'number' ? raw : Number.parseInt(raw, 10);
  if (!Number.isFinite(n) || n < 1) return 1;
  return Math.min(Math.floor(n), Math.max(1, max));
}
