import { z } from 'zod';
import { drawFairness } from './fairness-schemas';
import { FORGE_SLOTS } from '@demonbane/game/forge';
import { withUserId } from './common-schemas';
import { affixView, pieceStatsSchema, pieceTraits, raritySchema } from './user-schemas';

export const material = z.object({
  item_id: z.string(),
  item_name: z.string(),
  item_qty: z.number(),
});
export type Material = z.infer<typeof material>;

export const remainingTime = z.object({
  hours: z.number(),
  minutes: z.number(),
  seconds: z.number(),
});

export const materialsResponse = z.object({
  materials: z.array(material),
  /** null: the forge is free; false: forging; true: ready to claim. */
  forging_status: z.boolean().nullable(),
  remaining_time: remainingTime,
  /** What is in the forge, while it is busy. */
  forging: z
    .object({ materials: z.array(z.string()), started_at: z.string(), ready_at: z.string() })
    .nullable(),
});
export type MaterialsResponse = z.infer<typeof materialsResponse>;

const FORGE_MESSAGE = `Forging needs exactly ${FORGE_SLOTS} materials.`;

export const forgeBody = withUserId({
  materials: z
    .array(z.string().min(1).max(64), { error: FORGE_MESSAGE })
    .length(FORGE_SLOTS, FORGE_MESSAGE),
});
export type ForgeBody = z.infer<typeof forgeBody>;

export const forgeResponse = z.object({
  message: z.string(),
  forging_status: z.literal(false),
  remaining_time: remainingTime,
  /** The seeds the piece was rolled from, now (it is shown at the claim). */
  fairness: drawFairness,
});
export type ForgeResponse = z.infer<typeof forgeResponse>;

export const claimResponse = z.object({
  message: z.string(),
  /** The forged piece's name (spec: "Claim returns a reward name"). */
  reward: z.string(),
  item_id: z.string(),
  rarity: raritySchema,
  /** The seeds the piece was rolled from; null for a forging begun before they were kept. */
  fairness: drawFairness.nullable(),
});
export type ClaimResponse = z.infer<typeof claimResponse>;

export const combinableItem = z.object({
  item_id: z.string(),
  item_name: z.string(),
  item_rarity: raritySchema,
  item_qty: z.number(),
  type: z.enum(['weapon', 'armor', 'acc']),
  stats: pieceStatsSchema,
  ...pieceTraits,
  next_rarity: raritySchema,
  next_stats: pieceStatsSchema,
  next_affixes: z.array(affixView),
  copies_needed: z.number(),
});
export type CombinableItem = z.infer<typeof combinableItem>;

export const combinableResponse = z.object({ combinable_items: z.array(combinableItem) });
export type CombinableResponse = z.infer<typeof combinableResponse>;

export const combineBody = withUserId({
  item_id: z.string({ error: 'item_id is required.' }).min(1).max(64),
  rarity: raritySchema,
});
export type CombineBody = z.infer<typeof combineBody>;

export const combineResponse = z.object({
  message: z.string(),
  newRarity: raritySchema,
  newStats: pieceStatsSchema,
  itemName: z.string(),
});
export type CombineResponse = z.infer<typeof combineResponse>;

const LOCK_PATTERN = /^(Common|Uncommon|Rare|Epic|Legendary):[A-Za-z0-9_-]{1,64}$/;

export const combineAllBody = withUserId({
  locked_items: z
    .array(z.string().regex(LOCK_PATTERN, 'locked_items entries look like "Rare:item_id".'))
    .max(500)
    .default([]),
});
export type CombineAllBody = z.infer<typeof combineAllBody>;
