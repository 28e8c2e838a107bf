import { clampQuantity } from '@demonbane/shared/shop-schemas';

/** Spec §5: what the player is told when buying (or using) fewer than 1. */
export const QTY_TOO_LOW = 'Quantity must be at least 1';

/**
 * The text a quantity input holds while the player types (spec §5): over `max`
 * becomes `max`, under 1 or not a number becomes 1. An empty field stays empty so
 * the player can clear it and type a new number; it counts as 0 (under 1), which
 * the screens refuse when the player buys or uses.
 */
export function nextQuantityDraft(raw: string, max: number): string {
  if (raw.trim() === '') return '';
  return String(clampQuantity(raw, max));
}

/** The quantity a draft stands for; an empty field is 0. */
export function draftQuantity(draft: string): number {
  const n = Number.parseInt(draft, 10);
  return Number.isFinite(n) ? n : 0;
}

/** One step up or down, kept within 1..max. */
export function stepQuantity(draft: string, delta: number, max: number): string {
  return String(clampQuantity(draftQuantity(draft) + delta, max));
}
