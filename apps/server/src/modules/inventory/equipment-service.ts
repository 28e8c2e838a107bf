import { and, eq, gt } from 'drizzle-orm';
import { ErrorCode } from '@demonbane/shared/error-codes';
import { EQUIPMENT, equipmentById, isRarity, pieceStats } from '@demonbane/game/equipment';
import { RARITIES } from '@demonbane/game/rarity';
import { SLOT_NAMES } from '@demonbane/game/equipment-slot';
import { loadoutBonus, planEquip, type Loadout, type WantedLoadout } from '@demonbane/game/loadout';
import type {
  EquipResponse,
  EquipmentsResponse,
  InventoryPiece,
} from '@demonbane/shared/inventory-schemas';
import { heroEquipment, heroes } from '../../db/schema';
import { fail, ok, type Result } from '../../infra/actions/result';
import { playerAction, refuse } from '../../infra/actions/player-action';
import { addEquipment, takeEquipment } from '../ledger/stock';
import {
  findHero,
  loadoutColumns,
  loadoutOf,
  upgradesOf,
  USER_NOT_FOUND,
} from '../hero/hero-repository';
import type { SlotUpgrades } from '@demonbane/game/slot-upgrades';
import { wornSlots } from '../hero/hero-view';
import type { ActionContext } from '../../infra/actions/action-context';
import { pieceTraitsOf } from '../hero/piece-view';

/** POST /inventory/equipments: what is worn, and every piece in the inventory. */
export async function listEquipment(ctx: ActionContext): Promise<Result<EquipmentsResponse>> {
  const { db, userId } = ctx;
  const hero = await findHero(db, userId);
  if (!hero) return fail(ErrorCode.NotFound, USER_NOT_FOUND);
  const rows = await db
    .select({ itemId: heroEquipment.itemId, rarity: heroEquipment.rarity, qty: heroEquipment.qty })
    .from(heroEquipment)
    .where(and(eq(heroEquipment.userId, userId), gt(heroEquipment.qty, 0)));
  const inventory: InventoryPiece[] = [];
  for (const row of rows) {
    const item = equipmentById(row.itemId);
    inventory.push({
      item_id: item.id,
      item_name: item.name,
      item_rarity: row.rarity,
      item_qty: row.qty,
      type: item.type,
      description: item.description,
      stats: pieceStats(item, row.rarity),
      ...pieceTraitsOf(item, row.rarity),
    });
  }
  const catalogueOrder = (id: string) => EQUIPMENT.findIndex((e) => e.id === id);
  inventory.sort(
    (a, b) =>
      catalogueOrder(a.item_id) - catalogueOrder(b.item_id) ||
      RARITIES.indexOf(a.item_rarity ?? 'Common') - RARITIES.indexOf(b.item_rarity ?? 'Common'),
  );
  const loadout = loadoutOf(hero);
  const upgrades = upgradesOf(hero);
  return ok({
    equipment: wornPieces(loadout, upgrades),
    equipment_stats: loadoutBonus(loadout, upgrades),
    inventory,
  });
}

/** Worn slots with each piece's description: the shape both equipment answers share. */
function wornPieces(loadout: Loadout, upgrades: SlotUpgrades) {
  return wornSlots(loadout, upgrades).map((slot) => {
    const worn = loadout[slot.type];
    return { ...slot, description: worn ? equipmentById(worn.itemId).description : null };
  });
}

type SlotChoice = [string, string] | null;

/**
 * POST /inventory/equip: the wanted loadout replaces the worn one in one
 * transaction. Worn pieces leave the inventory; replaced ones go back to it.
 */
export function equip(
  ctx: ActionContext,
  wanted: { wpn: SlotChoice; arm: SlotChoice; acc: SlotChoice },
): Promise<Result<EquipResponse>> {
  const { db, userId, idempotency } = ctx;
  return playerAction(db, idempotency, async (tx) => {
    const hero = await findHero(tx, userId, { forUpdate: true });
    if (!hero) return refuse(ErrorCode.NotFound, USER_NOT_FOUND);
    const toPiece = (choice: SlotChoice) =>
      choice && isRarity(choice[1]) ? { itemId: choice[0], rarity: choice[1] } : null;
    const wantedLoadout: WantedLoadout = {
      weapon: toPiece(wanted.wpn),
      armor: toPiece(wanted.arm),
      acc: toPiece(wanted.acc),
    };

    const result = planEquip(loadoutOf(hero), wantedLoadout, hero.level);
    if (!result.ok) {
      const slotName = SLOT_NAMES[result.slot];
      if (result.reason === 'unknown_item') {
        return refuse(ErrorCode.NotFound, `There is no such ${slotName}.`);
      }
      if (result.reason === 'too_low_level') {
        return refuse(
          ErrorCode.Conflict,
          `${result.name} is worn from level ${result.level}; you are level ${hero.level}.`,
        );
      }
      return refuse(ErrorCode.BadRequest, `That piece cannot be worn as your ${slotName}.`);
    }
    const { plan, loadout: target } = result;
    const { wear, putBack } = plan;
    for (const piece of wear) {
      const left = await takeEquipment(tx, userId, piece.itemId, piece.rarity);
      if (left === null) {
        const name = equipmentById(piece.itemId).name;
        return refuse(ErrorCode.Conflict, `You do not own a ${piece.rarity} ${name}.`);
      }
    }
    for (const piece of putBack) await addEquipment(tx, userId, piece.itemId, piece.rarity);
    await tx.update(heroes).set(loadoutColumns(target)).where(eq(heroes.userId, userId));

    const upgrades = upgradesOf(hero);
    const bonus = loadoutBonus(target, upgrades);
    return {
      message:
        wear.length + putBack.length === 0
          ? 'Nothing to change.'
          : 'Your equipment has been updated.',
      backToInventory: putBack.map(
        (p) => [equipmentById(p.itemId).name, p.rarity] as [string, typeof p.rarity],
      ),
      equipment: wornPieces(target, upgrades),
      equipment_stats: bonus,
    };
  });
}
