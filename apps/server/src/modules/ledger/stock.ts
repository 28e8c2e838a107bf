import { sql } from 'drizzle-orm';
import type { EquipmentId } from '@demonbane/game/equipment';
import type { ItemId } from '@demonbane/game/items';
import type { Rarity } from '@demonbane/game/rarity';
import { queryRows, type Queryable } from '../../db/database';
import { heroEquipment, heroItems } from '../../db/schema';

/**
 * Adding to and taking from a hero's stacks. Taking is one statement that either
 * deletes the stack (taking all of it) or lowers it (taking part), and only when
 * enough is there, so concurrent takes cannot go below zero or lose a row.
 */
export async function addItems(db: Queryable, userId: string, itemId: ItemId, qty: number) {
  await db
    .insert(heroItems)
    .values({ userId, itemId, qty })
    .onConflictDoUpdate({
      target: [heroItems.userId, heroItems.itemId],
      set: { qty: sql`${heroItems.qty} + ${qty}` },
    });
}

/** Returns what is left after taking, or null when fewer than `qty` are owned. */
export async function takeItems(
  db: Queryable,
  userId: string,
  itemId: ItemId,
  qty: number,
): Promise<number | null> {
  const rows = await queryRows<{ remaining: number }>(
    db,
    sql`
    WITH gone AS (
      DELETE FROM hero_items
      WHERE user_id = ${userId} AND item_id = ${itemId} AND qty = ${qty}
      RETURNING 0 AS remaining
    ), lowered AS (
      UPDATE hero_items SET qty = qty - ${qty}
      WHERE user_id = ${userId} AND item_id = ${itemId} AND qty > ${qty}
      RETURNING qty AS remaining
    )
    SELECT remaining FROM gone UNION ALL SELECT remaining FROM lowered`,
  );
  const row = rows[0];
  return row ? Number(row.remaining) : null;
}

export async function addEquipment(
  db: Queryable,
  userId: string,
  itemId: EquipmentId,
  rarity: Rarity,
  qty = 1,
) {
  await db
    .insert(heroEquipment)
    .values({ userId, itemId, rarity, qty })
    .onConflictDoUpdate({
      target: [heroEquipment.userId, heroEquipment.itemId, heroEquipment.rarity],
      set: { qty: sql`${heroEquipment.qty} + ${qty}` },
    });
}

/** Returns what is left after taking, or null when fewer than `qty` are owned. */
export async function takeEquipment(
  db: Queryable,
  userId: string,
  itemId: EquipmentId,
  rarity: Rarity,
  qty = 1,
): Promise<number | null> {
  const rows = await queryRows<{ remaining: number }>(
    db,
    sql`
    WITH gone AS (
      DELETE FROM hero_equipment
      WHERE user_id = ${userId} AND item_id = ${itemId} AND rarity = ${rarity} AND qty = ${qty}
      RETURNING 0 AS remaining
    ), lowered AS (
      UPDATE hero_equipment SET qty = qty - ${qty}
      WHERE user_id = ${userId} AND item_id = ${itemId} AND rarity = ${rarity} AND qty > ${qty}
      RETURNING qty AS remaining
    )
    SELECT remaining FROM gone UNION ALL SELECT remaining FROM lowered`,
  );
  const row = rows[0];
  return row ? Number(row.remaining) : null;
}
