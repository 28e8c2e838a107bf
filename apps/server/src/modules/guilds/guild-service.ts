import { and, eq, sql } from 'drizzle-orm';
import { ErrorCode } from '@demonbane/shared/error-codes';
import {
  canManage,
  GUILD_FOUNDING,
  GUILD_MAX_MEMBERS,
  GUILD_PENDING,
  outranks,
  type GuildRole,
} from '@demonbane/game/guilds';
import type {
  CreateGuildBody,
  GuildActionResponse,
  JoinGuildResponse,
  MyGuildResponse,
} from '@demonbane/shared/guild-schemas';
import type { Tx } from '../../db/database';
import { guildInvites, guildMembers, guilds, heroes, users } from '../../db/schema';
import { playerAction, refuse } from '../../infra/actions/player-action';
import type { Result } from '../../infra/actions/result';
import type { ActionContext } from '../../infra/actions/action-context';
import { publish } from '../../infra/events/publish';
import { findHero, USER_NOT_FOUND } from '../hero/hero-repository';
import { spend } from '../ledger/currency';
import { notify } from '../notifications/notification-service';
import {
  addMember,
  forgetLapsed,
  lockGuild,
  lockOwnGuild,
  managersOf,
  mayJoinAt,
  memberCount,
  membershipOf,
  NO_SUCH_GUILD,
  pendingCount,
  pendingRow,
  requireFreeToJoin,
} from './guild-repository';
import { disbandGuild, removeMember } from './guild-departure';
import { myGuildView } from './guild-view';

const GUILD_FULL = `That guild is full (${GUILD_MAX_MEMBERS} members).`;

/** The hero's row, locked: a hero's guild actions run one after the other. */
async function lockHero(tx: Tx, userId: string) {
  const hero = await findHero(tx, userId, { forUpdate: true });
  return hero ?? refuse(ErrorCode.NotFound, USER_NOT_FOUND);
}

/** Runs a guild action and answers with its sentence and the hero's guild as it now is. */
function guildAction(
  ctx: ActionContext,
  work: (tx: Tx) => Promise<string>,
): Promise<Result<GuildActionResponse>> {
  return playerAction(ctx.db, ctx.idempotency, async (tx) => {
    const message = await work(tx);
    return { message, guild: await myGuildView(tx, ctx.userId, ctx.now) };
  });
}

/** POST /guild: the hero's guild, or its invitations and requests. */
export function myGuild(ctx: ActionContext): Promise<Result<MyGuildResponse>> {
  return playerAction(ctx.db, async (tx) => {
    if (!(await findHero(tx, ctx.userId))) return refuse(ErrorCode.NotFound, USER_NOT_FOUND);
    return myGuildView(tx, ctx.userId, ctx.now);
  });
}

/**
 * POST /guilds/create: a hero of GUILD_FOUNDING.level pays GUILD_FOUNDING.gold (ledger
 * `guild_founding`) and leads the new guild. Name and tag are unique case-insensitively:
 * the insert's unique indexes decide between two racing foundings.
 */
export function createGuild(
  ctx: ActionContext,
  body: Pick<CreateGuildBody, 'name' | 'tag' | 'open'>,
): Promise<Result<GuildActionResponse>> {
  const { userId, now } = ctx;
  return guildAction(ctx, async (tx) => {
    const hero = await lockHero(tx, userId);
    if (hero.level < GUILD_FOUNDING.level) {
      refuse(ErrorCode.Conflict, `Founding a guild takes level ${GUILD_FOUNDING.level}.`);
    }
    await requireFreeToJoin(tx, userId, now);
    await refuseTaken(tx, body.name, body.tag);
    const gold = await spend(tx, userId, 'gold', GUILD_FOUNDING.gold, {
      kind: 'guild_founding',
      ref: body.tag,
      reason: `guild founded: ${body.name}`,
    });
    if (gold === null) {
      refuse(
        ErrorCode.Conflict,
        `Not enough gold: founding a guild costs ${GUILD_FOUNDING.gold.toLocaleString('en')}.`,
      );
    }
    const [guild] = await tx
      .insert(guilds)
      .values({ name: body.name, tag: body.tag, open: body.open ?? true, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: guilds.id });
    // A founding racing this one took the name or tag after the check above.
    if (!guild) return refuseTaken(tx, body.name, body.tag, true);
    await addMember(tx, guild.id, userId, 'leader', now);
    await publish(tx, { type: 'guild.joined', userId, guildId: guild.id, now });
    return `You founded ${body.name} [${body.tag}].`;
  });
}

