import { route } from './api-contract';
import { userOnlyBody } from './common-schemas';
import {
  consumablesResponse,
  equipBody,
  equipResponse,
  equipmentsResponse,
  useItemBody,
  useItemResponse,
} from './inventory-schemas';

export const inventoryApi = {
  consumables: route({
    method: 'POST',
    path: '/inventory/consumables',
    body: userOnlyBody,
    responses: { 200: consumablesResponse },
  }),
  useItem: route({
    method: 'POST',
    path: '/inventory/use-item',
    body: useItemBody,
    responses: { 200: useItemResponse },
    idempotent: 'economy',
  }),
  equipments: route({
    method: 'POST',
    path: '/inventory/equipments',
    body: userOnlyBody,
    responses: { 200: equipmentsResponse },
  }),
  equip: route({
    method: 'POST',
    path: '/inventory/equip',
    body: equipBody,
    responses: { 200: equipResponse },
    idempotent: 'free',
  }),
};
