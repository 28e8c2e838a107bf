import { and, count, desc, eq, gte, inArray, isNull, lt, notInArray } from 'drizzle-orm';
import { ErrorCode } from '@demonbane/shared/error-codes';
import { GUILD_CHAT, canManage } from '@demonbane/game/guilds';
import type { ChatHistoryResponse, ChatMessageView } from '@demonbane/shared/guild-schemas';
import type { Queryable } from '../../db/database';
import {
  chatBlocks,
  chatReports,
  guildMembers,
  guildMessages,
  guilds,
  users,
} from '../../db/schema';
import { fail, ok, type Result } from '../../infra/actions/result';
import { playerAction, refuse } from '../../infra/actions/player-action';
import type { ActionContext } from '../../infra/actions/action-context';

/** Not being in a guild is a state the player can change: 409, as other "not now" refusals. */
export const NOT_IN_GUILD = 'You are not in a guild.';
const NO_SUCH_MESSAGE = 'There is no such message in your guild.';

type MessageRow = typeof guildMessages.$inferSelect;
type Blocked = { userId: string; name: string }[];

export function chatMessageView(row: Omit<MessageRow, 'deletedAt'>): ChatMessageView {
  return {
    id: row.id,
    guildId: row.guildId,
    userId: row.userId,
    name: row.name,
    text: row.text,
    created_at: row.createdAt.toISOString(),
  };
}

async function membershipOf(db: Queryable, userId: string) {
  const [member] = await db
    .select({ guildId: guildMembers.guildId, role: guildMembers.role })
    .from(guildMembers)
    .where(eq(guildMembers.userId, userId));
  return member;
}

/** The players `userId` blocked, with their current names, by name. */
async function blockedBy(db: Queryable, userId: string): Promise<Blocked> {
  return db
    .select({ userId: chatBlocks.blockedId, name: users.username })
    .from(chatBlocks)
    .innerJoin(users, eq(users.id, chatBlocks.blockedId))
    .where(eq(chatBlocks.userId, userId))
    .orderBy(users.username);
}

/** A message of the member's guild (deleted ones included: a report may still name one). */
async function messageOfGuild(db: Queryable, guildId: string, messageId: number) {
  const [row] = await db
    .select()
    .from(guildMessages)
    .where(and(eq(guildMessages.id, messageId), eq(guildMessages.guildId, guildId)));
  return row;
}

/** POST /guilds/chat: a member posts; the guild keeps its newest GUILD_CHAT.kept messages. */
export function postMessage(
  ctx: ActionContext,
  text: string,
): Promise<Result<{ message: ChatMessageView }>> {
  const { db, userId, now, idempotency } = ctx;
  return playerAction(db, idempotency, async (tx) => {
    const member = await membershipOf(tx, userId);
    if (!member) return refuse(ErrorCode.Conflict, NOT_IN_GUILD);
    const [author] = await tx
      .select({ name: users.username })
      .from(users)
      .where(eq(users.id, userId));
    if (!author) return refuse(ErrorCode.NotFound, 'User not found.');
    const [row] = await tx
      .insert(guildMessages)
      .values({ guildId: member.guildId, userId, name: author.name, text, createdAt: now })
      .returning();
    // Older than the newest `kept`: the id below which nothing is kept, found by offset.
    const [cut] = await tx
      .select({ id: guildMessages.id })
      .from(guildMessages)
      .where(eq(guildMessages.guildId, member.guildId))
      .orderBy(desc(guildMessages.id))
      .offset(GUILD_CHAT.kept - 1)
      .limit(1);
    if (cut) {
      await tx
        .delete(guildMessages)
        .where(and(eq(guildMessages.guildId, member.guildId), lt(guildMessages.id, cut.id)));
    }
    return { message: chatMessageView(row!) };
  });
}

/** POST /guilds/chat/history: a page of the guild's messages, newest first, blocked authors left out. */
export async function chatHistory(
  ctx: ActionContext,
  before: number | undefined,
): Promise<Result<ChatHistoryResponse>> {
  const { db, userId } = ctx;
  const member = await membershipOf(db, userId);
  if (!member) return fail(ErrorCode.Conflict, NOT_IN_GUILD);
  const blocked = await blockedBy(db, userId);
  const hidden = blocked.map((b) => b.userId);
  const rows = await db
    .select()
    .from(guildMessages)
    .where(
      and(
        eq(guildMessages.guildId, member.guildId),
        isNull(guildMessages.deletedAt),
        before === undefined ? undefined : lt(guildMessages.id, before),
        hidden.length > 0 ? notInArray(guildMessages.userId, hidden) : undefined,
      ),
    )
    .orderBy(desc(guildMessages.id))
    .limit(GUILD_CHAT.page + 1);
  return ok({
    messages: rows.slice(0, GUILD_CHAT.page).map(chatMessageView),
    more: rows.length > GUILD_CHAT.page,
    blocked,
  });
}

/**
 * POST /guilds/chat/report: a copy of the message is kept for the operators (it may be
 * deleted or pushed out later). Once per reporter and message: a repeat is 409.
 */