async function refuseTaken(tx: Tx, name: string, tag: string, surely = false): Promise<never> {
  const [byName] = await tx
    .select({ id: guilds.id })
    .from(guilds)
    .where(sql`lower(${guilds.name}) = lower(${name})`);
  if (byName) refuse(ErrorCode.Conflict, 'That guild name is taken.');
  const [byTag] = await tx
    .select({ id: guilds.id })
    .from(guilds)
    .where(sql`lower(${guilds.tag}) = lower(${tag})`);
  if (byTag || surely) refuse(ErrorCode.Conflict, 'That guild tag is taken.');
  return undefined as never;
}

/**
 * POST /guilds/join: an open guild, or one that invited the hero, takes them at once
 * (the size checked under the guild's lock); a closed one gets a request its officers
 * and leader hear of.
 */
export function joinGuild(ctx: ActionContext, guildId: string): Promise<Result<JoinGuildResponse>> {
  const { userId, now } = ctx;
  return playerAction(ctx.db, ctx.idempotency, async (tx) => {
    const hero = await lockHero(tx, userId);
    await requireFreeToJoin(tx, userId, now);
    const guild = (await lockGuild(tx, guildId)) ?? refuse(ErrorCode.NotFound, NO_SUCH_GUILD);
    await forgetLapsed(tx, userId, guildId, now);
    const row = await pendingRow(tx, guildId, userId);
    let status: JoinGuildResponse['status'];
    let message: string;
    if (guild.open || row?.kind === 'invite') {
      if ((await memberCount(tx, guildId)) >= GUILD_MAX_MEMBERS)
        refuse(ErrorCode.Conflict, GUILD_FULL);
      await addMember(tx, guildId, userId, 'member', now);
      await publish(tx, { type: 'guild.joined', userId, guildId, now });
      [status, message] = ['joined', `You joined ${guild.name}.`];
    } else {
      if (row) refuse(ErrorCode.Conflict, `You already asked to join ${guild.name}.`);
      if ((await pendingCount(tx, 'request', { userId })) >= GUILD_PENDING.perHero) {
        refuse(
          ErrorCode.Conflict,
          `You have ${GUILD_PENDING.perHero} requests waiting: wait for an answer first.`,
        );
      }
      if ((await pendingCount(tx, 'request', { guildId })) >= GUILD_PENDING.perGuild) {
        refuse(ErrorCode.Conflict, `${guild.name} has too many requests waiting. Try later.`);
      }
      await tx.insert(guildInvites).values({ guildId, userId, kind: 'request', createdAt: now });
      const data = { guild_id: guildId, guild: guild.name, from: hero.username, from_id: userId };
      for (const officer of await managersOf(tx, guildId)) {
        await notify(tx, officer, 'guild.request', data, now);
      }
      [status, message] = ['requested', `You asked to join ${guild.name}.`];
    }
    return { message, status, guild: await myGuildView(tx, userId, now) };
  });
}

/** POST /guilds/leave: the lead passes on when the leader leaves; the last one out disbands. */
export function leaveGuild(ctx: ActionContext): Promise<Result<GuildActionResponse>> {
  return guildAction(ctx, async (tx) => {
    await lockHero(tx, ctx.userId);
    const { guild } = await lockOwnGuild(tx, ctx.userId);
    const { disbanded } = await removeMember(tx, guild.id, ctx.userId, ctx.now);
    return disbanded
      ? `You left ${guild.name}, its last member: the guild is disbanded.`
      : `You left ${guild.name}.`;
  });
}

/** The member `memberId` of the acting hero's guild (refused when not in it). */
async function memberOfSameGuild(tx: Tx, guildId: string, memberId: string) {
  const target = await membershipOf(tx, memberId);
  if (!target || target.guildId !== guildId) {
    return refuse(ErrorCode.NotFound, 'That hero is not in your guild.');
  }
  const [user] = await tx
    .select({ name: users.username })
    .from(users)
    .where(eq(users.id, memberId));
  return { ...target, name: user?.name ?? 'That hero' };
}

