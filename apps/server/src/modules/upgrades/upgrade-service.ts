import { ErrorCode } from '@demonbane/shared/error-codes';
import { describeAffix } from '@demonbane/game/affixes';
import { EQUIPMENT_TYPES, SLOT_NAMES, type EquipmentType } from '@demonbane/game/equipment-slot';
import { createRng } from '@demonbane/game/rng';
import {
  REFINE,
  enchantCost,
  refineChance,
  refineCost,
  rollEnchant,
  rollRefine,
  type SlotUpgrade,
} from '@demonbane/game/slot-upgrades';
import type {
  EnchantResponse,
  RefineResponse,
  SlotUpgradeView,
  UpgradesResponse,
} from '@demonbane/shared/endgame-schemas';
import type { Tx } from '../../db/database';
import { slotUpgrades } from '../../db/schema';
import { fail, ok, type Result } from '../../infra/actions/result';
import { playerAction, refuse } from '../../infra/actions/player-action';
import type { ActionContext } from '../../infra/actions/action-context';
import { spend, type LedgerEntry } from '../ledger/currency';
import { findHero, loadUpgrades, upgradesOf, USER_NOT_FOUND } from '../hero/hero-repository';

/** A slot's upgrades with what the next try and draw cost and the odds, as the API shows them. */
export function slotUpgradeView(type: EquipmentType, up: SlotUpgrade): SlotUpgradeView {
  return {
    type,
    refine: up.refine,
    max_refine: REFINE.max,
    refine_cost: refineCost(up.refine),
    refine_chance: refineChance(up.refine, up.fails),
    fails: up.fails,
    enchant: up.enchant && { ...up.enchant, text: describeAffix(up.enchant) },
    enchant_cost: enchantCost(up.enchantRolls),
    enchant_rolls: up.enchantRolls,
  };
}

/** POST /upgrades: every slot's upgrades and the gold to pay for more. */
export async function listUpgrades(ctx: ActionContext): Promise<Result<UpgradesResponse>> {
  const hero = await findHero(ctx.db, ctx.userId);
  if (!hero) return fail(ErrorCode.NotFound, USER_NOT_FOUND);
  const upgrades = upgradesOf(hero);
  return ok({
    slots: EQUIPMENT_TYPES.map((type) => slotUpgradeView(type, upgrades[type])),
    gold: hero.gold,
  });
}

/**
 * One paid change to a slot's upgrade, in one transaction under the hero's row lock
 * (so two at once pay in turn and the second sees the first's price and gold): the
 * gold is spent through the ledger only if it covers the cost, then the row is stored.
 */
function upgradeSlot<T>(
  ctx: ActionContext,
  slot: EquipmentType,
  change: (up: SlotUpgrade) => {
    cost: number;
    next: SlotUpgrade;
    entry: LedgerEntry;
    answer: (gold: number) => T;
  },
): Promise<Result<T>> {
  const { db, userId, idempotency } = ctx;
  return playerAction(db, idempotency, async (tx) => {
    const hero = await findHero(tx, userId, { forUpdate: true });
    if (!hero) return refuse(ErrorCode.NotFound, USER_NOT_FOUND);
    // Read after the lock, in a statement of its own: the locking read's own view of
    // slot_upgrades may predate an upgrade committed while it waited for the lock.
    const { cost, next, entry, answer } = change((await loadUpgrades(tx, userId))[slot]);
    const gold = await spend(tx, userId, 'gold', cost, entry);
    if (gold === null) return refuse(ErrorCode.Conflict, `Not enough gold: it costs ${cost}.`);
    await saveUpgrade(tx, userId, slot, next);
    return answer(gold);
  });
}

/** POST /upgrades/refine: one refining try on a slot (won or lost, its gold is spent). */
export function refine(ctx: ActionContext, slot: EquipmentType): Promise<Result<RefineResponse>> {
  // One seed per request, drawn anew on a retried transaction from the same start.
  const seed = ctx.seed();
  return upgradeSlot(ctx, slot, (up) => {
    const tried = rollRefine(up, createRng(seed));
    if (!tried.ok) {
      return refuse(ErrorCode.Conflict, `Your ${SLOT_NAMES[slot]} is refined as far as it goes.`);
    }
    const { success, cost, next } = tried;
    return {
      cost,
      next,
      entry: {
        kind: 'refine',
        ref: `${slot}:${up.refine + 1}`,
        reason: `refine ${slot} +${up.refine + 1}: ${success ? 'success' : 'failure'}`,
      },
      answer: (gold) => ({
        message: success
          ? `Your ${SLOT_NAMES[slot]} slot is now +${next.refine}.`
          : `The refining fails. Your ${SLOT_NAMES[slot]} slot stays +${next.refine}; the next try is likelier.`,
        success,
        slot: slotUpgradeView(slot, next),
        gold,
      }),
    };
  });
}

/** POST /upgrades/enchant: a new enchantment drawn for a slot, replacing the old one. */
export function enchant(ctx: ActionContext, slot: EquipmentType): Promise<Result<EnchantResponse>> {
  const seed = ctx.seed();
  return upgradeSlot(ctx, slot, (up) => {
    const { cost, next } = rollEnchant(up, createRng(seed));
    const drawn = next.enchant!;
    return {
      cost,
      next,
      entry: {
        kind: 'enchant',
        ref: `${slot}:${next.enchantRolls}`,
        reason: `enchant ${slot}: ${drawn.kind} ${drawn.value}`,
      },
      answer: (gold) => ({
        message: `Your ${SLOT_NAMES[slot]} slot is enchanted: ${describeAffix(drawn)}.`,
        slot: slotUpgradeView(slot, next),
        gold,
      }),
    };
  });
}

async function saveUpgrade(tx: Tx, userId: string, slot: EquipmentType, up: SlotUpgrade) {
  const row = {
    refine: up.refine,
    fails: up.fails,
    enchantKind: up.enchant?.kind ?? null,
    enchantValue: up.enchant?.value ?? null,
    enchantRolls: up.enchantRolls,
  };
  await tx
    .insert(slotUpgrades)
    .values({ userId, slot, ...row })
    .onConflictDoUpdate({ target: [slotUpgrades.userId, slotUpgrades.slot], set: row });
}
