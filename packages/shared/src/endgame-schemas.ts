import { z } from 'zod';
import { COSMETIC_KINDS } from '@demonbane/game/cosmetics';
import { withUserId } from './common-schemas';
import { renownFields } from './renown-schemas';
import { affixView, equipmentTypeSchema } from './user-schemas';

/** The bonus ascensions give: shares added to HP/ATK/DEF and to XP won (0.1: +10%). */
export const ascensionBonusView = z.object({ stats: z.number(), xp: z.number() });

/** POST /ascend: the hero after starting over, with no job until it picks a root job. */
export const ascendResponse = z.object({
  message: z.string(),
  hero: z.object({
    userId: z.string(),
    username: z.string(),
    job_id: z.null(),
    level: z.literal(1),
    xp: z.literal(0),
    gold: z.number(),
    soul: z.number(),
    ascensions: z.number(),
    ascension_bonus: ascensionBonusView,
  }),
  /** Gold the tithe burned. */
  tithe: z.number(),
  /** Worn pieces above level 1, put back into the inventory. */
  returned: z.array(z.object({ item_id: z.string(), item_name: z.string(), rarity: z.string() })),
});
export type AscendResponse = z.infer<typeof ascendResponse>;

/** A slot's upgrades, what the next refining try and enchantment draw cost, and the odds. */
export const slotUpgradeView = z.object({
  type: equipmentTypeSchema,
  refine: z.number(),
  max_refine: z.number(),
  /** Gold for the next refining try; null at the top. */
  refine_cost: z.number().nullable(),
  /** Chance in percent the next try succeeds (failures since the last success raise it). */
  refine_chance: z.number(),
  fails: z.number(),
  enchant: affixView.nullable(),
  enchant_cost: z.number(),
  enchant_rolls: z.number(),
});
export type SlotUpgradeView = z.infer<typeof slotUpgradeView>;

export const upgradesResponse = z.object({
  slots: z.array(slotUpgradeView).length(3),
  gold: z.number(),
});
export type UpgradesResponse = z.infer<typeof upgradesResponse>;

export const slotBody = withUserId({
  slot: equipmentTypeSchema.describe('the slot: weapon, armor or acc'),
});
export type SlotBody = z.infer<typeof slotBody>;

export const refineResponse = z.object({
  message: z.string(),
  success: z.boolean(),
  slot: slotUpgradeView,
  gold: z.number(),
});
export type RefineResponse = z.infer<typeof refineResponse>;

export const enchantResponse = z.object({
  message: z.string(),
  slot: slotUpgradeView,
  gold: z.number(),
});
export type EnchantResponse = z.infer<typeof enchantResponse>;

export const cosmeticKindSchema = z.enum(COSMETIC_KINDS);

export const cosmeticView = z.object({
  id: z.string(),
  kind: cosmeticKindSchema,
  name: z.string(),
  description: z.string(),
  /** Gold to buy it, or null when earned by a deed. */
  price: z.number().nullable(),
  owned: z.boolean(),
  worn: z.boolean(),
});
export type CosmeticView = z.infer<typeof cosmeticView>;

export const cosmeticsResponse = z.object({
  cosmetics: z.array(cosmeticView),
  gold: z.number(),
  ...renownFields,
});
export type CosmeticsResponse = z.infer<typeof cosmeticsResponse>;

export const buyCosmeticBody = withUserId({
  cosmeticId: z.string().min(1).max(64),
});
export type BuyCosmeticBody = z.infer<typeof buyCosmeticBody>;

/** Wear a title or a frame (an owned one), or take it off with null. */
export const wearCosmeticBody = withUserId({
  kind: cosmeticKindSchema,
  cosmeticId: z.string().min(1).max(64).nullable(),
});
export type WearCosmeticBody = z.infer<typeof wearCosmeticBody>;