/** POST /guilds/kick: an officer removes a member, the leader anyone. */
export function kickMember(
  ctx: ActionContext,
  memberId: string,
): Promise<Result<GuildActionResponse>> {
  return guildAction(ctx, async (tx) => {
    const { guild, me } = await lockOwnGuild(tx, ctx.userId);
    if (memberId === ctx.userId) refuse(ErrorCode.Conflict, 'To go, leave the guild.');
    const target = await memberOfSameGuild(tx, guild.id, memberId);
    if (!outranks(me.role, target.role)) {
      refuse(ErrorCode.Forbidden, `You cannot remove ${target.name}: they outrank or match you.`);
    }
    await removeMember(tx, guild.id, memberId, ctx.now);
    return `${target.name} was removed from ${guild.name}.`;
  });
}

/**
 * POST /guilds/role: the leader promotes and demotes anyone, an officer only those below
 * them to ranks below theirs; `leader` passes the lead (the old leader becomes an officer).
 */
export function setRole(
  ctx: ActionContext,
  memberId: string,
  role: GuildRole,
): Promise<Result<GuildActionResponse>> {
  return guildAction(ctx, async (tx) => {
    const { guild, me } = await lockOwnGuild(tx, ctx.userId);
    if (memberId === ctx.userId) refuse(ErrorCode.Conflict, 'You cannot change your own role.');
    const target = await memberOfSameGuild(tx, guild.id, memberId);
    if (role === 'leader') {
      if (me.role !== 'leader') refuse(ErrorCode.Forbidden, 'Only the leader can pass the lead.');
      // The old leader steps down first: a guild has one leader (a unique index).
      await tx
        .update(guildMembers)
        .set({ role: 'officer' })
        .where(eq(guildMembers.userId, ctx.userId));
      await tx.update(guildMembers).set({ role }).where(eq(guildMembers.userId, memberId));
      return `${target.name} now leads ${guild.name}.`;
    }
    if (!outranks(me.role, target.role) || !outranks(me.role, role)) {
      refuse(ErrorCode.Forbidden, `You cannot make ${target.name} ${article(role)}.`);
    }
    if (target.role === role)
      refuse(ErrorCode.Conflict, `${target.name} is already ${article(role)}.`);
    await tx.update(guildMembers).set({ role }).where(eq(guildMembers.userId, memberId));
    return `${target.name} is now ${article(role)}.`;
  });
}

const article = (role: GuildRole) => (role === 'officer' ? 'an officer' : `a ${role}`);

function requireManager(role: GuildRole): void {
  if (!canManage(role)) refuse(ErrorCode.Forbidden, 'Only officers and the leader can do that.');
}

/** POST /guilds/invite: an officer invites a hero by name; the hero hears of it. */
export function inviteHero(
  ctx: ActionContext,
  username: string,
): Promise<Result<GuildActionResponse>> {
  const { userId, now } = ctx;
  return guildAction(ctx, async (tx) => {
    const { guild, me } = await lockOwnGuild(tx, userId);
    requireManager(me.role);
    const [target] = await tx
      .select({ userId: users.id, name: users.username })
      .from(users)
      .innerJoin(heroes, eq(heroes.userId, users.id))
      .where(sql`lower(${users.username}) = lower(${username})`);
    if (!target) return refuse(ErrorCode.NotFound, `There is no hero named ${username}.`);
    if (target.userId === userId) refuse(ErrorCode.Conflict, 'You are already in your guild.');
    if (await membershipOf(tx, target.userId)) {
      refuse(ErrorCode.Conflict, `${target.name} is already in a guild.`);
    }
    await forgetLapsed(tx, target.userId, guild.id, now);
    const row = await pendingRow(tx, guild.id, target.userId);
    if (row?.kind === 'invite') refuse(ErrorCode.Conflict, `${target.name} is already invited.`);
    if (row) refuse(ErrorCode.Conflict, `${target.name} asked to join: answer their request.`);
    if ((await pendingCount(tx, 'invite', { guildId: guild.id })) >= GUILD_PENDING.perGuild) {
      refuse(
        ErrorCode.Conflict,
        `${guild.name} has ${GUILD_PENDING.perGuild} invitations waiting.`,
      );
    }
    const [by] = await tx.select({ name: users.username }).from(users).where(eq(users.id, userId));
    await tx.insert(guildInvites).values({
      guildId: guild.id,
      userId: target.userId,
      kind: 'invite',
      byUserId: userId,
      createdAt: now,
    });
    const data = { guild_id: guild.id, guild: guild.name, tag: guild.tag, by: by?.name ?? '' };
    await notify(tx, target.userId, 'guild.invite', data, now);
    return `${target.name} is invited to ${guild.name}.`;
  });
}

