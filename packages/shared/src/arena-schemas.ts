import { z } from 'zod';
import { userIdSchema, withUserId } from './common-schemas';
import { wornSlot } from './user-schemas';

export const arenaOpponent = z.object({
  _id: z.string(),
  username: z.string(),
  job_name: z.string(),
  level: z.number(),
  rating: z.number(),
  equipment: z.array(wornSlot),
});
export type ArenaOpponent = z.infer<typeof arenaOpponent>;

/** One fight in the hero's log: one they started (`attack`) or one started on them (`defence`). */
export const arenaLogEntry = z.object({
  _id: z.string(),
  at: z.string(),
  role: z.enum(['attack', 'defence']),
  opponent: z.string(),
  result: z.enum(['win', 'loss']),
  rating_change: z.number(),
});
export type ArenaLogEntry = z.infer<typeof arenaLogEntry>;

export const arenaResponse = z.object({
  rating: z.number(),
  attacks_left: z.number(),
  /** When attacks come back: the next 00:00 UTC. */
  resets_at: z.string(),
  opponents: z.array(arenaOpponent),
  log: z.array(arenaLogEntry),
});
export type ArenaResponse = z.infer<typeof arenaResponse>;

export const challengeBody = withUserId({
  opponentId: userIdSchema.describe('the hero to challenge'),
});
export type ChallengeBody = z.infer<typeof challengeBody>;

export const challengeResponse = z.object({
  _id: z.string(),
  result: z.enum(['win', 'loss']),
  battleLog: z.array(z.string()),
  rating_change: z.number(),
  rating: z.number(),
  opponent: z.object({ username: z.string(), rating: z.number() }),
  attacks_left: z.number(),
});
export type ChallengeResponse = z.infer<typeof challengeResponse>;

export const arenaFightBody = withUserId({
  fightId: z.uuid({ error: 'fightId must be a fight id.' }),
});

/** A past fight the hero took part in, to watch again. */
export const arenaFightResponse = z.object({
  _id: z.string(),
  at: z.string(),
  attacker: z.string(),
  defender: z.string(),
  attacker_won: z.boolean(),
  battleLog: z.array(z.string()),
});
export type ArenaFightResponse = z.infer<typeof arenaFightResponse>;

export const arenaLeaderboardResponse = z.object({
  leaderboard: z.array(
    z.object({
      rank: z.number(),
      username: z.string(),
      job_name: z.string(),
      level: z.number(),
      rating: z.number(),
      wins: z.number(),
      losses: z.number(),
    }),
  ),
});
export type ArenaLeaderboardResponse = z.infer<typeof arenaLeaderboardResponse>;
