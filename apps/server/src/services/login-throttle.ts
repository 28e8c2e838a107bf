import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { loginThrottle } from '../db/schema';

export interface ThrottleLimits {
  perAccount: number;
  perIp: number;
  windowSeconds: number;
}

export const accountKey = (username: string) => `account:${username.toLowerCase()}`;
export const ipKey = (ip: string) => `ip:${ip}`;

/**
 * Counts a login attempt against `key` before the password is checked, in one
 * atomic upsert, so a burst of parallel guesses cannot slip past the limit.
 * Returns the seconds to wait when the key is over its limit, otherwise null.
 */
export async function reserveAttempt(
  db: Queryable,
  key: string,
  limit: number,
  windowSeconds: number,
  now: Date,
): Promise<number | null> {
  const nowIso = now.toISOString();
  const cutoff = new Date(now.getTime() - windowSeconds * 1000).toISOString();
  const expired = sql`${loginThrottle.windowStartedAt} <= ${cutoff}::timestamptz`;
  const [row] = await db
    .insert(loginThrottle)
    .values({ key, failures: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures: sql`CASE WHEN ${expired} THEN 1 ELSE ${loginThrottle.failures} + 1 END`,
        windowStartedAt: sql`CASE WHEN ${expired} THEN ${nowIso}::timestamptz ELSE ${loginThrottle.windowStartedAt} END`,
      },
    })
    .returning({
      failures: loginThrottle.failures,
      windowStartedAt: loginThrottle.windowStartedAt,
    });
  if (!row || row.failures <= limit) return null;
  const windowEnds = new Date(row.windowStartedAt).getTime() + windowSeconds * 1000;
  return Math.max(1, Math.ceil((windowEnds - now.getTime()) / 1000));
}

/** A successful login forgets the account's failures. */
export async function forgetAttempts(db: Queryable, key: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
}

/** A successful login does not count against its address (only failures do). */
export async function refundAttempt(db: Queryable, key: string): Promise<void> {
  await db
    .update(loginThrottle)
    .set({ failures: sql`GREATEST(${loginThrottle.failures} - 1, 0)` })
    .where(eq(loginThrottle.key, key));
}
