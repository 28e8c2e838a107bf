import type { EquipBody, EquipResponse, WornPiece } from '@demonbane/shared/inventory-schemas';
import type { EquipmentType } from '@demonbane/game/equipment-slot';
import type { Rarity } from '@demonbane/game/rarity';

/** The three slots of an equip request; each `[item_id, rarity]` or null (empty). */
export type Loadout = Pick<EquipBody, 'wpn' | 'arm' | 'acc'>;

const BODY_KEY = { weapon: 'wpn', armor: 'arm', acc: 'acc' } as const satisfies Record<
  EquipmentType,
  keyof Loadout
>;

/** What is worn now, as an equip request would name it. */
export function currentLoadout(worn: readonly WornPiece[]): Loadout {
  const loadout: Loadout = { wpn: null, arm: null, acc: null };
  for (const slot of worn) {
    if (slot.item_id !== null && slot.item_rarity !== null) {
      loadout[BODY_KEY[slot.type]] = [slot.item_id, slot.item_rarity];
    }
  }
  return loadout;
}

/**
 * The whole loadout with one slot changed: a piece to wear there, or null to empty
 * it. The server keeps every unchanged slot as it is.
 */
export function withSlot(
  worn: readonly WornPiece[],
  type: EquipmentType,
  piece: { item_id: string; item_rarity: Rarity } | null,
): Loadout {
  return {
    ...currentLoadout(worn),
    [BODY_KEY[type]]: piece ? [piece.item_id, piece.item_rarity] : null,
  };
}

/** Spec §8: the sentence naming what went back into the inventory (null when nothing did). */
export function returnedSentence(backToInventory: EquipResponse['backToInventory']): string | null {
  if (backToInventory.length === 0) return null;
  const names = backToInventory.map(([name, rarity]) => `${name} (${rarity})`);
  return `Returned to your inventory: ${names.join(', ')}.`;
}

/** The server's message, then the returned pieces. */
export function equipMessage(res: Pick<EquipResponse, 'message' | 'backToInventory'>): string {
  const returned = returnedSentence(res.backToInventory);
  return returned ? `${res.message} ${returned}` : res.message;
}

export interface PieceStats {
  atk: number;
  def: number;
  spd: number;
}

/** What the worn pieces add together. */
export function wornBonus(worn: readonly WornPiece[]): PieceStats {
  return worn.reduce(
    (sum, slot) => ({
      atk: sum.atk + slot.stats.atk,
      def: sum.def + slot.stats.def,
      spd: sum.spd + slot.stats.spd,
    }),
    { atk: 0, def: 0, spd: 0 },
  );
}

/** A piece's stats against what is worn in its slot (worn counts as 0 when empty). */
export function statChange(piece: PieceStats, worn: PieceStats | null): PieceStats {
  return {
    atk: piece.atk - (worn?.atk ?? 0),
    def: piece.def - (worn?.def ?? 0),
    spd: piece.spd - (worn?.spd ?? 0),
  };
}

/** The worn slot a piece of this type would replace. */
export function wornIn(worn: readonly WornPiece[], type: EquipmentType): WornPiece | null {
  return worn.find((slot) => slot.type === type && slot.item_id !== null) ?? null;
}
