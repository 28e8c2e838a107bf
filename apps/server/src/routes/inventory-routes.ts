import type { inventoryApi } from '@demonbane/shared/inventory-api';
import { unwrap } from '../http/app-error';
import type { Handlers } from '../http/api-routes';
import { actionContext } from '../http/request-context';
import { equip, listEquipment } from '../services/equipment-service';
import { listConsumables, useItem } from '../services/inventory-service';

export const inventoryHandlers: Handlers<typeof inventoryApi> = {
  consumables: async (request) => ({
    consumables: unwrap(await listConsumables(actionContext(request))),
  }),
  useItem: async (request) => {
    const { itemId, qty = 1 } = request.body;
    return unwrap(await useItem(actionContext(request), { itemId, qty }));
  },
  equipments: async (request) => unwrap(await listEquipment(actionContext(request))),
  equip: async (request) => {
    const { wpn, arm, acc } = request.body;
    return unwrap(await equip(actionContext(request), { wpn, arm, acc }));
  },
};
