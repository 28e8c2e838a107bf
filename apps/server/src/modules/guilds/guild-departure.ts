import { eq } from 'drizzle-orm';
import { successor } from '@demonbane/game/guilds';
import type { Tx } from '../../db/database';
import { guildInvites, guildMembers, guilds } from '../../db/schema';
import { publish } from '../../infra/events/publish';
import type { DomainEvent } from '../../infra/events/domain-events';
import { forgetChatOfDeleted } from './chat-subscribers';
import { lockGuild, membersOf, membershipOf, recordDeparture } from './guild-repository';

/**
 * Takes a member out of their guild, under the guild row's lock (the caller holds it):
 * a leaving leader passes the lead to `successor()`, and the last member's going
 * disbands the guild. Records the departure (the rejoin wait) and publishes `guild.left`.
 */
export async function removeMember(
  tx: Tx,
  guildId: string,
  userId: string,
  now: Date,
): Promise<{ disbanded: boolean; newLeader: string | null }> {
  const members = await membersOf(tx, guildId);
  const leaving = members.find((m) => m.userId === userId);
  if (!leaving) return { disbanded: false, newLeader: null };
  await tx.delete(guildMembers).where(eq(guildMembers.userId, userId));
  await recordDeparture(tx, userId, now);
  await publish(tx, { type: 'guild.left', userId, guildId, now });
  const next = successor(members, userId);
  if (!next) {
    await tx.delete(guilds).where(eq(guilds.id, guildId));
    return { disbanded: true, newLeader: null };
  }
  if (leaving.role !== 'leader') return { disbanded: false, newLeader: null };
  await tx.update(guildMembers).set({ role: 'leader' }).where(eq(guildMembers.userId, next.userId));
  return { disbanded: false, newLeader: next.userId };
}

/** Every member leaves (each gets a departure row and `guild.left`), then the guild goes. */
export async function disbandGuild(tx: Tx, guildId: string, now: Date): Promise<void> {
  const members = await membersOf(tx, guildId);
  await tx.delete(guildMembers).where(eq(guildMembers.guildId, guildId));
  for (const m of members) {
    await recordDeparture(tx, m.userId, now);
    await publish(tx, { type: 'guild.left', userId: m.userId, guildId, now });
  }
  await tx.delete(guilds).where(eq(guilds.id, guildId));
}

/** A player no longer playing (banned, or their account going) leaves their guild. */
async function leaveGuildOf(tx: Tx, userId: string, now: Date): Promise<void> {
  const member = await membershipOf(tx, userId);
  if (!member) return;
  await lockGuild(tx, member.guildId);
  await removeMember(tx, member.guildId, userId, now);
}

/**
 * A banned player leaves their guild (the lead passes on; the last member's leaving
 * disbands it) and their requests and invitations go: a guild is not held by a player
 * who cannot play. Chat blocks and reports about them stay, for the operators.
 */
export async function leaveGuildOnBan(tx: Tx, e: DomainEvent<'account.banned'>): Promise<void> {
  await leaveGuildOf(tx, e.userId, e.now);
  await tx.delete(guildInvites).where(eq(guildInvites.userId, e.userId));
}

/**
 * A deleted account leaves its guild as a banned one does, and the guild tables keep
 * nothing of it (db/player-tables.ts DELETION_EXCEPTIONS): pending rows go, invitations
 * it sent lose their sender, blocks go both ways, reports keep the copied text but not
 * the author. Raid hits stay (their user id is cleared by the foreign key).
 */
export async function forgetGuildsOfDeleted(
  tx: Tx,
  e: DomainEvent<'account.deleted'>,
): Promise<void> {
  const { userId, now } = e;
  await leaveGuildOf(tx, userId, now);
  await tx.delete(guildInvites).where(eq(guildInvites.userId, userId));
  await tx.update(guildInvites).set({ byUserId: null }).where(eq(guildInvites.byUserId, userId));
  await forgetChatOfDeleted(tx, e);
}
