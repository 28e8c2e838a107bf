import type { Rarity } from '@demonbane/game/rarity';

/**
 * An equipment piece as `Rarity:item_id` (the server's lock-key form). Copies of
 * a piece stack, so pieces are counted by key rather than named one by one.
 */
export type PieceKey = `${string}:${string}`;

export const pieceKey = (itemId: string, rarity: string): PieceKey => `${rarity}:${itemId}`;

/** A rarity never holds a colon, so the first one splits the key. */
export function splitPieceKey(key: PieceKey): { itemId: string; rarity: Rarity } {
  const at = key.indexOf(':');
  return { rarity: key.slice(0, at) as Rarity, itemId: key.slice(at + 1) };
}