/** POST /guilds/invites/decline: the invitation goes. */
export function declineInvite(
  ctx: ActionContext,
  guildId: string,
): Promise<Result<GuildActionResponse>> {
  return guildAction(ctx, async (tx) => {
    const gone = await tx
      .delete(guildInvites)
      .where(
        and(
          eq(guildInvites.guildId, guildId),
          eq(guildInvites.userId, ctx.userId),
          eq(guildInvites.kind, 'invite'),
        ),
      )
      .returning({ guildId: guildInvites.guildId });
    if (gone.length === 0) refuse(ErrorCode.NotFound, 'You have no invitation from that guild.');
    return 'Invitation declined.';
  });
}

/** POST /guilds/requests/answer: accepted (a member, told so) or declined (the row goes). */
export function answerRequest(
  ctx: ActionContext,
  memberId: string,
  accept: boolean,
): Promise<Result<GuildActionResponse>> {
  const { userId, now } = ctx;
  return guildAction(ctx, async (tx) => {
    // The asking hero's row first, as their own join does (hero, then guild): no deadlock.
    const asker = await findHero(tx, memberId, { forUpdate: true });
    const { guild, me } = await lockOwnGuild(tx, userId);
    requireManager(me.role);
    await forgetLapsed(tx, memberId, guild.id, now);
    const row = await pendingRow(tx, guild.id, memberId);
    if (!asker || row?.kind !== 'request') {
      return refuse(ErrorCode.NotFound, 'There is no such request.');
    }
    await tx
      .delete(guildInvites)
      .where(and(eq(guildInvites.guildId, guild.id), eq(guildInvites.userId, memberId)));
    if (!accept) return `You declined ${asker.username}'s request.`;
    if ((await membershipOf(tx, memberId)) || (await mayJoinAt(tx, memberId, now))) {
      refuse(ErrorCode.Conflict, `${asker.username} cannot join a guild now.`);
    }
    if ((await memberCount(tx, guild.id)) >= GUILD_MAX_MEMBERS)
      refuse(ErrorCode.Conflict, GUILD_FULL);
    await addMember(tx, guild.id, memberId, 'member', now);
    await publish(tx, { type: 'guild.joined', userId: memberId, guildId: guild.id, now });
    await notify(tx, memberId, 'guild.accepted', { guild_id: guild.id, guild: guild.name }, now);
    return `${asker.username} joined ${guild.name}.`;
  });
}

/** POST /guilds/settings: the leader opens or closes the guild. */
export function guildSettings(
  ctx: ActionContext,
  open: boolean,
): Promise<Result<GuildActionResponse>> {
  return guildAction(ctx, async (tx) => {
    const { guild, me } = await lockOwnGuild(tx, ctx.userId);
    if (me.role !== 'leader') refuse(ErrorCode.Forbidden, 'Only the leader can change that.');
    await tx.update(guilds).set({ open }).where(eq(guilds.id, guild.id));
    return open
      ? `${guild.name} is open: anyone may join.`
      : `${guild.name} is closed: joining is by request.`;
  });
}

/** POST /guilds/disband: the leader ends the guild; every member may join another after the wait. */
export function disband(ctx: ActionContext): Promise<Result<GuildActionResponse>> {
  return guildAction(ctx, async (tx) => {
    const { guild, me } = await lockOwnGuild(tx, ctx.userId);
    if (me.role !== 'leader') refuse(ErrorCode.Forbidden, 'Only the leader can disband the guild.');
    await disbandGuild(tx, guild.id, ctx.now);
    return `${guild.name} is disbanded.`;
  });
}
