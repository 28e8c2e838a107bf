import { z } from 'zod';
import { BACKGROUNDS, FLOOR_LIMIT } from '@demonbane/game/hunt';
import { withUserId } from './common-schemas';
import { battleView } from './battle-schemas';
import { renownFields } from './renown-schemas';

export const huntMonster = z.object({
  monster_name: z.string(),
  monster_level: z.number(),
  boss: z.boolean(),
  /** The Abyss's marks it carries above level 200 ("Frenzied II"), none below. */
  marks: z.array(z.string()),
});
export type HuntMonster = z.infer<typeof huntMonster>;

/** A boss floor and whether this hero's first clear (triple rewards) is still to come. */
export const huntBoss = z.object({
  floor: z.number(),
  monster_name: z.string(),
  monster_level: z.number(),
  claimed: z.boolean(),
});
export type HuntBoss = z.infer<typeof huntBoss>;

export const huntResponse = z.object({
  highest_hunt: z.number(),
  current_floor: z.number().nullable(),
  allowed_floors: z.array(z.number()),
  /** The monster being fought on the current floor, or null (none yet, or just beaten). */
  monster: huntMonster.nullable(),
  /** The hero's place on this season's leaderboard, or null before winning a floor in it. */
  rank: z.number().nullable(),
  /** The highest floor the hero has won this season (0 before any). */
  season_floor: z.number(),
  /** Boss floors open to the hero and the next one above, with their bounty claimed or not. */
  bosses: z.array(huntBoss),
});
export type HuntResponse = z.infer<typeof huntResponse>;

const FLOOR_MESSAGE = 'hunt must be a floor number from 1 up.';

export const setHuntBody = withUserId({
  hunt: z.int({ error: FLOOR_MESSAGE }).min(1, FLOOR_MESSAGE).max(FLOOR_LIMIT, FLOOR_MESSAGE),
});
export type SetHuntBody = z.infer<typeof setHuntBody>;

export const setHuntResponse = z.object({ monster: huntMonster, message: z.string() });
export type SetHuntResponse = z.infer<typeof setHuntResponse>;

export const huntBattleResponse = battleView.extend({
  background: z.enum(BACKGROUNDS),
  current_floor: z.number(),
  boss: z.boolean(),
});
export type HuntBattleResponse = z.infer<typeof huntBattleResponse>;

export const leaderboardEntry = z.object({
  rank: z.number(),
  username: z.string(),
  job_name: z.string(),
  level: z.number(),
  highest_hunt: z.number(),
  /** Tower fights won in the season. */
  wins: z.number(),
  /** Meets the season minimum (`minimum`): only such heroes are ranked for pay. */
  qualified: z.boolean(),
  ...renownFields,
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntry>;

export const leaderboardResponse = z.object({
  leaderboard: z.array(leaderboardEntry),
  /** The hunt season the board is for. */
  season: z.number(),
  /** What a season's climb must reach to be paid: best floor and tower fights won. */
  minimum: z.object({ floor: z.number(), wins: z.number() }),
});
export type LeaderboardResponse = z.infer<typeof leaderboardResponse>;
