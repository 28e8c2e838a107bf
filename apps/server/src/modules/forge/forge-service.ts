import { and, eq, lte } from 'drizzle-orm';
import { ErrorCode } from '@demonbane/shared/error-codes';
import { equipmentById } from '@demonbane/game/equipment';
import { planForge, remainingTime } from '@demonbane/game/forge';
import { fairForge } from '@demonbane/game/fair-draw';
import { itemById, type MaterialId } from '@demonbane/game/items';
import type {
  ClaimResponse,
  ForgeResponse,
  MaterialsResponse,
} from '@demonbane/shared/forge-schemas';
import { forges } from '../../db/schema';
import { fail, ok, type Result } from '../../infra/actions/result';
import { playerAction, refuse } from '../../infra/actions/player-action';
import { addEquipment, takeItems } from '../ledger/stock';
import { ownedItems } from '../inventory/inventory-service';
import { findHero, requireHeroWithJob, USER_NOT_FOUND } from '../hero/hero-repository';
import type { ActionContext } from '../../infra/actions/action-context';
import { publish } from '../../infra/events/publish';
import { fairnessOf, keptFairness, takeFairRoll } from '../fairness/fairness-repository';

/** POST /inventory/materials: owned materials and the forge's state, from its stored ready time. */
export async function materialsAndForge(ctx: ActionContext): Promise<Result<MaterialsResponse>> {
  const { db, userId, now } = ctx;
  const hero = await findHero(db, userId);
  if (!hero) return fail(ErrorCode.NotFound, USER_NOT_FOUND);
  const owned = await ownedItems(db, userId, 'material');
  const [forge] = await db.select().from(forges).where(eq(forges.userId, userId));
  return ok({
    materials: owned.map(({ itemId, qty }) => ({
      item_id: itemId,
      item_name: itemById(itemId).name,
      item_qty: qty,
    })),
    forging_status: forge ? forge.readyAt.getTime() <= now.getTime() : null,
    remaining_time: remainingTime(forge?.readyAt ?? now, now),
    forging: forge
      ? {
          materials: forge.materials,
          started_at: forge.startedAt.toISOString(),
          ready_at: forge.readyAt.toISOString(),
        }
      : null,
  });
}

/**
 * POST /forge: spends the three materials and starts the forge in one
 * transaction. The piece is rolled now, provably fair (`fairForge` of the hero's
 * committed seed and next nonce, docs/fairness.md), and stored until claimed.
 */
export function startForge(
  ctx: ActionContext,
  materialIds: string[],
  timeScale: number,
): Promise<Result<ForgeResponse>> {
  const { db, userId, now, idempotency } = ctx;
  return playerAction(db, idempotency, async (tx) => {
    const hero = await requireHeroWithJob(tx, userId, true);
    const plan = planForge(materialIds);
    if (!plan.ok) {
      return refuse(
        ErrorCode.BadRequest,
        plan.reason === 'count'
          ? 'Forging needs exactly 3 materials.'
          : 'Only forge materials can go into the forge.',
      );
    }
    const [busy] = await tx
      .select({ readyAt: forges.readyAt })
      .from(forges)
      .where(eq(forges.userId, userId));
    if (busy) {
      return refuse(
        ErrorCode.Conflict,
        busy.readyAt <= now ? 'Claim your forged item first.' : 'Your forge is already working.',
      );
    }
    const needed = new Map<MaterialId, number>();
    for (const id of plan.materialIds) needed.set(id, (needed.get(id) ?? 0) + 1);
    for (const [itemId, qty] of needed) {
      if ((await takeItems(tx, userId, itemId, qty)) === null) {
        return refuse(
          ErrorCode.Conflict,
          `Not enough materials available: you need ${qty} × ${itemById(itemId).name}.`,
        );
      }
    }
    const roll = await takeFairRoll(tx, userId, ctx.fairSeeds, now);
    const { item, rarity } = fairForge(roll.input, plan);
    const readyAt = new Date(now.getTime() + Math.round(plan.minutes * 60_000 * timeScale));
    await tx.insert(forges).values({
      userId,
      materials: plan.materialIds,
      itemId: item.id,
      rarity,
      startedAt: now,
      readyAt,
      ...roll.kept,
    });
    await publish(tx, { type: 'forge.started', userId, now, level: hero.level });
    return {
      message: 'The forge roars to life.',
      forging_status: false as const,
      remaining_time: remainingTime(readyAt, now),
      fairness: fairnessOf(roll.kept, 0),
    };
  });
}

/** POST /forge/claim: only when ready; the delete-if-ready is the whole check, so two claims give one piece. */
export function claimForge(ctx: ActionContext): Promise<Result<ClaimResponse>> {
  const { db, userId, now, idempotency } = ctx;
  return playerAction(db, idempotency, async (tx) => {
    const [claimed] = await tx
      .delete(forges)
      .where(and(eq(forges.userId, userId), lte(forges.readyAt, now)))
      .returning({
        itemId: forges.itemId,
        rarity: forges.rarity,
        seedHash: forges.seedHash,
        clientSeed: forges.clientSeed,
        nonce: forges.nonce,
      });
    if (!claimed) {
      const [busy] = await tx
        .select({ readyAt: forges.readyAt })
        .from(forges)
        .where(eq(forges.userId, userId));
      return refuse(
        ErrorCode.Conflict,
        busy ? 'Your item is not ready yet.' : 'There is nothing to claim.',
      );
    }
    const item = equipmentById(claimed.itemId);
    await addEquipment(tx, userId, item.id, claimed.rarity);
    await publish(tx, { type: 'forge.claimed', userId, now });
    return {
      message: `You forged a ${claimed.rarity} ${item.name}!`,
      reward: item.name,
      item_id: item.id,
      rarity: claimed.rarity,
      fairness: keptFairness(claimed, 0),
    };
  });
}