export function reportMessage(
  ctx: ActionContext,
  messageId: number,
  reason: string,
): Promise<Result<{ message: string }>> {
  const { db, userId, now, idempotency } = ctx;
  return playerAction(db, idempotency, async (tx) => {
    const member = await membershipOf(tx, userId);
    if (!member) return refuse(ErrorCode.Conflict, NOT_IN_GUILD);
    const message = await messageOfGuild(tx, member.guildId, messageId);
    if (!message) return refuse(ErrorCode.NotFound, NO_SUCH_MESSAGE);
    if (message.userId === userId) {
      return refuse(ErrorCode.Conflict, 'You cannot report your own message.');
    }
    const dayStart = new Date(now);
    dayStart.setUTCHours(0, 0, 0, 0);
    // The reporter's row lock: two reports at once cannot both pass the day's count.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [today] = await tx
      .select({ n: count() })
      .from(chatReports)
      .where(and(eq(chatReports.reporterId, userId), gte(chatReports.createdAt, dayStart)));
    if ((today?.n ?? 0) >= GUILD_CHAT.reportsPerDay) {
      return refuse(
        ErrorCode.TooManyRequests,
        `You may file at most ${GUILD_CHAT.reportsPerDay} reports a day.`,
      );
    }
    const inserted = await tx
      .insert(chatReports)
      .values({
        messageId,
        guildId: member.guildId,
        reporterId: userId,
        authorId: message.userId,
        authorName: message.name,
        text: message.text,
        reason,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: chatReports.id });
    if (inserted.length === 0) {
      return refuse(ErrorCode.Conflict, 'You have already reported this message.');
    }
    return { message: 'Reported. Thank you: an operator will look at it.' };
  });
}

/** POST /guilds/chat/delete: the leader or an officer takes a message of the guild down. */
export function deleteMessage(
  ctx: ActionContext,
  messageId: number,
): Promise<Result<{ message: string }>> {
  const { db, userId, now, idempotency } = ctx;
  return playerAction(db, idempotency, async (tx) => {
    const member = await membershipOf(tx, userId);
    if (!member) return refuse(ErrorCode.Conflict, NOT_IN_GUILD);
    if (!canManage(member.role)) {
      return refuse(ErrorCode.Forbidden, 'Only the leader and officers delete messages.');
    }
    const message = await messageOfGuild(tx, member.guildId, messageId);
    if (!message) return refuse(ErrorCode.NotFound, NO_SUCH_MESSAGE);
    // Already gone: the same answer, nothing announced twice (the trigger fires on the change).
    await tx
      .update(guildMessages)
      .set({ deletedAt: now })
      .where(and(eq(guildMessages.id, messageId), isNull(guildMessages.deletedAt)));
    return { message: 'Message deleted.' };
  });
}

/** POST /guilds/chat/block: hide or show again one player's messages (any player, not self). */
export function blockPlayer(
  ctx: ActionContext,
  playerId: string,
  blocked: boolean,
): Promise<Result<{ message: string; blocked: Blocked }>> {
  const { db, userId, now, idempotency } = ctx;
  return playerAction(db, idempotency, async (tx) => {
    if (playerId === userId) return refuse(ErrorCode.Conflict, 'You cannot block yourself.');
    const [other] = await tx
      .select({ name: users.username })
      .from(users)
      .where(eq(users.id, playerId));
    if (!other) return refuse(ErrorCode.NotFound, 'There is no such player.');
    if (!blocked) {
      await tx
        .delete(chatBlocks)
        .where(and(eq(chatBlocks.userId, userId), eq(chatBlocks.blockedId, playerId)));
      return {
        message: `You see ${other.name}'s messages again.`,
        blocked: await blockedBy(tx, userId),
      };
    }
    // The blocker's row lock: two blocks at once cannot both pass the cap.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const current = await blockedBy(tx, userId);
    if (current.some((b) => b.userId === playerId)) {
      return { message: `You hide ${other.name}'s messages.`, blocked: current };
    }
    if (current.length >= GUILD_CHAT.maxBlocks) {
      return refuse(
        ErrorCode.Conflict,
        `You may block at most ${GUILD_CHAT.maxBlocks} players. Unblock one first.`,
      );
    }
    await tx.insert(chatBlocks).values({ userId, blockedId: playerId, createdAt: now });
    return { message: `You hide ${other.name}'s messages.`, blocked: await blockedBy(tx, userId) };
  });
}

/** The guilds of these players (absent: in none), for the event hub's streams. */
export async function guildsOf(db: Queryable, userIds: string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: guildMembers.userId, guildId: guildMembers.guildId })
    .from(guildMembers)
    .where(inArray(guildMembers.userId, userIds));
  return new Map(rows.map((r) => [r.userId, r.guildId]));
}

/** For the operators: the newest reports first, with the reporter's and guild's names. */
export async function latestReports(db: Queryable, limit: number) {
  return db
    .select({
      id: chatReports.id,
      at: chatReports.createdAt,
      messageId: chatReports.messageId,
      guild: guilds.name,
      reporter: users.username,
      authorId: chatReports.authorId,
      author: chatReports.authorName,
      text: chatReports.text,
      reason: chatReports.reason,
    })
    .from(chatReports)
    .innerJoin(users, eq(users.id, chatReports.reporterId))
    .leftJoin(guilds, eq(guilds.id, chatReports.guildId))
    .orderBy(desc(chatReports.createdAt), desc(chatReports.id))
    .limit(limit);
}
