import { and, eq, inArray, lt, ne } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/database';
import { sessions, users } from '../../db/schema';
import { activeBan, type ActiveBan } from './ban-service';

/**
 * Starts a session for a successful login; its id goes into the token as `sid`. Refused
 * (the ban returned) when the account is banned: the account row is key-share locked
 * first, and a ban holds it for update while it ends the sessions, so a login racing a
 * ban either waits and sees it, or commits its session before the ban deletes them all.
 */
export async function startSession(
  db: Database,
  userId: string,
  now: Date,
  ttlSeconds: number,
): Promise<{ sessionId: string } | { ban: ActiveBan }> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('key share');
    const ban = await activeBan(tx, userId, now);
    if (ban) return { ban };
    const [row] = await tx
      .insert(sessions)
      .values({ userId, createdAt: now, expiresAt: new Date(now.getTime() + ttlSeconds * 1000) })
      .returning({ id: sessions.id });
    return { sessionId: row!.id };
  });
}

/**
 * The per-request check: one primary-key lookup. Expiry is the token's `exp`; the
 * row only has to exist (logout, log out everywhere and account deletion remove it).
 */
export async function isSessionLive(db: Queryable, sid: string, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sid), eq(sessions.userId, userId)));
  return rows.length > 0;
}

// PostgreSQL takes at most 65,535 parameters in one statement.
const LOOKUP_BATCH = 10_000;

/** Which of these sessions still exist: one query per 10,000 of them. */
export async function liveSessions(db: Queryable, sids: string[]): Promise<Set<string>> {
  const live = new Set<string>();
  for (let i = 0; i < sids.length; i += LOOKUP_BATCH) {
    const rows = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(inArray(sessions.id, sids.slice(i, i + LOOKUP_BATCH)));
    for (const row of rows) live.add(row.id);
  }
  return live;
}

export async function endSession(db: Queryable, sid: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sid));
}

/** Ends every session of the account, or every one but `keep` (a password change). */
export async function endAllSessions(
  db: Queryable,
  userId: string,
  keep?: string,
): Promise<number> {
  const gone = await db
    .delete(sessions)
    .where(
      keep ? and(eq(sessions.userId, userId), ne(sessions.id, keep)) : eq(sessions.userId, userId),
    )
    .returning({ id: sessions.id });
  return gone.length;
}

/** The minute sweep: rows whose token has expired anyway. */
export async function forgetExpiredSessions(db: Queryable, now: Date): Promise<number> {
  const gone = await db
    .delete(sessions)
    .where(lt(sessions.expiresAt, now))
    .returning({ id: sessions.id });
  return gone.length;
}
