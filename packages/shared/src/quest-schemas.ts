import { z } from 'zod';
import { withUserId } from './common-schemas';

const reward = z.object({ gold: z.number(), souls: z.number() });

/** One of today's quests; `reward` includes the streak bonus a claim now would pay. */
export const questView = z.object({
  /** `YYYY-MM-DD:quest-id`: the day is part of the id, so yesterday's cannot be claimed today. */
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  progress: z.number(),
  goal: z.number(),
  reward,
  claimed: z.boolean(),
});
export type QuestView = z.infer<typeof questView>;

export const questsResponse = z.object({
  quests: z.array(questView),
  /** Days in a row with all three quests claimed (0 once a day is missed). */
  streak: z.number(),
  /** When today's quests end: the next 00:00 UTC. */
  resets_at: z.string(),
});
export type QuestsResponse = z.infer<typeof questsResponse>;

export const claimQuestBody = withUserId({
  questId: z
    .string({ error: 'questId is required.' })
    .regex(/^\d{4}-\d{2}-\d{2}:[a-z-]{1,40}$/, 'questId looks like "2026-11-25:slayer".'),
});
export type ClaimQuestBody = z.infer<typeof claimQuestBody>;

export const claimQuestResponse = z.object({
  message: z.string(),
  reward,
  /** The purse after the reward. */
  gold: z.number(),
  soul: z.number(),
  streak: z.number(),
});
export type ClaimQuestResponse = z.infer<typeof claimQuestResponse>;
