import { EQUIPMENT_TYPES } from '@demonbane/game/equipment-slot';
import { bump } from './counts';
import type { PieceKey } from './piece-key';
import type { Snapshot } from './snapshot';

/** The places a piece can be while it exists; each piece is in exactly one. */
export interface PiecePlaces {
  inventory: Map<PieceKey, number>;
  worn: Map<PieceKey, number>;
  /** In escrow: the seller's active listings. */
  listed: Map<PieceKey, number>;
  /** Sealed in the forge, until it is claimed. */
  forging: Map<PieceKey, number>;
}

export function piecePlaces(snap: Snapshot, userId: string): PiecePlaces {
  const places: PiecePlaces = {
    inventory: new Map(),
    worn: new Map(),
    listed: new Map(),
    forging: new Map(),
  };
  for (const r of snap.pieces) if (r.userId === userId) bump(places.inventory, r.piece, r.qty);
  const hero = snap.heroes.find((h) => h.userId === userId);
  for (const slot of EQUIPMENT_TYPES) {
    const piece = hero?.worn[slot];
    if (piece) bump(places.worn, piece, 1);
  }
  for (const l of snap.listings) {
    if (l.sellerId === userId && l.status === 'active') bump(places.listed, l.piece, 1);
  }
  for (const f of snap.forges) if (f.userId === userId) bump(places.forging, f.piece, 1);
  return places;
}

/** A hero's stackable items (consumables, materials) by item id. */
export function itemsOf(snap: Snapshot, userId: string): Map<string, number> {
  const items = new Map<string, number>();
  for (const r of snap.items) if (r.userId === userId) bump(items, r.itemId, r.qty);
  return items;
}
