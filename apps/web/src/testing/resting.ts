import type { Consumable } from '@demonbane/shared/inventory-schemas';
import type { MockReply } from './mock-api';

export const RESTING_MESSAGE = 'You are too hurt to set out. Rest a while or drink a potion.';

/** The 409 an explore step into a fight or a tower start answers while the hero rests. */
export function restingReply(readyInSeconds = 90): MockReply {
  return {
    status: 409,
    body: { message: RESTING_MESSAGE, reason: 'resting', ready_in_seconds: readyInSeconds },
  };
}

/** A pack with two kinds of healing potion. */
export const POTION_PACK: Consumable[] = [
  { item_id: 'potion', item_name: 'Healing Potion', description: '', item_qty: 1 },
  { item_id: 'potion-minor', item_name: 'Minor Healing Potion', description: '', item_qty: 2 },
];

/** POST /inventory/use-item's answer after one potion: the hero at `hp` of `maxHp`. */
export function drankReply(hp: number, maxHp: number): MockReply {
  return {
    status: 200,
    body: { message: 'Used 1.', used: 1, user_hp: hp, user_max_hp: maxHp, buffs: [] },
  };
}
