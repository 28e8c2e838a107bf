import { z } from 'zod';
import { withUserId } from './common-schemas';
import {
  equipmentTypeSchema,
  pieceStatsSchema,
  pieceTraits,
  raritySchema,
  statBlock,
  wornSlot,
} from './user-schemas';

export const USE_QTY_MAX = 999;

export const consumable = z.object({
  item_id: z.string(),
  item_name: z.string(),
  description: z.string(),
  item_qty: z.number(),
});
export type Consumable = z.infer<typeof consumable>;

export const consumablesResponse = z.object({ consumables: z.array(consumable) });
export type ConsumablesResponse = z.infer<typeof consumablesResponse>;

const USE_QTY_MESSAGE = `qty must be a whole number from 1 to ${USE_QTY_MAX}.`;

export const useItemBody = withUserId({
  itemId: z.string({ error: 'itemId is required.' }).min(1).max(64),
  qty: z
    .int({ error: USE_QTY_MESSAGE })
    .min(1, USE_QTY_MESSAGE)
    .max(USE_QTY_MAX, USE_QTY_MESSAGE)
    .optional(),
});
export type UseItemBody = z.infer<typeof useItemBody>;

export const useItemResponse = z.object({
  message: z.string(),
  /** How many were used: at most qty, fewer when more would have been wasted. */
  used: z.number(),
  user_hp: z.number(),
  user_max_hp: z.number(),
  buffs: z.array(z.string()),
  /**
   * Used in a fight: the item took the hero's turn and the monster acted. The round's
   * lines ("You drink … The Imp hits you for …"), and whether it ended the fight (a
   * defeat costs `gold_lost`). Absent outside a fight.
   */
  round: z
    .object({
      log: z.array(z.string()),
      outcome: z.enum(['ongoing', 'lost']),
      gold_lost: z.number(),
      /** The fight's replay, when this round lost it. */
      replay_id: z.string().optional(),
    })
    .optional(),
});
export type UseItemResponse = z.infer<typeof useItemResponse>;

export const inventoryPiece = z.object({
  item_id: z.string(),
  item_name: z.string(),
  item_rarity: raritySchema.nullable(),
  item_qty: z.number(),
  type: equipmentTypeSchema,
  description: z.string(),
  stats: pieceStatsSchema,
  ...pieceTraits,
});
export type InventoryPiece = z.infer<typeof inventoryPiece>;

export const wornPiece = wornSlot.extend({ description: z.string().nullable() });
export type WornPiece = z.infer<typeof wornPiece>;

export const equipmentsResponse = z.object({
  equipment: z.array(wornPiece),
  equipment_stats: statBlock,
  inventory: z.array(inventoryPiece),
});
export type EquipmentsResponse = z.infer<typeof equipmentsResponse>;

/** A slot in an equip request: `[item_id, rarity]`, or null to leave it empty. */
const slotChoice = z.tuple([z.string().min(1).max(64), raritySchema]).nullable();

export const equipBody = withUserId({ wpn: slotChoice, arm: slotChoice, acc: slotChoice });
export type EquipBody = z.infer<typeof equipBody>;

export const equipResponse = z.object({
  message: z.string(),
  /** Pieces taken off and returned to the inventory, as [name, rarity]. */
  backToInventory: z.array(z.tuple([z.string(), raritySchema])),
  equipment: z.array(wornPiece),
  equipment_stats: statBlock,
});
export type EquipResponse = z.infer<typeof equipResponse>;
