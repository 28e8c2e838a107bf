import { and, asc, eq, gt } from 'drizzle-orm';
import { ErrorCode } from '@demonbane/shared/error-codes';
import { findItem, ITEMS } from '@demonbane/game/items';
import { applyBuff, describeBuff, findBuff, isActive, isAtCap } from '@demonbane/game/buffs';
import type { Consumable, UseItemResponse } from '@demonbane/shared/inventory-schemas';
import type { Database, Queryable } from '../db/database';
import { heroBuffs, heroItems, heroes } from '../db/schema';
import { fail, ok, type Result } from './result';
import { playerAction, refuse, type IdempotencyClaim } from './player-action';
import { takeItems } from './stock';
import { findHero, loadBuffs } from './hero-repository';
import { liveHero } from './hero-view';
import { NO_JOB_REFUSAL, USER_NOT_FOUND } from './hero-service';

/** Stackable items of one category the hero owns, in catalogue order. */
export async function ownedItems(
  db: Queryable,
  userId: string,
  category: 'consumable' | 'material',
): Promise<{ itemId: string; qty: number }[]> {
  const rows = await db
    .select({ itemId: heroItems.itemId, qty: heroItems.qty })
    .from(heroItems)
    .where(and(eq(heroItems.userId, userId), gt(heroItems.qty, 0)))
    .orderBy(asc(heroItems.itemId));
  const order = (id: string) => ITEMS.findIndex((i) => i.id === id);
  return rows
    .filter((r) => findItem(r.itemId)?.category === category)
    .sort((a, b) => order(a.itemId) - order(b.itemId));
}

/** Healing items owned, in catalogue order: the potions offered in battle. */
export async function ownedHealingItems(db: Queryable, userId: string) {
  return healingItems(await ownedItems(db, userId, 'consumable'));
}

/** The healing stacks among `owned`, in catalogue order. */
export function healingItems<T extends { itemId: string }>(owned: readonly T[]): T[] {
  const order = (id: string) => ITEMS.findIndex((i) => i.id === id);
  return owned
    .filter((o) => {
      const kind = findItem(o.itemId)?.effect?.kind;
      return kind === 'heal' || kind === 'heal-percent';
    })
    .sort((a, b) => order(a.itemId) - order(b.itemId));
}

export async function listConsumables(db: Database, userId: string): Promise<Result<Consumable[]>> {
  const [hero] = await db
    .select({ id: heroes.userId })
    .from(heroes)
    .where(eq(heroes.userId, userId));
  if (!hero) return fail(ErrorCode.NotFound, USER_NOT_FOUND);
  const owned = await ownedItems(db, userId, 'consumable');
  return ok(
    owned.map(({ itemId, qty }) => {
      const item = findItem(itemId)!;
      return {
        item_id: item.id,
        item_name: item.name,
        description: item.description,
        item_qty: qty,
      };
    }),
  );
}

/**
 * Uses `qty` of a consumable in one transaction: potions heal (never past max
 * HP, and not at all when HP is full), scrolls start or extend their buff.
 */
export function useItem(
  db: Database,
  userId: string,
  input: { itemId: string; qty: number },
  now: Date,
  idempotency?: IdempotencyClaim,
): Promise<Result<UseItemResponse>> {
  return playerAction(db, idempotency, async (tx) => {
    const hero = await findHero(tx, userId, { forUpdate: true });
    if (!hero) return refuse(ErrorCode.NotFound, USER_NOT_FOUND);
    if (hero.jobId === null) return refuse(ErrorCode.Conflict, NO_JOB_REFUSAL);
    const item = findItem(input.itemId);
    if (!item) return refuse(ErrorCode.NotFound, 'There is no such item.');
    if (item.category !== 'consumable' || !item.effect) {
      return refuse(ErrorCode.BadRequest, `${item.name} cannot be used; it is a forge material.`);
    }

    const left = await takeItems(tx, userId, item.id, input.qty);
    if (left === null)
      return refuse(ErrorCode.Conflict, `You do not have ${input.qty} × ${item.name}.`);

    const buffs = await loadBuffs(tx, userId);
    const { hp, maxHp } = liveHero({ ...hero, jobId: hero.jobId }, buffs, now);
    let newHp = hp;
    let newBuffs = buffs;
    let effectText: string;

    const effect = item.effect;
    if (effect.kind === 'heal' || effect.kind === 'heal-percent') {
      if (hp >= maxHp) return refuse(ErrorCode.Conflict, 'Your HP is already full.');
      const perUse =
        effect.kind === 'heal' ? effect.amount : Math.ceil((maxHp * effect.percent) / 100);
      newHp = Math.min(maxHp, hp + perUse * input.qty);
      effectText = `Restored ${newHp - hp} HP (${newHp}/${maxHp}).`;
      await tx
        .update(heroes)
        .set({ hp: newHp, hpUpdatedAt: now, updatedAt: now })
        .where(eq(heroes.userId, userId));
    } else {
      const def = findBuff(effect.buffId);
      if (!def) return refuse(ErrorCode.NotFound, 'There is no such item.');
      const existing = buffs.find((b) => b.buffId === def.id);
      if (isAtCap(def, existing, now)) {
        return refuse(ErrorCode.Conflict, `${def.name} is already as strong as it can be.`);
      }
      const next = applyBuff(def, existing, input.qty, now);
      await tx
        .insert(heroBuffs)
        .values({ userId, ...next })
        .onConflictDoUpdate({
          target: [heroBuffs.userId, heroBuffs.buffId],
          set: { battlesLeft: next.battlesLeft, expiresAt: next.expiresAt },
        });
      newBuffs = [...buffs.filter((b) => b.buffId !== def.id), next];
      effectText = describeBuff(next, now);
    }

    return {
      message: `Used ${input.qty} ${item.name}. ${effectText}`,
      user_hp: newHp,
      user_max_hp: maxHp,
      buffs: newBuffs.filter((b) => isActive(b, now)).map((b) => describeBuff(b, now)),
    };
  });
}
