import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { users } from '../db/schema';
import { normalizedName } from '../infra/sessions/login-throttle';

/** An account as an operator names it. */
export interface TargetAccount {
  userId: string;
  username: string;
  createdAt: Date;
}

/** The living account of that name, whatever its case, as login finds it; undefined if none. */
export async function findAccount(
  db: Queryable,
  username: string,
): Promise<TargetAccount | undefined> {
  const [row] = await db
    .select({ userId: users.id, username: users.username, createdAt: users.createdAt })
    .from(users)
    .where(
      and(eq(sql`lower(${users.username})`, normalizedName(username)), isNull(users.deletedAt)),
    )
    .limit(1);
  return row;
}

export const noSuchAccount = (username: string) => `There is no account named "${username}".`;
