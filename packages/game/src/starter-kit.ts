import { equipmentById } from './equipment';
import type { Loadout, Piece } from './loadout';
import type { EquipmentType } from './equipment-slot';
import { STARTING_GEAR } from './starting-hero';

/**
 * The starter gear a hero puts on when it takes its first job: each starter piece
 * goes into its slot when that slot is empty and the piece is still owned. A new
 * player should never fight its first fights unarmed because nobody said to equip.
 */
export function starterGearToWear(
  loadout: Loadout,
  owns: (piece: Piece) => boolean,
): (Piece & { slot: EquipmentType })[] {
  const wear: (Piece & { slot: EquipmentType })[] = [];
  for (const piece of STARTING_GEAR) {
    const slot = equipmentById(piece.itemId).type;
    if (loadout[slot] !== null || wear.some((w) => w.slot === slot)) continue;
    if (owns(piece)) wear.push({ ...piece, slot });
  }
  return wear;
}
