import type { inventoryApi } from '@demonbane/shared/inventory-api';
import { unwrap } from '../../infra/http/app-error';
import type { Handlers } from '../../infra/http/route-registrar';
import { actionContext } from '../../infra/http/request-context';
import { equip, listEquipment } from './equipment-service';
import { listConsumables } from './inventory-service';
import { useItem } from '../battle/battle-service';

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
