import { eq, sql } from 'drizzle-orm';
import { ErrorCode } from '@demonbane/shared/error-codes';
import {
  STARTING_GEAR,
  STARTING_GOLD,
  STARTING_KIT,
  STARTING_SOUL,
} from '@demonbane/game/starting-hero';
import type { Database } from '../db/database';
import { currencyLedger, heroEquipment, heroes, heroItems, users } from '../db/schema';
import { fail, ok, type Result } from './result';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';
import {
  accountKey,
  forgetAttempts,
  ipKey,
  refundAttempt,
  reserveAttempt,
  type ThrottleLimits,
} from './login-throttle';

export const INVALID_LOGIN = 'Invalid username or password.';

/** Creates the account and its hero (starting purse and kit) in one transaction. */
export async function register(
  db: Database,
  input: { username: string; password: string },
  now: Date,
): Promise<Result<{ userId: string }>> {
  const passwordHash = await hashPassword(input.password);
  const userId = await db.transaction(async (tx) => {
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
      { userId: user.id, currency: 'gold', delta: STARTING_GOLD, reason: 'starting purse' },
      { userId: user.id, currency: 'soul', delta: STARTING_SOUL, reason: 'starting purse' },
    ]);
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
 * Checks a login. Attempts are counted per account and per address before the
 * password is verified; one message covers unknown users and wrong passwords.
 */
export async function login(
  db: Database,
  input: { username: string; password: string; ip: string },
  limits: ThrottleLimits,
  now: Date,
): Promise<Result<{ userId: string }>> {
  const account = accountKey(input.username);
  const address = ipKey(input.ip);
  const waits = await Promise.all([
    reserveAttempt(db, account, limits.perAccount, limits.windowSeconds, now),
    reserveAttempt(db, address, limits.perIp, limits.windowSeconds, now),
  ]);
  const wait = Math.max(...waits.map((w) => w ?? 0));
  if (wait > 0) {
    const minutes = Math.ceil(wait / 60);
    return fail(
      ErrorCode.TooManyRequests,
      `Too many failed login attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      wait,
    );
  }

  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(sql`lower(${users.username})`, input.username.toLowerCase()))
    .limit(1);
  const valid = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!user || !valid) return fail(ErrorCode.Unauthorized, INVALID_LOGIN);

  await Promise.all([forgetAttempts(db, account), refundAttempt(db, address)]);
  return ok({ userId: user.id });
}
