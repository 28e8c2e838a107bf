import type { GachaBoxView } from '@demonbane/shared/gacha-schemas';
import type { DrawAmount } from '@demonbane/game/gacha';

/** What the draw screens need of a box to price and repeat a draw. */
export type DrawBox = Pick<GachaBoxView, 'index' | 'box' | 'currencies' | 'price' | 'multi_price'>;

/** Spec §9: the 11-draw costs multi_price, or 10 × the single price when the box sets none. */
export function multiPrice(box: Pick<DrawBox, 'price' | 'multi_price'>): number {
  return box.multi_price ?? box.price * 10;
}

export function drawCost(box: Pick<DrawBox, 'price' | 'multi_price'>, amount: DrawAmount): number {
  return amount === 1 ? box.price : multiPrice(box);
}
