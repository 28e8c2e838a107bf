/**
 * Guilds: who may found one, how big they get, and how their chat is bounded. Every
 * number here is in docs/game-rules.md (Guilds).
 */

export const GUILD_ROLES = ['leader', 'officer', 'member'] as const;
export type GuildRole = (typeof GUILD_ROLES)[number];

/** A guild holds at most this many heroes, its leader among them. */
export const GUILD_MAX_MEMBERS = 30;

/** Founding a guild: a hero of this level pays this much gold (ledger `guild_founding`). */
export const GUILD_FOUNDING = { level: 5, gold: 2_000 } as const;

export const GUILD_NAME = { min: 3, max: 24, pattern: /^[A-Za-z0-9]+(?: [A-Za-z0-9]+)*$/ } as const;
export const GUILD_TAG = { min: 2, max: 5, pattern: /^[A-Za-z0-9]+$/ } as const;

/** A hero who left or was removed from a guild may join another after this long. */
export const GUILD_REJOIN_HOURS = 12;

/**
 * Pending requests and invitations: a hero has at most `perHero` requests open, a guild at
 * most `perGuild` of each kind; an unanswered one lapses after `days`.
 */
export const GUILD_PENDING = { perHero: 5, perGuild: 50, days: 7 } as const;

/** Guild chat's bounds. */
export const GUILD_CHAT = {
  /** Characters in one message. */
  maxChars: 500,
  /** Messages kept per guild: older ones go when a new one is posted. */
  kept: 200,
  /** Messages per page of history. */
  page: 50,
  /** A player may post `burst` messages, then one more every `refillSeconds`. */
  burst: 5,
  refillSeconds: 4,
  /** Players one player may block. */
  maxBlocks: 100,
  /** Reports one player may file in a day; a reason's length. */
  reportsPerDay: 20,
  reasonMax: 200,
} as const;

/** Leader > officer > member. */
export const ROLE_RANK: Record<GuildRole, number> = { leader: 3, officer: 2, member: 1 };

/** Whether a hero of `actor` role may kick, promote or demote one of `target` role. */
export function outranks(actor: GuildRole, target: GuildRole): boolean {
  return ROLE_RANK[actor] > ROLE_RANK[target] && ROLE_RANK[actor] >= ROLE_RANK.officer;
}

/** Officers and the leader accept requests, invite, kick members and delete messages. */
export function canManage(role: GuildRole): boolean {
  return ROLE_RANK[role] >= ROLE_RANK.officer;
}

/**
 * Who leads after the leader goes (leaves, is deleted, is banned): the longest-serving
 * officer, else the longest-serving member; null when nobody is left (the guild is
 * disbanded).
 */
export function successor<M extends { userId: string; role: GuildRole; joinedAt: Date }>(
  members: readonly M[],
  leaving: string,
): M | null {
  const rest = members.filter((m) => m.userId !== leaving);
  rest.sort(
    (a, b) =>
      ROLE_RANK[b.role] - ROLE_RANK[a.role] ||
      a.joinedAt.getTime() - b.joinedAt.getTime() ||
      a.userId.localeCompare(b.userId),
  );
  return rest[0] ?? null;
}

/** Chat text as stored: trimmed, line ends kept, other control characters refused. */
export function chatTextProblem(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed.length === 0) return 'A message cannot be empty.';
  if ([...trimmed].length > GUILD_CHAT.maxChars)
    return `A message is at most ${GUILD_CHAT.maxChars} characters.`;
  if (/[^\P{Cc}\n]/u.test(trimmed)) return 'A message may not contain control characters.';
  return null;
}
