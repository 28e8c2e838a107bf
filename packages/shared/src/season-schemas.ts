import { z } from 'zod';

export const seasonView = z.object({
  number: z.number(),
  starts_at: z.string(),
  ends_at: z.string(),
});

export const seasonStanding = z.object({
  rank: z.number(),
  username: z.string(),
  job_name: z.string(),
  level: z.number(),
  highest_floor: z.number(),
});
export type SeasonStanding = z.infer<typeof seasonStanding>;

export const seasonsResponse = z.object({
  current: seasonView,
  /** Ended seasons, newest first, with their top 10: final once paid, as it stands until then. */
  past: z.array(seasonView.extend({ top: z.array(seasonStanding) })),
});
export type SeasonsResponse = z.infer<typeof seasonsResponse>;

/** `?season=N`: a past season's board; the current one without it. */
export const seasonQuery = z.strictObject({
  season: z.coerce.number().int().min(1).max(100_000).optional(),
});
