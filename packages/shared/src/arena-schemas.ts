import { z } from 'zod';
import { userIdSchema, withUserId } from './common-schemas';
import { wornSlot } from './user-schemas';
import { renownFields } from './renown-schemas';

export const arenaOpponent = z.object({
  _id: z.string(),
  username: z.string(),
  job_name: z.string(),
  level: z.number(),
  rating: z.number(),
  equipment: z.array(wornSlot),
  /** What a win over this hero pays now: gold, and the share (0–1) of its rating gain (repeat wins in 24 h pay less). */
  win_gold: z.number(),
  win_share: z.number(),
  ...renownFields,
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
  /** The fight's replay; null for a fight older than replays, or swept. */
  replay_id: z.string().nullable(),
});
export type ArenaLogEntry = z.infer<typeof arenaLogEntry>;

export const arenaResponse = z.object({
  rating: z.number(),
  attacks_left: z.number(),
  /** When attacks come back: the next 00:00 UTC. */
  resets_at: z.string(),
  opponents: z.array(arenaOpponent),
  log: z.array(arenaLogEntry),
  /** The levels the hero may challenge (its level ± the band). */
  level_band: z.object({ min: z.number(), max: z.number() }),
  /** Gold a first win over a hero pays at the hero's level. */
  win_gold: z.number(),
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
  /** Gold the win paid (0 for a loss, and for a third win over the same hero in 24 h). */
  gold: z.number(),
  /** The fight's replay: GET /replays/:id, /replay/:id on the web. */
  replay_id: z.string(),
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
  replay_id: z.string().nullable(),
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
      ...renownFields,
    }),
  ),
});
export type ArenaLeaderboardResponse = z.infer<typeof arenaLeaderboardResponse>;
