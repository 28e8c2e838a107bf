import { and, asc, count, eq, lt, or, sql } from 'drizzle-orm';
import { ErrorCode } from '@demonbane/shared/error-codes';
import { GUILD_PENDING, GUILD_REJOIN_HOURS, type GuildRole } from '@demonbane/game/guilds';
import { DAY_MS } from '@demonbane/game/calendar';
import type { Queryable, Tx } from '../../db/database';
import { guildDepartures, guildInvites, guildMembers, guilds } from '../../db/schema';
import { refuse } from '../../infra/actions/player-action';

const HOUR_MS = 3_600_000;

export const NO_SUCH_GUILD = 'There is no such guild.';
export const NOT_IN_GUILD = 'You are not in a guild.';

export type GuildRow = typeof guilds.$inferSelect;
export type MemberRow = typeof guildMembers.$inferSelect;

/** The hero's membership, if any. */
export async function membershipOf(db: Queryable, userId: string): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(guildMembers).where(eq(guildMembers.userId, userId));
  return row;
}

/**
 * The guild row, locked: every change to a guild's membership, roles and pending rows
 * runs under it, so two joins cannot both pass the size limit.
 */
export async function lockGuild(tx: Tx, guildId: string): Promise<GuildRow | undefined> {
  const [row] = await tx.select().from(guilds).where(eq(guilds.id, guildId)).for('update');
  return row;
}

/**
 * The acting hero's guild, locked, and its membership read again under the lock (a kick
 * or a disband may have run meanwhile). Refuses a hero outside any guild.
 */
export async function lockOwnGuild(tx: Tx, userId: string) {
  const first = await membershipOf(tx, userId);
  if (!first) return refuse(ErrorCode.Conflict, NOT_IN_GUILD);
  const guild = await lockGuild(tx, first.guildId);
  const me = await membershipOf(tx, userId);
  if (!guild || !me || me.guildId !== guild.id) return refuse(ErrorCode.Conflict, NOT_IN_GUILD);
  return { guild, me };
}

export async function membersOf(db: Queryable, guildId: string): Promise<MemberRow[]> {
  return db
    .select()
    .from(guildMembers)
    .where(eq(guildMembers.guildId, guildId))
    .orderBy(asc(guildMembers.joinedAt), asc(guildMembers.userId));
}

export async function memberCount(db: Queryable, guildId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(guildMembers)
    .where(eq(guildMembers.guildId, guildId));
  return row?.n ?? 0;
}

/** When the hero may join a guild again (null: now). */
export async function mayJoinAt(db: Queryable, userId: string, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ leftAt: guildDepartures.leftAt })
    .from(guildDepartures)
    .where(eq(guildDepartures.userId, userId));
  if (!row) return null;
  const at = new Date(row.leftAt.getTime() + GUILD_REJOIN_HOURS * HOUR_MS);
  return at > now ? at : null;
}

/** Refuses a hero who may not join a guild yet (in one, or waiting after leaving one). */
export async function requireFreeToJoin(tx: Tx, userId: string, now: Date): Promise<void> {
  if (await membershipOf(tx, userId)) {
    refuse(ErrorCode.Conflict, 'You are already in a guild.');
  }
  const at = await mayJoinAt(tx, userId, now);
  if (at) {
    refuse(
      ErrorCode.Conflict,
      `You left a guild lately: you may join one again at ${at.toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
    );
  }
}

export async function recordDeparture(tx: Tx, userId: string, now: Date): Promise<void> {
  await tx
    .insert(guildDepartures)
    .values({ userId, leftAt: now })
    .onConflictDoUpdate({ target: guildDepartures.userId, set: { leftAt: now } });
}

/** Requests and invitations older than GUILD_PENDING.days have lapsed. */
export const lapsedBefore = (now: Date) => new Date(now.getTime() - GUILD_PENDING.days * DAY_MS);

/** Deletes the lapsed pending rows of a hero and of a guild (they count for nothing). */
export async function forgetLapsed(tx: Tx, userId: string, guildId: string, now: Date) {
  await tx
    .delete(guildInvites)
    .where(
      and(
        or(eq(guildInvites.userId, userId), eq(guildInvites.guildId, guildId)),
        lt(guildInvites.createdAt, lapsedBefore(now)),
      ),
    );
}

export async function pendingRow(tx: Queryable, guildId: string, userId: string) {
  const [row] = await tx
    .select()
    .from(guildInvites)
    .where(and(eq(guildInvites.guildId, guildId), eq(guildInvites.userId, userId)));
  return row;
}

/** Pending rows of one kind, of a guild or of a hero (lapsed ones deleted first). */
export async function pendingCount(
  tx: Queryable,
  kind: 'request' | 'invite',
  by: { guildId: string } | { userId: string },
): Promise<number> {
  const who =
    'guildId' in by ? eq(guildInvites.guildId, by.guildId) : eq(guildInvites.userId, by.userId);
  const [row] = await tx
    .select({ n: count() })
    .from(guildInvites)
    .where(and(who, eq(guildInvites.kind, kind)));
  return row?.n ?? 0;
}

/** Makes the hero a member; their requests and this guild's invitation to them go. */
export async function addMember(
  tx: Tx,
  guildId: string,
  userId: string,
  role: GuildRole,
  now: Date,
): Promise<void> {
  await tx.insert(guildMembers).values({ guildId, userId, role, joinedAt: now });
  await tx
    .delete(guildInvites)
    .where(
      and(
        eq(guildInvites.userId, userId),
        or(eq(guildInvites.kind, 'request'), eq(guildInvites.guildId, guildId)),
      ),
    );
}

/** Officers and the leader of a guild (who hear of requests). */
export async function managersOf(db: Queryable, guildId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: guildMembers.userId })
    .from(guildMembers)
    .where(
      and(eq(guildMembers.guildId, guildId), sql`${guildMembers.role} IN ('leader', 'officer')`),
    );
  return rows.map((r) => r.userId);
}
