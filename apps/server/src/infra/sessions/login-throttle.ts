import { eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { loginThrottle } from '../../db/schema';
import { addressKey } from '../http/client-address';

/**
 * Failed-login limits. Locks are per account *and* address, and per address, so
 * an attacker's guesses lock the attacker, never the owner logging in from
 * elsewhere; the account as a whole only slows down (a delay), it never locks.
 */
export interface ThrottleLimits {
  /** Failures of one account from one address (IPv6: one /64) before that pair waits. */
  perAccountAndAddress: number;
  /** Failures from one address, whatever the account, before the address waits. */
  perAddress: number;
  /** Failures of one account from anywhere before every attempt on it is delayed. */
  slowAfterPerAccount: number;
  slowDelayMs: number;
  windowSeconds: number;
}

/** The name as login looks it up: trimmed by the schema, then case-insensitive. */
export const normalizedName = (username: string) => username.trim().toLowerCase();

export interface AttemptKeys {
  pair: string;
  address: string;
  account: string;
}

export function attemptKeys(username: string, ip: string): AttemptKeys {
  const name = normalizedName(username);
  const address = addressKey(ip);
  return { pair: `pair:${name}|${address}`, address: `ip:${address}`, account: `account:${name}` };
}

/**
 * Counts an attempt against `key` before the password is checked, in one atomic
 * upsert, so a burst of parallel guesses cannot slip past the limit. Returns the
 * seconds to wait when the key is over its limit, otherwise null.
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

/** A successful login forgets the pair's failures. */
export async function forgetAttempts(db: Queryable, key: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
}

/** Success does not count against a key (only failures do). */
export async function refundAttempts(db: Queryable, keys: string[]): Promise<void> {
  await db
    .update(loginThrottle)
    .set({ failures: sql`GREATEST(${loginThrottle.failures} - 1, 0)` })
    .where(inArray(loginThrottle.key, keys));
}

/** Rows whose window has ended count nothing any more (the minute sweep). */
export async function forgetEndedWindows(
  db: Queryable,
  now: Date,
  windowSeconds: number,
): Promise<number> {
  const cutoff = new Date(now.getTime() - windowSeconds * 1000);
  const gone = await db
    .delete(loginThrottle)
    .where(lte(loginThrottle.windowStartedAt, cutoff))
    .returning({ key: loginThrottle.key });
  return gone.length;
}

/** A deleted account's name leaves no trace in the counters. */
export async function forgetName(db: Queryable, username: string): Promise<void> {
  const name = normalizedName(username);
  await db
    .delete(loginThrottle)
    .where(
      or(
        eq(loginThrottle.key, `account:${name}`),
        sql`left(${loginThrottle.key}, ${name.length + 6}) = ${`pair:${name}|`}`,
      ),
    );
}
