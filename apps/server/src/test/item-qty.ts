import { and, eq } from 'drizzle-orm';
import type { ItemId } from '@demonbane/game/items';
import type { Queryable } from '../db/database';
import { heroItems } from '../db/schema';

/** How many of an item (potion, scroll, material) the player holds; 0 without a stack. */
export async function itemQty(db: Queryable, userId: string, itemId: ItemId): Promise<number> {
  const [row] = await db
    .select({ qty: heroItems.qty })
    .from(heroItems)
    .where(and(eq(heroItems.userId, userId), eq(heroItems.itemId, itemId)));
  return row?.qty ?? 0;
}
