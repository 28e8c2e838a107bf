import { sql, type SQL } from 'drizzle-orm';
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
export function takeItems(
  db: Queryable,
  userId: string,
  itemId: ItemId,
  qty: number,
): Promise<number | null> {
  return takeFromStack(db, heroItems, sql`user_id = ${userId} AND item_id = ${itemId}`, qty);
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
export function takeEquipment(
  db: Queryable,
  userId: string,
  itemId: EquipmentId,
  rarity: Rarity,
  qty = 1,
): Promise<number | null> {
  const stack = sql`user_id = ${userId} AND item_id = ${itemId} AND rarity = ${rarity}`;
  return takeFromStack(db, heroEquipment, stack, qty);
}

/** Takes `qty` from the one stack of `table` that `stack` picks out (see above). */
async function takeFromStack(
  db: Queryable,
  table: typeof heroItems | typeof heroEquipment,
  stack: SQL,
  qty: number,
): Promise<number | null> {
  const rows = await queryRows<{ remaining: number }>(
    db,
    sql`
    WITH gone AS (
      DELETE FROM ${table}
      WHERE ${stack} AND qty = ${qty}
      RETURNING 0 AS remaining
    ), lowered AS (
      UPDATE ${table} SET qty = qty - ${qty}
      WHERE ${stack} AND qty > ${qty}
      RETURNING qty AS remaining
    )
    SELECT remaining FROM gone UNION ALL SELECT remaining FROM lowered`,
  );
  const row = rows[0];
  return row ? Number(row.remaining) : null;
}
