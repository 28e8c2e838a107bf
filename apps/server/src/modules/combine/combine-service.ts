import { eq } from 'drizzle-orm';
import { ErrorCode } from '@demonbane/shared/error-codes';
import {
  COMBINE_COPIES,
  canCombine,
  nextRarity,
  planCombineAll,
  type Stack,
} from '@demonbane/game/combine';
import { equipmentById, findEquipment, pieceStats } from '@demonbane/game/equipment';
import type { Rarity } from '@demonbane/game/rarity';
import type { CombinableItem, CombineResponse } from '@demonbane/shared/forge-schemas';
import type { Queryable } from '../../db/database';
import { heroEquipment } from '../../db/schema';
import { fail, ok, type Result } from '../../infra/actions/result';
import { playerAction, refuse } from '../../infra/actions/player-action';
import { addEquipment, takeEquipment } from '../ledger/stock';
import { findHero, USER_NOT_FOUND } from '../hero/hero-repository';
import type { ActionContext } from '../../infra/actions/action-context';
import { affixViews, pieceTraitsOf } from '../hero/piece-view';
import { publish } from '../../infra/events/publish';

/** Inventory stacks only: worn pieces and pieces in escrow are never in here. */
async function stacks(db: Queryable, userId: string, forUpdate = false) {
  const query = db
    .select({ itemId: heroEquipment.itemId, rarity: heroEquipment.rarity, qty: heroEquipment.qty })
    .from(heroEquipment)
    .where(eq(heroEquipment.userId, userId))
    .orderBy(heroEquipment.itemId, heroEquipment.rarity);
  return forUpdate ? await query.for('update') : await query;
}

/** POST /inventory/combine. */
export async function combinableItems(ctx: ActionContext): Promise<Result<CombinableItem[]>> {
  const { db, userId } = ctx;
  const hero = await findHero(db, userId);
  if (!hero) return fail(ErrorCode.NotFound, USER_NOT_FOUND);
  const list: CombinableItem[] = [];
  for (const s of await stacks(db, userId)) {
    const next = nextRarity(s.rarity);
    const item = equipmentById(s.itemId);
    if (!next || !canCombine(s.qty, s.rarity)) continue;
    list.push({
      item_id: item.id,
      item_name: item.name,
      item_rarity: s.rarity,
      item_qty: s.qty,
      type: item.type,
      stats: pieceStats(item, s.rarity),
      ...pieceTraitsOf(item, s.rarity),
      next_rarity: next,
      next_stats: pieceStats(item, next),
      next_affixes: affixViews(item, next),
      copies_needed: COMBINE_COPIES,
    });
  }
  return ok(list);
}

/** POST /forge/combine: three copies become one of the next rarity. */
export function combineOne(
  ctx: ActionContext,
  itemId: string,
  rarity: Rarity,
): Promise<Result<CombineResponse>> {
  const { db, userId, now, idempotency } = ctx;
  return playerAction(db, idempotency, async (tx) => {
    const item = findEquipment(itemId);
    if (!item) return refuse(ErrorCode.NotFound, 'There is no such piece.');
    const next = nextRarity(rarity);
    if (!next) return refuse(ErrorCode.BadRequest, 'Legendary is the highest rarity.');
    if ((await takeEquipment(tx, userId, item.id, rarity, COMBINE_COPIES)) === null) {
      return refuse(
        ErrorCode.Conflict,
        `You need ${COMBINE_COPIES} × ${rarity} ${item.name} in your inventory.`,
      );
    }
    await addEquipment(tx, userId, item.id, next);
    await publish(tx, { type: 'pieces.combined', userId, now });
    return {
      message: `Three ${rarity} ${item.name} became one ${next} ${item.name}.`,
      newRarity: next,
      newStats: pieceStats(item, next),
      itemName: item.name,
    };
  });
}

/** POST /forge/combine-all: everything combinable except the locked stacks. */
export function combineAll(
  ctx: ActionContext,
  locked: string[],
): Promise<Result<{ message: string }>> {
  const { db, userId, now, idempotency } = ctx;
  return playerAction(db, idempotency, async (tx) => {
    const hero = await findHero(tx, userId, { forUpdate: true });
    if (!hero) return refuse(ErrorCode.NotFound, USER_NOT_FOUND);
    const plan = planCombineAll(await stacks(tx, userId, true), new Set(locked));
    if (plan.combines === 0) return refuse(ErrorCode.Conflict, 'Nothing to combine.');
    // Apply the net change per stack: a cascade makes copies that are combined again.
    const net = new Map<string, Stack>();
    for (const [list, sign] of [
      [plan.made, 1],
      [plan.taken, -1],
    ] as const) {
      for (const s of list) {
        const k = `${s.rarity}:${s.itemId}`;
        const entry = net.get(k) ?? { itemId: s.itemId, rarity: s.rarity, qty: 0 };
        net.set(k, { ...entry, qty: entry.qty + sign * s.qty });
      }
    }
    for (const s of net.values()) {
      if (s.qty < 0 && (await takeEquipment(tx, userId, s.itemId, s.rarity, -s.qty)) === null) {
        return refuse(ErrorCode.Conflict, 'Your inventory changed; try again.');
      }
      if (s.qty > 0) await addEquipment(tx, userId, s.itemId, s.rarity, s.qty);
    }
    await publish(tx, { type: 'pieces.combined', userId, now, level: hero.level });
    const made = plan.made.map((s) => `${s.qty} × ${s.rarity} ${equipmentById(s.itemId).name}`);
    return {
      message: `Combined ${plan.combines} time${plan.combines === 1 ? '' : 's'}: ${made.join(', ')}.`,
    };
  });
}
