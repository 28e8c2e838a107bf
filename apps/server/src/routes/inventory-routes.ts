import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userOnlyBody } from '@demonbane/shared/common-schemas';
import {
  consumablesResponse,
  equipBody,
  equipResponse,
  equipmentsResponse,
  useItemBody,
  useItemResponse,
} from '@demonbane/shared/inventory-schemas';
import { unwrap } from '../http/app-error';
import { listConsumables, useItem } from '../services/inventory-service';
import { equip, listEquipment } from '../services/equipment-service';

export const inventoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/inventory/consumables',
    { schema: { body: userOnlyBody, response: { 200: consumablesResponse } } },
    async (request) => ({ consumables: unwrap(await listConsumables(app.db, request.userId)) }),
  );

  app.post(
    '/inventory/use-item',
    {
      config: { idempotent: true },
      schema: { body: useItemBody, response: { 200: useItemResponse } },
    },
    async (request) => {
      const { itemId, qty = 1 } = request.body;
      return unwrap(
        await useItem(app.db, request.userId, { itemId, qty }, app.now(), request.idempotency),
      );
    },
  );

  app.post(
    '/inventory/equipments',
    { schema: { body: userOnlyBody, response: { 200: equipmentsResponse } } },
    async (request) => unwrap(await listEquipment(app.db, request.userId)),
  );

  app.post(
    '/inventory/equip',
    { config: { idempotent: true }, schema: { body: equipBody, response: { 200: equipResponse } } },
    async (request) => {
      const { wpn, arm, acc } = request.body;
      return unwrap(await equip(app.db, request.userId, { wpn, arm, acc }, request.idempotency));
    },
  );
};
