import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { canManage, GUILD_MAX_MEMBERS } from '@demonbane/game/guilds';
import { jobNameOf } from '@demonbane/game/jobs';
import type { GuildMemberView, MyGuildResponse } from '@demonbane/shared/guild-schemas';
import type { Tx } from '../../db/database';
import { guildInvites, guildMembers, guilds, heroes, sessions, users } from '../../db/schema';
import { renownColumns, renownOf } from '../hero/renown-view';
import { lapsedBefore, mayJoinAt, membershipOf } from './guild-repository';
import { attacksToday, currentRaid, raidDamage, raidView, settleRaid } from './guild-raid';

/**
 * When a member was last seen: the later of the newest session they opened and the last
 * change to their hero (`heroes.updated_at`, written by every action that changes it);
 * null when neither is after they joined.
 */
const lastSeen = sql<Date | null>`GREATEST(
  (SELECT MAX(${sessions.createdAt}) FROM ${sessions} WHERE ${sessions.userId} = ${guildMembers.userId}),
  ${heroes.updatedAt})`;

async function memberViews(tx: Tx, guildId: string): Promise<GuildMemberView[]> {
  const rows = await tx
    .select({
      userId: guildMembers.userId,
      name: users.username,
      role: guildMembers.role,
      level: heroes.level,
      jobId: heroes.jobId,
      joinedAt: guildMembers.joinedAt,
      lastSeen,
      ...renownColumns,
    })
    .from(guildMembers)
    .innerJoin(users, eq(users.id, guildMembers.userId))
    .innerJoin(heroes, eq(heroes.userId, guildMembers.userId))
    .where(eq(guildMembers.guildId, guildId))
    .orderBy(asc(guildMembers.joinedAt), asc(guildMembers.userId));
  return rows.map((r) => {
    const seen = r.lastSeen === null ? null : new Date(r.lastSeen);
    return {
      userId: r.userId,
      name: r.name,
      role: r.role,
      level: r.level,
      job_name: r.jobId === null ? null : jobNameOf(r.jobId),
      ...renownOf(r),
      joined_at: r.joinedAt.toISOString(),
      last_seen: seen && seen >= r.joinedAt ? seen.toISOString() : null,
    };
  });
}

/** Unlapsed pending rows of one kind, of a guild (`guildId`) or of a hero (`userId`). */
function pending(kind: 'request' | 'invite', now: Date) {
  return and(eq(guildInvites.kind, kind), gte(guildInvites.createdAt, lapsedBefore(now)));
}

/**
 * POST /guild's answer: the hero's guild with its members and this week's raid (a raid
 * whose hits reached its pool unclaimed is settled here: see settleRaid), or the
 * invitations and requests of a hero outside any.
 */
export async function myGuildView(tx: Tx, userId: string, now: Date): Promise<MyGuildResponse> {
  const me = await membershipOf(tx, userId);
  const may = await mayJoinAt(tx, userId, now);
  const may_join_at = me ? null : (may?.toISOString() ?? null);
  if (!me) {
    const invitations = await tx
      .select({
        guildId: guilds.id,
        name: guilds.name,
        tag: guilds.tag,
        by: sql<
          string | null
        >`(SELECT ${users.username} FROM ${users} WHERE ${users.id} = ${guildInvites.byUserId})`,
        createdAt: guildInvites.createdAt,
      })
      .from(guildInvites)
      .innerJoin(guilds, eq(guilds.id, guildInvites.guildId))
      .where(and(eq(guildInvites.userId, userId), pending('invite', now)))
      .orderBy(asc(guildInvites.createdAt));
    const requested = await tx
      .select({ guildId: guilds.id, name: guilds.name, tag: guilds.tag })
      .from(guildInvites)
      .innerJoin(guilds, eq(guilds.id, guildInvites.guildId))
      .where(and(eq(guildInvites.userId, userId), pending('request', now)))
      .orderBy(asc(guildInvites.createdAt));
    return {
      guild: null,
      invitations: invitations.map((i) => ({
        guildId: i.guildId,
        name: i.name,
        tag: i.tag,
        by: i.by ?? 'a former officer',
        created_at: i.createdAt.toISOString(),
      })),
      requested,
      may_join_at,
    };
  }
  const [guild] = await tx.select().from(guilds).where(eq(guilds.id, me.guildId));
  if (!guild) throw new Error(`member of a missing guild ${me.guildId}`);
  const members = await memberViews(tx, guild.id);
  const raid = await currentRaid(tx, guild.id, now);
  await settleRaid(tx, raid, now);
  const level = members.find((m) => m.userId === userId)?.level ?? 1;
  const requests = canManage(me.role)
    ? await tx
        .select({
          userId: guildInvites.userId,
          name: users.username,
          level: heroes.level,
          createdAt: guildInvites.createdAt,
        })
        .from(guildInvites)
        .innerJoin(users, eq(users.id, guildInvites.userId))
        .innerJoin(heroes, eq(heroes.userId, guildInvites.userId))
        .where(and(eq(guildInvites.guildId, guild.id), pending('request', now)))
        .orderBy(asc(guildInvites.createdAt))
    : [];
  return {
    guild: {
      id: guild.id,
      name: guild.name,
      tag: guild.tag,
      open: guild.open,
      created_at: guild.createdAt.toISOString(),
      max_members: GUILD_MAX_MEMBERS,
      members,
      role: me.role,
      raid: raidView(raid, await raidDamage(tx, raid.id), {
        level,
        today: await attacksToday(tx, userId, now),
      }),
      requests: requests.map((r) => ({
        userId: r.userId,
        name: r.name,
        level: r.level,
        created_at: r.createdAt.toISOString(),
      })),
    },
    invitations: [],
    requested: [],
    may_join_at,
  };
}
