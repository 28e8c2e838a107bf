import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/database';
import { accountBans } from '../../db/schema';

/** A ban in force: why, and until when (null: for ever). */
export interface ActiveBan {
  reason: string;
  endsAt: Date | null;
}

/** The condition that an `account_bans` row is in force at `now`. */
export const banInForce = (now: Date): SQL =>
  sql`(${accountBans.endsAt} IS NULL OR ${accountBans.endsAt} > ${now.toISOString()}::timestamptz)`;

/** The account's ban in force at `now`, if any (an ended ban is kept until replaced). */
export async function activeBan(
  db: Queryable,
  userId: string,
  now: Date,
): Promise<ActiveBan | null> {
  const [row] = await db
    .select({ reason: accountBans.reason, endsAt: accountBans.endsAt })
    .from(accountBans)
    .where(and(eq(accountBans.userId, userId), banInForce(now)));
  return row ?? null;
}

/** `2026-11-28 12:00 UTC`: what the player and the operator read. */
export const utcMinute = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** The end of a ban in words: a date, or that it has none. */
export const banEnd = (ban: ActiveBan) =>
  ban.endsAt === null ? 'permanently' : `until ${utcMinute(ban.endsAt)}`;

/** What a banned player is told at login. */
export const bannedMessage = (ban: ActiveBan) =>
  `This account is banned ${banEnd(ban)}. Reason: ${ban.reason}`;

/**
 * For the public boards and the arena: the hero whose id is in `userIdColumn` has no ban
 * in force at `now`.
 */
export function notBanned(userIdColumn: AnyPgColumn, now: Date): SQL {
  return sql`NOT EXISTS (SELECT 1 FROM ${accountBans}
    WHERE ${accountBans.userId} = ${userIdColumn} AND ${banInForce(now)})`;
}
