import { z } from 'zod';
import { CURRENCIES } from '@demonbane/game/currency';
import { withUserId } from './common-schemas';
import { drawFairness } from './fairness-schemas';
import { affixView, pieceStatsSchema, raritySchema } from './user-schemas';

export const gachaBoxView = z.object({
  index: z.number(),
  box: z.string(),
  description: z.string(),
  /** Single-key pairs, e.g. [{Common: 60}, {Rare: 10}, {null: 25}] (the 'null' key is hidden on the page). */
  rarity: z.array(z.record(z.string(), z.number())),
  currencies: z.enum(CURRENCIES),
  price: z.number(),
  multi_price: z.number().optional(),
  /** Draws without an Epic or better after which the next one is Epic or better. */
  pity: z.number(),
  /** The x11 guarantee, stated. */
  guarantee: z.string(),
  /** The levels of the pieces the box holds, lowest and highest. */
  levels: z.tuple([z.number(), z.number()]),
});
export type GachaBoxView = z.infer<typeof gachaBoxView>;

export const boxesResponse = z.object({ success: z.literal(true), data: z.array(gachaBoxView) });
export type BoxesResponse = z.infer<typeof boxesResponse>;

const AMOUNT_MESSAGE = 'amount must be 1 or 11.';

export const drawBody = withUserId({
  box: z.int({ error: 'box must be a box index.' }).min(0).max(1000),
  amount: z.union([z.literal(1), z.literal(11)], { error: AMOUNT_MESSAGE }),
});
export type DrawBody = z.infer<typeof drawBody>;

export const drawnItem = z.object({
  name: z.string(),
  /** null when the box held nothing (shown in white). */
  rarity: raritySchema.nullable(),
  stats: pieceStatsSchema.nullable(),
  /** The piece's level and affixes (null and none when the box held nothing). */
  level: z.number().nullable(),
  affixes: z.array(affixView),
  description: z.string(),
  /** How the piece came: a plain roll, the pity rule, or the x11 guarantee. */
  source: z.enum(['roll', 'pity', 'guarantee']),
});
export type DrawnItem = z.infer<typeof drawnItem>;

export const drawResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  items: z.array(drawnItem),
  currencyRemaining: z.number(),
  currency: z.enum(CURRENCIES),
  /** Draws since the last Epic or better in this box, and the pity threshold. */
  pity: z.object({ since_epic: z.number(), threshold: z.number() }),
  /** The seeds this draw was made from (docs/fairness.md). */
  fairness: drawFairness,
});
export type DrawResponse = z.infer<typeof drawResponse>;

export const historyResponse = z.object({
  history: z.array(
    z.object({
      box: z.string(),
      name: z.string(),
      rarity: raritySchema.nullable(),
      source: z.enum(['roll', 'pity', 'guarantee']),
      drawn_at: z.string(),
    }),
  ),
  pity: z.array(
    z.object({ index: z.number(), box: z.string(), since_epic: z.number(), threshold: z.number() }),
  ),
});
export type HistoryResponse = z.infer<typeof historyResponse>;

export const auditResponse = z.object({
  boxes: z.array(
    z.object({
      index: z.number(),
      box: z.string(),
      /** Plain rolls counted (pity draws make none). */
      rolls: z.number(),
      pity_draws: z.number(),
      guarantee_upgrades: z.number(),
      rates: z.array(
        z.object({
          key: z.string(),
          published_percent: z.number(),
          observed: z.number(),
          observed_percent: z.number(),
        }),
      ),
      chi_square: z.number(),
      degrees_of_freedom: z.number(),
      p_value: z.number(),
      /**
       * 'early' until every outcome is expected 5 times (`rolls_for_fair_test`): the
       * test raises no alarm ('stray', p < 0.01) on a sample too small for chi-square.
       */
      verdict: z.enum(['empty', 'early', 'match', 'stray']),
      rolls_for_fair_test: z.number(),
    }),
  ),
});
export type AuditResponse = z.infer<typeof auditResponse>;
