import { and, eq } from 'drizzle-orm';
import type { EquipmentId } from '@demonbane/game/equipment';
import type { Rarity } from '@demonbane/game/rarity';
import type { Queryable } from '../db/database';
import { heroEquipment } from '../db/schema';

/** How many copies of a piece at a rarity the player holds in the inventory (worn ones excluded). */
export async function pieceCopies(
  db: Queryable,
  userId: string,
  itemId: EquipmentId = 'hunters-knife',
  rarity: Rarity = 'Common',
): Promise<number> {
  const [row] = await db
    .select({ qty: heroEquipment.qty })
    .from(heroEquipment)
    .where(
      and(
        eq(heroEquipment.userId, userId),
        eq(heroEquipment.itemId, itemId),
        eq(heroEquipment.rarity, rarity),
      ),
    );
  return row?.qty ?? 0;
}
