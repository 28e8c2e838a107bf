import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponse, userOnlyBody } from '@demonbane/shared/common-schemas';
import {
  claimResponse,
  combinableResponse,
  combineAllBody,
  combineBody,
  combineResponse,
  forgeBody,
  forgeResponse,
  materialsResponse,
} from '@demonbane/shared/forge-schemas';
import { unwrap } from '../http/app-error';
import { claimForge, materialsAndForge, startForge } from '../services/forge-service';
import { combinableItems, combineAll, combineOne } from '../services/combine-service';

export const forgeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/inventory/materials',
    { schema: { body: userOnlyBody, response: { 200: materialsResponse } } },
    async (request) => unwrap(await materialsAndForge(app.db, request.userId, app.now())),
  );

  app.post(
    '/forge',
    { config: { idempotent: true }, schema: { body: forgeBody, response: { 200: forgeResponse } } },
    async (request) =>
      unwrap(
        await startForge(
          app.db,
          request.userId,
          request.body.materials,
          app.now(),
          app.seed(),
          app.env.FORGE_TIME_SCALE,
          request.idempotency,
        ),
      ),
  );

  app.post(
    '/forge/claim',
    {
      config: { idempotent: true },
      schema: { body: userOnlyBody, response: { 200: claimResponse } },
    },
    async (request) =>
      unwrap(await claimForge(app.db, request.userId, app.now(), request.idempotency)),
  );

  app.post(
    '/inventory/combine',
    { schema: { body: userOnlyBody, response: { 200: combinableResponse } } },
    async (request) => ({
      combinable_items: unwrap(await combinableItems(app.db, request.userId)),
    }),
  );

  app.post(
    '/forge/combine',
    {
      config: { idempotent: true },
      schema: { body: combineBody, response: { 200: combineResponse } },
    },
    async (request) =>
      unwrap(
        await combineOne(
          app.db,
          request.userId,
          request.body.item_id,
          request.body.rarity,
          request.idempotency,
        ),
      ),
  );

  app.post(
    '/forge/combine-all',
    {
      config: { idempotent: true },
      schema: { body: combineAllBody, response: { 200: messageResponse } },
    },
    async (request) =>
      unwrap(
        await combineAll(app.db, request.userId, request.body.locked_items, request.idempotency),
      ),
  );
};
