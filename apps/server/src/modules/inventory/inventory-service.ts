import { and, asc, eq, gt } from 'drizzle-orm';
import { ErrorCode } from '@demonbane/shared/error-codes';
import { findItem, itemById, ITEMS, type ItemId } from '@demonbane/game/items';
import { buffById, describeBuff, isActive } from '@demonbane/game/buffs';
import { applyConsumable } from '@demonbane/game/consumable-use';
import type { Consumable, UseItemResponse } from '@demonbane/shared/inventory-schemas';
import type { Queryable, Tx } from '../../db/database';
import { heroBuffs, heroItems, heroes } from '../../db/schema';
import { fail, ok, type Result } from '../../infra/actions/result';
import { refuse } from '../../infra/actions/player-action';
import { takeItems } from '../ledger/stock';
import { loadBuffs, requireHeroWithJob, USER_NOT_FOUND, heroExists } from '../hero/hero-repository';
import { liveHero } from '../hero/hero-view';
import type { ActionContext } from '../../infra/actions/action-context';

/** Stackable items of one category the hero owns, in catalogue order. */
export async function ownedItems(
  db: Queryable,
  userId: string,
  category: 'consumable' | 'material',
): Promise<{ itemId: ItemId; qty: number }[]> {
  const rows = await db
    .select({ itemId: heroItems.itemId, qty: heroItems.qty })
    .from(heroItems)
    .where(and(eq(heroItems.userId, userId), gt(heroItems.qty, 0)))
    .orderBy(asc(heroItems.itemId));
  const order = (id: ItemId) => ITEMS.findIndex((i) => i.id === id);
  return rows
    .filter((r) => itemById(r.itemId).category === category)
    .sort((a, b) => order(a.itemId) - order(b.itemId));
}

/** Healing items owned, in catalogue order: the potions offered in battle. */
export async function ownedHealingItems(db: Queryable, userId: string) {
  return healingItems(await ownedItems(db, userId, 'consumable'));
}

/** The healing stacks among `owned`, in catalogue order. */
export function healingItems<T extends { itemId: ItemId }>(owned: readonly T[]): T[] {
  const order = (id: ItemId) => ITEMS.findIndex((i) => i.id === id);
  return owned
    .filter((o) => {
      const kind = itemById(o.itemId).effect?.kind;
      return kind === 'heal' || kind === 'heal-percent';
    })
    .sort((a, b) => order(a.itemId) - order(b.itemId));
}

export async function listConsumables(ctx: ActionContext): Promise<Result<Consumable[]>> {
  const { db, userId } = ctx;
  if (!(await heroExists(db, userId))) return fail(ErrorCode.NotFound, USER_NOT_FOUND);
  const owned = await ownedItems(db, userId, 'consumable');
  return ok(
    owned.map(({ itemId, qty }) => {
      const item = itemById(itemId);
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
 * Uses up to `qty` of a consumable, inside the caller's transaction: potions heal
 * (never past max HP, and not at all when HP is full), scrolls start or extend their
 * buff. Only the copies that still do something are used; the rest stay in the bag
 * and the answer says how many were used. POST /inventory/use-item (battle-service's
 * useItem, since in a fight an item takes the hero's turn) and auto-battle use it.
 */
export async function useItemIn(
  tx: Tx,
  userId: string,
  input: { itemId: string; qty: number },
  now: Date,
): Promise<UseItemResponse> {
  const hero = await requireHeroWithJob(tx, userId, true);
  const item = findItem(input.itemId);
  if (!item) return refuse(ErrorCode.NotFound, 'There is no such item.');
  if (item.category !== 'consumable' || !item.effect) {
    return refuse(ErrorCode.BadRequest, `${item.name} cannot be used; it is a forge material.`);
  }
  if ((await ownedQty(tx, userId, item.id)) < input.qty)
    return refuse(ErrorCode.Conflict, `You do not have ${input.qty} × ${item.name}.`);

  const buffs = await loadBuffs(tx, userId);
  const { hp, maxHp } = liveHero({ ...hero, jobId: hero.jobId }, buffs, now);
  const use = applyConsumable(item, input.qty, { hp, maxHp, buffs }, now);
  if (!use.ok) {
    if (use.reason === 'hp-full') return refuse(ErrorCode.Conflict, 'Your HP is already full.');
    const def = item.effect.kind === 'buff' ? buffById(item.effect.buffId) : undefined;
    return use.reason === 'buff-capped' && def
      ? refuse(ErrorCode.Conflict, `${def.name} is already as strong as it can be.`)
      : refuse(ErrorCode.BadRequest, `${item.name} cannot be used.`);
  }
  if ((await takeItems(tx, userId, item.id, use.used)) === null)
    return refuse(ErrorCode.Conflict, `You do not have ${input.qty} × ${item.name}.`);

  let newHp = hp;
  let newBuffs = buffs;
  let effectText: string;
  if (use.kind === 'heal') {
    newHp = use.hp;
    effectText = `Restored ${use.healed} HP (${newHp}/${maxHp}).`;
    await tx
      .update(heroes)
      .set({ hp: newHp, hpUpdatedAt: now, updatedAt: now })
      .where(eq(heroes.userId, userId));
  } else {
    const next = use.buff;
    await tx
      .insert(heroBuffs)
      .values({ userId, ...next })
      .onConflictDoUpdate({
        target: [heroBuffs.userId, heroBuffs.buffId],
        set: { battlesLeft: next.battlesLeft, expiresAt: next.expiresAt },
      });
    newBuffs = [...buffs.filter((b) => b.buffId !== next.buffId), next];
    effectText = describeBuff(next, now);
  }

  const kept = input.qty - use.used;
  const keptText = kept > 0 ? ` ${kept} kept: more would have been wasted.` : '';
  return {
    message: `Used ${use.used} ${item.name}. ${effectText}${keptText}`,
    used: use.used,
    user_hp: newHp,
    user_max_hp: maxHp,
    buffs: newBuffs.filter((b) => isActive(b, now)).map((b) => describeBuff(b, now)),
  };
}

/** How many of a stackable item the hero owns (0 when none). */
async function ownedQty(db: Queryable, userId: string, itemId: ItemId): Promise<number> {
  const [row] = await db
    .select({ qty: heroItems.qty })
    .from(heroItems)
    .where(and(eq(heroItems.userId, userId), eq(heroItems.itemId, itemId)));
  return row?.qty ?? 0;
}
