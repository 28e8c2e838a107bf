import { and, count, desc, eq, gt, inArray, isNull, lte, asc, sql, type SQL } from 'drizzle-orm';
import type { NotificationKind, NotificationView } from '@demonbane/shared/event-schemas';
import type { Database, Queryable, Tx } from '../../db/database';
import { forges, notifications } from '../../db/schema';
import { fail, ok, type Result } from '../../infra/actions/result';
import { findHero, USER_NOT_FOUND } from '../hero/hero-repository';
import { ErrorCode } from '@demonbane/shared/error-codes';
import type { ActionContext } from '../../infra/actions/action-context';
import { playerAction } from '../../infra/actions/player-action';

/** What each kind of notification carries. */
export interface NotificationData {
  'bazaar.sold': {
    listing_id: string;
    item_id: string;
    item_name: string;
    rarity: string;
    price: number;
    currency: 'gold' | 'soul';
  };
  /** Nothing about the piece: it stays a surprise until it is claimed at the forge. */
  'forge.ready': Record<string, never>;
  'arena.defended': {
    fight_id: string;
    attacker: string;
    won: boolean;
    rating_change: number;
    rating: number;
  };
  'quest.completed': { quest_id: string; title: string };
  'season.ended': { season: number; rank: number; gold: number; souls: number };
  'guild.request': { guild_id: string; guild: string; from: string; from_id: string };
  'guild.invite': { guild_id: string; guild: string; tag: string; by: string };
  'guild.accepted': { guild_id: string; guild: string };
  'raid.fell': { guild_id: string; boss: string; level: number; gold: number; souls: number };
}

type Row = typeof notifications.$inferSelect;

/** The piece is revealed by the claim, not by the bell. */
export const FORGE_READY_MESSAGE = 'Your forging is finished — claim it at the Forge.';

const n = (value: number) => value.toLocaleString('en');

/** The sentence a player reads, from the facts (kept with the row, so old rows read right). */
export function notificationMessage(kind: NotificationKind, data: Record<string, unknown>): string {
  switch (kind) {
    case 'bazaar.sold': {
      const d = data as unknown as NotificationData['bazaar.sold'];
      const unit = d.currency === 'gold' ? 'gold' : d.price === 1 ? 'soul' : 'souls';
      return `Your ${d.rarity} ${d.item_name} sold on the bazaar for ${n(d.price)} ${unit}.`;
    }
    case 'forge.ready':
      // Older rows still carry the piece; the sentence never names it.
      return FORGE_READY_MESSAGE;
    case 'arena.defended': {
      const d = data as unknown as NotificationData['arena.defended'];
      const change = d.rating_change >= 0 ? `+${d.rating_change}` : `${d.rating_change}`;
      return `${d.attacker} challenged you in the arena and ${d.won ? 'lost' : 'won'}: ${change}, rating ${n(d.rating)}.`;
    }
    case 'quest.completed': {
      const d = data as unknown as NotificationData['quest.completed'];
      return `Quest done: ${d.title}. Claim your reward on Home.`;
    }
    case 'season.ended': {
      const d = data as unknown as NotificationData['season.ended'];
      return `Hunt season ${d.season} is over: you placed #${d.rank} and receive ${n(d.gold)} gold and ${n(d.souls)} souls.`;
    }
    case 'guild.request': {
      const d = data as unknown as NotificationData['guild.request'];
      return `${d.from} asks to join ${d.guild}.`;
    }
    case 'guild.invite': {
      const d = data as unknown as NotificationData['guild.invite'];
      return `${d.by} invites you to join ${d.guild} [${d.tag}].`;
    }
    case 'guild.accepted': {
      const d = data as unknown as NotificationData['guild.accepted'];
      return `Welcome to ${d.guild}: your request to join was accepted.`;
    }
    case 'raid.fell': {
      const d = data as unknown as NotificationData['raid.fell'];
      return `${d.boss} has fallen! Your share: ${n(d.gold)} gold and ${n(d.souls)} souls.`;
    }
  }
}

export function notificationView(row: {
  id: number;
  kind: string;
  data: Record<string, unknown>;
  createdAt: Date;
  readAt: Date | null;
}): NotificationView {
  const kind = row.kind as NotificationKind;
  return {
    _id: row.id,
    kind,
    message: notificationMessage(kind, row.data),
    data: row.data,
    created_at: row.createdAt.toISOString(),
    read: row.readAt !== null,
  };
}

/**
 * Tells a player something, inside the transaction of what happened: the row is the
 * unread list, and its insert trigger announces it to every server when it commits
 * (never if it rolls back).
 */
export async function notify<K extends NotificationKind>(
  tx: Queryable,
  userId: string,
  kind: K,
  data: NotificationData[K],
  now: Date,
): Promise<void> {
  await tx.insert(notifications).values({ userId, kind, data: { ...data }, createdAt: now });
}

/** How many a list or a reconnect answers at most. */
const PAGE = 50;

/** A player's notifications after `afterId` (a reconnect's Last-Event-ID), oldest first. */
export async function notificationsAfter(
  db: Queryable,
  userId: string,
  afterId: number,
): Promise<NotificationView[]> {
  const rows = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), gt(notifications.id, afterId)))
    .orderBy(asc(notifications.id))
    .limit(PAGE);
  return rows.map(notificationView);
}

async function unreadCount(db: Queryable, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}

/** POST /notifications: the latest notifications, newest first, and how many are unread. */
export async function listNotifications(ctx: ActionContext) {
  const { db, userId } = ctx;
  const hero = await findHero(db, userId);
  if (!hero) return fail(ErrorCode.NotFound, USER_NOT_FOUND);
  const rows: Row[] = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.id))
    .limit(PAGE);
  return ok({ notifications: rows.map(notificationView), unread: await unreadCount(db, userId) });
}

/**
 * POST /notifications/read: these (or all) of the player's notifications are read now.
 * A player action like the others, so its `Idempotency-Key` replays the first answer.
 */
export async function markRead(
  ctx: ActionContext,
  ids: number[] | undefined,
): Promise<Result<{ unread: number }>> {
  const { db, userId, now, idempotency } = ctx;
  return playerAction(db, idempotency, async (tx) => {
    await markUnreadRead(tx, userId, now, ids ? inArray(notifications.id, ids) : sql`true`);
    return { unread: await unreadCount(tx, userId) };
  });
}

/** The player's unread notifications that `which` selects are read at `now`. */
async function markUnreadRead(tx: Queryable, userId: string, now: Date, which: SQL) {
  await tx
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), which));
}

/**
 * A claimed forge's "finished" notifications are read: the player has acted on them
 * (called in the claim's transaction, so the unread count drops with it).
 */
export function markForgeReadyRead(tx: Queryable, userId: string, now: Date): Promise<void> {
  return markUnreadRead(tx, userId, now, eq(notifications.kind, 'forge.ready'));
}

/**
 * Forges that finished since the last pass tell their heroes (`forge.ready`). Each
 * forge is claimed for it by a conditional update, so on any number of servers each
 * is announced once. Returns how many were.
 */
export async function announceReadyForges(db: Database, now: Date): Promise<number> {
  return db.transaction(async (tx: Tx) => {
    const ready = await tx
      .update(forges)
      .set({ notifiedAt: now })
      .where(and(isNull(forges.notifiedAt), lte(forges.readyAt, now)))
      .returning({ userId: forges.userId });
    for (const f of ready) await notify(tx, f.userId, 'forge.ready', {}, now);
    return ready.length;
  });
}
