import { and, eq, isNull, sql } from 'drizzle-orm';
import { ErrorCode } from '@demonbane/shared/error-codes';
import {
  STARTING_GEAR,
  STARTING_GOLD,
  STARTING_KIT,
  STARTING_SOUL,
} from '@demonbane/game/starting-hero';
import type { Database, Queryable } from '../../db/database';
import { currencyLedger, heroEquipment, heroes, heroItems, users } from '../../db/schema';
import { fail, ok, type Failure, type Result } from '../../infra/actions/result';
import { journaledTransaction } from '../../infra/events/commit-journal';
import { noteLedger } from '../ledger/currency';
import { endAllSessions } from '../../infra/sessions/session-service';
import { activeBan, bannedMessage } from '../../infra/sessions/ban-service';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../infra/sessions/passwords';
import {
  attemptKeys,
  forgetAttempts,
  normalizedName,
  refundAttempts,
  reserveAttempt,
  type ThrottleLimits,
} from '../../infra/sessions/login-throttle';

const STARTING_PURSE = { kind: 'starting_purse', reason: 'starting purse' } as const;

export const INVALID_LOGIN = 'Invalid username or password.';

/** Creates the account and its hero (starting purse and kit) in one transaction. */
export async function register(
  db: Database,
  input: { username: string; password: string },
  now: Date,
): Promise<Result<{ userId: string }>> {
  const passwordHash = await hashPassword(input.password);
  const userId = await journaledTransaction(db, async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ username: input.username, passwordHash, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!user) return null;
    await tx.insert(heroes).values({
      userId: user.id,
      gold: STARTING_GOLD,
      soul: STARTING_SOUL,
      hpUpdatedAt: now,
      createdAt: now,
      updatedAt: now,
    });
    await tx.insert(currencyLedger).values([
      { userId: user.id, currency: 'gold', delta: STARTING_GOLD, ...STARTING_PURSE },
      { userId: user.id, currency: 'soul', delta: STARTING_SOUL, ...STARTING_PURSE },
    ]);
    await noteLedger(tx, 'gold', STARTING_GOLD, STARTING_PURSE.kind);
    await noteLedger(tx, 'soul', STARTING_SOUL, STARTING_PURSE.kind);
    await tx
      .insert(heroItems)
      .values(STARTING_KIT.map((k) => ({ userId: user.id, itemId: k.itemId, qty: k.qty })));
    await tx
      .insert(heroEquipment)
      .values(
        STARTING_GEAR.map((g) => ({ userId: user.id, itemId: g.itemId, rarity: g.rarity, qty: 1 })),
      );
    return user.id;
  });
  if (!userId) return fail(ErrorCode.Conflict, 'That username is already taken.');
  return ok({ userId });
}

/**
 * Checks a login. The attempt is counted per account-and-address pair, per
 * address and per account before the password is verified (see login-throttle);
 * one message covers unknown users and wrong passwords. A banned account with the right
 * password is refused with the ban's reason and end (403).
 */
export async function login(
  db: Database,
  input: { username: string; password: string; ip: string },
  limits: ThrottleLimits,
  now: Date,
  sleep: (ms: number) => Promise<void> = delay,
): Promise<Result<{ userId: string }>> {
  const keys = attemptKeys(input.username, input.ip);
  const window = limits.windowSeconds;
  const [pairWait, addressWait, accountWait] = await Promise.all([
    reserveAttempt(db, keys.pair, limits.perAccountAndAddress, window, now),
    reserveAttempt(db, keys.address, limits.perAddress, window, now),
    reserveAttempt(db, keys.account, limits.slowAfterPerAccount, window, now),
  ]);
  const wait = Math.max(pairWait ?? 0, addressWait ?? 0);
  if (wait > 0) return tooManyFailures(wait);
  // Many failures on this account from many places: every attempt, the owner's too,
  // waits a little. That slows a distributed guesser without locking anyone out.
  if (accountWait !== null) await sleep(limits.slowDelayMs);

  const user = await findLoginUser(db, input.username);
  const valid = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!user || !valid) return fail(ErrorCode.Unauthorized, INVALID_LOGIN);

  await Promise.all([
    forgetAttempts(db, keys.pair),
    refundAttempts(db, [keys.address, keys.account]),
  ]);
  // Only after the password: a guesser learns nothing about a ban.
  const ban = await activeBan(db, user.id, now);
  if (ban) return fail(ErrorCode.Forbidden, bannedMessage(ban));
  return ok({ userId: user.id });
}

function tooManyFailures(waitSeconds: number): Failure {
  const minutes = Math.ceil(waitSeconds / 60);
  return fail(
    ErrorCode.TooManyRequests,
    `Too many failed login attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    waitSeconds,
  );
}

async function findLoginUser(db: Queryable, username: string) {
  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(
      and(eq(sql`lower(${users.username})`, normalizedName(username)), isNull(users.deletedAt)),
    )
    .limit(1);
  return user;
}

export const WRONG_CURRENT_PASSWORD = 'Your current password is not right.';

/**
 * Checks the password of a logged-in player before a change that needs it (a new
 * password, deleting the account). Wrong guesses are limited like logins, so a
 * borrowed session cannot be used to find the password.
 */
export async function confirmPassword(
  db: Database,
  userId: string,
  password: string,
  limits: ThrottleLimits,
  now: Date,
): Promise<Result<{ username: string }>> {
  const key = `password:${userId}`;
  const wait = await reserveAttempt(
    db,
    key,
    limits.perAccountAndAddress,
    limits.windowSeconds,
    now,
  );
  if (wait !== null) return tooManyFailures(wait);
  const [user] = await db
    .select({ username: users.username, passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  // 400, not 401: the session is fine, and a 401 would log the player out.
  if (!user || !(await verifyPassword(user.passwordHash, password))) {
    return fail(ErrorCode.BadRequest, WRONG_CURRENT_PASSWORD);
  }
  await forgetAttempts(db, key);
  return ok({ username: user.username });
}

/** A new password ends every other session of the account; this one stays. */
export async function changePassword(
  db: Database,
  input: { userId: string; sessionId: string; currentPassword: string; newPassword: string },
  limits: ThrottleLimits,
  now: Date,
): Promise<Result<{ endedSessions: number }>> {
  const confirmed = await confirmPassword(db, input.userId, input.currentPassword, limits, now);
  if (!confirmed.ok) return confirmed;
  const passwordHash = await hashPassword(input.newPassword);
  const endedSessions = await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, input.userId));
    return endAllSessions(tx, input.userId, input.sessionId);
  });
  return ok({ endedSessions });
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
