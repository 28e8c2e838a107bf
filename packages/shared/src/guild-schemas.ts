import { z } from 'zod';
import {
  chatTextProblem,
  GUILD_CHAT,
  GUILD_NAME,
  GUILD_ROLES,
  GUILD_TAG,
} from '@demonbane/game/guilds';
import { userIdSchema, withUserId } from './common-schemas';
import { renownFields } from './renown-schemas';

export const guildRoleSchema = z.enum(GUILD_ROLES);
export const guildIdSchema = z.uuid({ error: 'guildId must be a valid guild id.' });
const memberIdSchema = z.uuid({ error: 'memberId must be a valid user id.' });

export const guildNameSchema = z
  .string({ error: 'Guild name is required.' })
  .trim()
  .min(GUILD_NAME.min, `Guild name must be ${GUILD_NAME.min} to ${GUILD_NAME.max} characters.`)
  .max(GUILD_NAME.max, `Guild name must be ${GUILD_NAME.min} to ${GUILD_NAME.max} characters.`)
  .regex(
    GUILD_NAME.pattern,
    'Guild name may only contain letters, digits and single spaces between words.',
  );

export const guildTagSchema = z
  .string({ error: 'Guild tag is required.' })
  .trim()
  .min(GUILD_TAG.min, `Guild tag must be ${GUILD_TAG.min} to ${GUILD_TAG.max} characters.`)
  .max(GUILD_TAG.max, `Guild tag must be ${GUILD_TAG.min} to ${GUILD_TAG.max} characters.`)
  .regex(GUILD_TAG.pattern, 'Guild tag may only contain letters and digits.');

/** POST /guilds/create: found a guild (costs gold; the founder leads it). */
export const createGuildBody = withUserId({
  name: guildNameSchema,
  tag: guildTagSchema,
  /** Open: anyone may join. Closed: joining is a request an officer answers. Default open. */
  open: z.boolean().optional(),
});
export type CreateGuildBody = z.infer<typeof createGuildBody>;

/** One guild in the browse list. */
export const guildSummary = z.object({
  id: z.string(),
  name: z.string(),
  tag: z.string(),
  open: z.boolean(),
  members: z.number(),
  max_members: z.number(),
  leader: z.string(),
  /** This week's raid level. */
  raid_level: z.number(),
});
export type GuildSummary = z.infer<typeof guildSummary>;

/** GET /guilds?search=: guilds whose name or tag contains the text (all, without it). */
export const guildSearchQuery = z.strictObject({
  search: z.string().trim().max(GUILD_NAME.max).optional(),
});
export const guildListResponse = z.object({ guilds: z.array(guildSummary) });
export type GuildListResponse = z.infer<typeof guildListResponse>;

export const guildMemberView = z.object({
  userId: z.string(),
  name: z.string(),
  role: guildRoleSchema,
  level: z.number(),
  /** The job's name, or null between an ascension and the next path. */
  job_name: z.string().nullable(),
  ...renownFields,
  joined_at: z.string(),
  /** The last time the player did anything, or null when never seen since joining. */
  last_seen: z.string().nullable(),
});
export type GuildMemberView = z.infer<typeof guildMemberView>;

export const raidContribution = z.object({
  userId: z.string(),
  name: z.string(),
  damage: z.number(),
});

/** This week's raid: the pool is max_hp minus every recorded hit, never below 0. */
export const raidView = z.object({
  week: z.number(),
  level: z.number(),
  boss: z.object({ id: z.string(), name: z.string(), description: z.string(), level: z.number() }),
  hp: z.number(),
  max_hp: z.number(),
  fell_at: z.string().nullable(),
  ends_at: z.string(),
  contributions: z.array(raidContribution),
  /** Raid attacks the hero has left today (0 below the raid's level). */
  attacks_left: z.number(),
  attacks_per_day: z.number(),
  min_level: z.number(),
});
export type RaidView = z.infer<typeof raidView>;

/** A request to join (from a hero) or an invitation (to a hero), not yet answered. */
export const guildPendingView = z.object({
  userId: z.string(),
  name: z.string(),
  level: z.number(),
  created_at: z.string(),
});

export const guildView = z.object({
  id: z.string(),
  name: z.string(),
  tag: z.string(),
  open: z.boolean(),
  created_at: z.string(),
  max_members: z.number(),
  members: z.array(guildMemberView),
  /** The hero's own role. */
  role: guildRoleSchema,
  raid: raidView,
  /** Requests to join, for officers and the leader (empty for members). */
  requests: z.array(guildPendingView),
});
export type GuildView = z.infer<typeof guildView>;

export const guildInvitation = z.object({
  guildId: z.string(),
  name: z.string(),
  tag: z.string(),
  /** Who invited the hero. */
  by: z.string(),
  created_at: z.string(),
});

/** POST /guild: the hero's guild, or null with the invitations it holds and requests it sent. */
export const myGuildResponse = z.object({
  guild: guildView.nullable(),
  invitations: z.array(guildInvitation),
  /** Guilds the hero asked to join, not yet answered. */
  requested: z.array(z.object({ guildId: z.string(), name: z.string(), tag: z.string() })),
  /** When the hero may join a guild again after leaving one (null: now). */
  may_join_at: z.string().nullable(),
});
export type MyGuildResponse = z.infer<typeof myGuildResponse>;

export const guildBody = withUserId({ guildId: guildIdSchema });
export type GuildBody = z.infer<typeof guildBody>;

/** POST /guilds/join: joined (open guild, or invited), or a request sent (closed guild). */
export const joinGuildResponse = z.object({
  message: z.string(),
  status: z.enum(['joined', 'requested']),
  guild: myGuildResponse,
});
export type JoinGuildResponse = z.infer<typeof joinGuildResponse>;

