import type { ShopItem } from '@demonbane/shared/shop-schemas';

/** Either shop as the screen shows it: what is for sale and what the hero can spend. */
export interface ShopCatalogue {
  balance: number;
  items: ShopItem[];
}
