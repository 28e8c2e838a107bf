import { and, eq, or, sql } from 'drizzle-orm';
import { ErrorCode } from '@demonbane/shared/error-codes';
import type { Database, Tx } from '../../db/database';
import {
  arenaFights,
  battles,
  currencyLedger,
  explorations,
  forges,
  heroes,
  idempotencyKeys,
  listings,
  sessions,
  users,
} from '../../db/schema';
import { OWNED_TABLES, type OwnedTable } from '../../db/player-tables';
import { USER_NOT_FOUND } from '../hero/hero-repository';
import { forgetName } from '../../infra/sessions/login-throttle';
import { playerAction, refuse } from '../../infra/actions/player-action';
import { noteLedger } from '../ledger/currency';
import { publish } from '../../infra/events/publish';
import type { Result } from '../../infra/actions/result';

export const ACCOUNT_DELETED_REASON = 'account deleted';

/**
 * Removed before the rest of what the hero owns: whatever another action could still
 * turn into items or currency (a session, a forge, a fight) goes before the items and
 * the hero themselves.
 */
const REMOVED_FIRST: readonly OwnedTable['table'][] = [
  sessions,
  idempotencyKeys,
  forges,
  battles,
  explorations,
];
const removalRank = (t: OwnedTable) => {
  const rank = REMOVED_FIRST.indexOf(t.table);
  return rank < 0 ? REMOVED_FIRST.length : rank;
};
/** What the hero owns or is doing (db/player-tables.ts), in the order it is removed. */
const HERO_TABLES = [...OWNED_TABLES].sort((a, b) => removalRank(a) - removalRank(b));

/**
 * Deletes an account in one transaction. The hero and everything it owns go;
 * active listings are cancelled (their pieces leave with the hero); the purse is
 * written off in the ledger so the account's entries still add up (to zero). The
 * users row stays as an anonymous tombstone (`deleted:<id>`, no password) so the
 * ledger, draws and past trades keep their history without personal data, and
 * the name is free to register again. Nothing of any other player changes.
 */
export async function deleteAccount(
  db: Database,
  userId: string,
  now: Date,
): Promise<Result<{ cancelledListings: number; goldWrittenOff: number; soulWrittenOff: number }>> {
  return playerAction(db, async (tx) => {
    // The hero row's lock orders this after any action already running for the
    // player; an action that starts later finds no hero and is refused.
    const [hero] = await tx
      .select({ gold: heroes.gold, soul: heroes.soul })
      .from(heroes)
      .where(eq(heroes.userId, userId))
      .for('update');
    if (!hero) return refuse(ErrorCode.NotFound, USER_NOT_FOUND);
    const [user] = await tx
      .select({ username: users.username })
      .from(users)
      .where(eq(users.id, userId));

    const cancelled = await tx
      .update(listings)
      .set({ status: 'cancelled', closedAt: now })
      .where(and(eq(listings.sellerId, userId), eq(listings.status, 'active')))
      .returning({ id: listings.id });
    await writeOffPurse(tx, userId, hero.gold, hero.soul);
    // Modules holding rows about the player (guilds) tidy them while they still exist.
    await publish(tx, { type: 'account.deleted', userId, now });
    for (const owned of HERO_TABLES) await tx.delete(owned.table).where(eq(owned.userId, userId));
    // Arena fights carry the hero's name in their log and snapshot: they go too, from
    // the opponents' logs as well (ratings already moved and stay as they are).
    await tx
      .delete(arenaFights)
      .where(or(eq(arenaFights.attackerId, userId), eq(arenaFights.defenderId, userId)));
    await tx.delete(heroes).where(eq(heroes.userId, userId));
    await tx
      .update(users)
      .set({ username: sql`'deleted:' || ${users.id}`, passwordHash: '!', deletedAt: now })
      .where(eq(users.id, userId));
    if (user) await forgetName(tx, user.username);
    return {
      cancelledListings: cancelled.length,
      goldWrittenOff: hero.gold,
      soulWrittenOff: hero.soul,
    };
  });
}

async function writeOffPurse(tx: Tx, userId: string, gold: number, soul: number): Promise<void> {
  const entries = (
    [
      { currency: 'gold', delta: -gold },
      { currency: 'soul', delta: -soul },
    ] as const
  ).filter((e) => e.delta !== 0);
  if (entries.length === 0) return;
  await tx.insert(currencyLedger).values(
    entries.map((e) => ({
      userId,
      ...e,
      kind: 'account_deleted' as const,
      reason: ACCOUNT_DELETED_REASON,
    })),
  );
  for (const e of entries) await noteLedger(tx, e.currency, e.delta, 'account_deleted');
}