/** Answers of routes that change a guild: a sentence and the guild as it now is. */
export const guildActionResponse = z.object({ message: z.string(), guild: myGuildResponse });
export type GuildActionResponse = z.infer<typeof guildActionResponse>;

export const memberBody = withUserId({ memberId: memberIdSchema });
export type MemberBody = z.infer<typeof memberBody>;

/** POST /guilds/role: `leader` passes the lead (the old leader becomes an officer). */
export const roleBody = withUserId({ memberId: memberIdSchema, role: guildRoleSchema });
export type RoleBody = z.infer<typeof roleBody>;

/** POST /guilds/invite: an officer invites a hero by name. */
export const inviteBody = withUserId({
  username: z.string().trim().min(1, 'Username is required.').max(64),
});
export type InviteBody = z.infer<typeof inviteBody>;

/** POST /guilds/requests/answer: an officer accepts or declines a hero's request. */
export const answerRequestBody = withUserId({ memberId: memberIdSchema, accept: z.boolean() });
export type AnswerRequestBody = z.infer<typeof answerRequestBody>;

/** POST /guilds/settings: the leader opens or closes the guild. */
export const guildSettingsBody = withUserId({ open: z.boolean() });
export type GuildSettingsBody = z.infer<typeof guildSettingsBody>;

/** POST /guilds/raid/attack: the fight, its damage, and the raid after it. */
export const raidAttackResponse = z.object({
  message: z.string(),
  damage: z.number(),
  rounds: z.number(),
  log: z.array(z.string()),
  /** Whether this attack (or one racing it) brought the boss down and paid the members. */
  boss_fell: z.boolean(),
  /** What this hero was paid, when the boss fell with this attack. */
  reward: z.object({ gold: z.number(), souls: z.number() }).nullable(),
  raid: raidView,
  /** The fight's replay: GET /replays/:id, /replay/:id on the web. */
  replay_id: z.string(),
});
export type RaidAttackResponse = z.infer<typeof raidAttackResponse>;

/** GET /leaderboard/guilds: guilds by this week's raid, and by their members' tower season. */
export const guildStandingsResponse = z.object({
  week: z.number(),
  season: z.number(),
  raid: z.array(
    z.object({
      rank: z.number(),
      guildId: z.string(),
      name: z.string(),
      tag: z.string(),
      members: z.number(),
      level: z.number(),
      /** Share of this week's pool brought down, 0 to 1. */
      progress: z.number(),
      fell_at: z.string().nullable(),
    }),
  ),
  tower: z.array(
    z.object({
      rank: z.number(),
      guildId: z.string(),
      name: z.string(),
      tag: z.string(),
      members: z.number(),
      /** The sum of the members' best floors this hunt season. */
      floors: z.number(),
      best_floor: z.number(),
    }),
  ),
});
export type GuildStandingsResponse = z.infer<typeof guildStandingsResponse>;

// ---- Chat ----

export const chatMessageView = z.object({
  id: z.number(),
  guildId: z.string(),
  userId: z.string().nullable(),
  name: z.string(),
  text: z.string(),
  created_at: z.string(),
});
export type ChatMessageView = z.infer<typeof chatMessageView>;

export const chatBody = withUserId({
  text: z
    .string({ error: 'Message text is required.' })
    .trim()
    .superRefine((text, ctx) => {
      const problem = chatTextProblem(text);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
});
export type ChatBody = z.infer<typeof chatBody>;
export const chatResponse = z.object({ message: chatMessageView });

/** POST /guilds/chat/history: newest first, `before` a message id to page back. */
export const chatHistoryBody = withUserId({
  before: z.int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
});
export type ChatHistoryBody = z.infer<typeof chatHistoryBody>;
export const chatHistoryResponse = z.object({
  messages: z.array(chatMessageView),
  /** Whether older messages are kept. */
  more: z.boolean(),
  /** Players whose messages the hero hides (left out of `messages`). */
  blocked: z.array(z.object({ userId: z.string(), name: z.string() })),
});
export type ChatHistoryResponse = z.infer<typeof chatHistoryResponse>;

const messageIdSchema = z.int().min(1).max(Number.MAX_SAFE_INTEGER);

export const chatReportBody = withUserId({
  messageId: messageIdSchema,
  reason: z
    .string({ error: 'A reason is required.' })
    .trim()
    .min(1, 'A reason is required.')
    .max(GUILD_CHAT.reasonMax, `A reason is at most ${GUILD_CHAT.reasonMax} characters.`),
});
export type ChatReportBody = z.infer<typeof chatReportBody>;

export const chatDeleteBody = withUserId({ messageId: messageIdSchema });
export type ChatDeleteBody = z.infer<typeof chatDeleteBody>;

/** POST /guilds/chat/block: hide (true) or show again (false) one player's messages. */
export const chatBlockBody = withUserId({ playerId: userIdSchema, blocked: z.boolean() });
export type ChatBlockBody = z.infer<typeof chatBlockBody>;
export const chatBlockResponse = z.object({
  message: z.string(),
  blocked: z.array(z.object({ userId: z.string(), name: z.string() })),
});

/**
 * The `guild.message` event on GET /events: a message posted (or, with `deleted`, taken
 * down by an officer). It has no event id: it is not a notification, and a reconnecting
 * client catches up from the history.
 */
export const guildMessageEvent = z.object({
  message: chatMessageView,
  deleted: z.boolean(),
});
export type GuildMessageEvent = z.infer<typeof guildMessageEvent>;
