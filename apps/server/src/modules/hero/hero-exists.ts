import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { heroes } from '../../db/schema';

/** Whether the account has a hero row: a read about a hero that is gone answers 404. */
export async function heroExists(db: Queryable, userId: string): Promise<boolean> {
  const [hero] = await db
    .select({ id: heroes.userId })
    .from(heroes)
    .where(eq(heroes.userId, userId));
  return hero !== undefined;
}
