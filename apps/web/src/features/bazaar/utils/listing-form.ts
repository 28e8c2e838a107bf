import type { Rarity } from '@demonbane/game/rarity';

/** Spec §5 texts. */
export const SELECT_ITEM_ERROR = 'Please select an item to list';
export const PRICE_ERROR = 'Please enter a valid price';

/**
 * The typed price as the whole number sent to the server (spec §5), or null when it
 * is empty, not a number, 0 or negative. The minimum (500 gold, 5 souls) is the
 * server's to enforce, not the form's.
 */
export function parsePrice(draft: string): number | null {
  if (draft.trim() === '') return null;
  const price = Math.floor(Number(draft));
  return Number.isFinite(price) && price >= 1 ? price : null;
}

export interface PickedPiece {
  item_id: string;
  rarity: Rarity;
}

export type ListingCheck =
  | { ok: true; piece: PickedPiece; price: number }
  | { ok: false; field: 'piece' | 'price'; message: string };

/** The form's checks in order: a piece first, then a valid price. */
export function checkListing(piece: PickedPiece | null, priceDraft: string): ListingCheck {
  if (piece === null) return { ok: false, field: 'piece', message: SELECT_ITEM_ERROR };
  const price = parsePrice(priceDraft);
  if (price === null) return { ok: false, field: 'price', message: PRICE_ERROR };
  return { ok: true, piece, price };
}
