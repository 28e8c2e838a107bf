import { z } from 'zod';
import { MAX_PRICE } from '@demonbane/game/bazaar';
import { CURRENCIES } from '@demonbane/game/currency';
import { withUserId } from './common-schemas';
import { equipmentTypeSchema, pieceStatsSchema, pieceTraits, raritySchema } from './user-schemas';

export const bazaarCurrency = z.enum(CURRENCIES, {
  error: "currency must be 'gold' or 'soul'.",
});

export const listingView = z.object({
  _id: z.string(),
  item_id: z.string(),
  item_name: z.string(),
  rarity: raritySchema,
  type: equipmentTypeSchema,
  stats: pieceStatsSchema,
  ...pieceTraits,
  price: z.number(),
  currency: z.enum(CURRENCIES),
  seller_id: z.object({ _id: z.string() }),
  seller_name: z.string(),
  expires_at: z.string(),
  status: z.enum(['active', 'sold', 'cancelled', 'expired']),
});
export type ListingView = z.infer<typeof listingView>;

export const listingsQuery = z.strictObject({
  rarity: raritySchema.optional(),
  type: equipmentTypeSchema.optional(),
  currency: z.enum(CURRENCIES).optional(),
  sort: z.enum(['price_asc', 'price_desc', 'newest', 'ending']).default('newest'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(24),
});
export type ListingsQuery = z.infer<typeof listingsQuery>;

export const listingsResponse = z.object({
  listings: z.array(listingView),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
});
export type ListingsResponse = z.infer<typeof listingsResponse>;

const PRICE_MESSAGE = 'Please enter a valid price';

export const listBody = withUserId({
  item_id: z.string({ error: 'Please select an item to list' }).min(1).max(64),
  rarity: raritySchema,
  price: z
    .int({ error: PRICE_MESSAGE })
    .min(1, PRICE_MESSAGE)
    .max(Math.max(MAX_PRICE.gold, MAX_PRICE.soul), PRICE_MESSAGE),
  currency: bazaarCurrency,
});
export type ListBody = z.infer<typeof listBody>;

export const listResponse = z.object({
  message: z.string(),
  listing: listingView,
  fee: z.number(),
  gold: z.number(),
});
export type ListResponse = z.infer<typeof listResponse>;

export const listingIdBody = withUserId({
  listingId: z.uuid({ error: 'listingId must be a listing id.' }),
});
export type ListingIdBody = z.infer<typeof listingIdBody>;

export const buyResponse = z.object({
  message: z.string(),
  item_name: z.string(),
  rarity: raritySchema,
  currency: z.enum(CURRENCIES),
  balance: z.number(),
});
export type BuyResponse = z.infer<typeof buyResponse>;

/**
 * The trading allowance (gold of value the player may pass to other players through
 * the bazaar): its limit now, what was passed so far, what is left.
 */
export const allowanceView = z.object({ limit: z.number(), passed: z.number(), left: z.number() });
export type AllowanceView = z.infer<typeof allowanceView>;

export const myListingsResponse = z.object({
  listings: z.array(listingView),
  allowance: allowanceView,
});
export type MyListingsResponse = z.infer<typeof myListingsResponse>;

export const priceHistoryQuery = z.strictObject({
  // Item ids are slugs; anything else (a NUL byte, which PostgreSQL text refuses) is a 400.
  item_id: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, 'item_id must be an item id.'),
  rarity: raritySchema,
});

/**
 * The last sales of a piece, each account counted once as buyer or seller, and their
 * median per currency (null with no sale in it).
 */
export const priceHistoryResponse = z.object({
  sales: z.array(
    z.object({ price: z.number(), currency: z.enum(CURRENCIES), sold_at: z.string() }),
  ),
  median: z.object({ gold: z.number().nullable(), soul: z.number().nullable() }),
});
export type PriceHistoryResponse = z.infer<typeof priceHistoryResponse>;
