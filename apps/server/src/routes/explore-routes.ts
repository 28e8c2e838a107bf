import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { leaveResponse, messageResponse, userOnlyBody } from '@demonbane/shared/common-schemas';
import {
  exploreListResponse,
  moveBody,
  moveResponse,
  positionResponse,
  setMapBody,
} from '@demonbane/shared/explore-schemas';
import { attackResponse, battleResponse } from '@demonbane/shared/battle-schemas';
import { unwrap } from '../http/app-error';
import {
  clearExploration,
  currentPosition,
  exploreAttack,
  exploreBattle,
  listMaps,
  move,
  setMap,
} from '../services/explore-service';

export const exploreRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/explore/user',
    { schema: { body: userOnlyBody, response: { 200: exploreListResponse } } },
    async (request) => unwrap(await listMaps(app.db, request.userId)),
  );

  app.post(
    '/explore/map',
    { schema: { body: setMapBody, response: { 200: messageResponse } } },
    async (request) =>
      unwrap(
        await setMap(app.db, request.userId, request.body.mapId, request.body.area, app.now()),
      ),
  );

  app.post(
    '/explore/clear',
    {
      config: { idempotent: true },
      schema: { body: userOnlyBody, response: { 200: leaveResponse } },
    },
    async (request) =>
      unwrap(await clearExploration(app.db, request.userId, app.now(), request.idempotency)),
  );

  app.post(
    '/explore/current-position',
    { schema: { body: userOnlyBody, response: { 200: positionResponse } } },
    async (request) => unwrap(await currentPosition(app.db, request.userId)),
  );

  app.post(
    '/explore/move',
    { schema: { body: moveBody, response: { 200: moveResponse } } },
    async (request) =>
      unwrap(await move(app.db, request.userId, request.body.direction, app.now(), app.seed)),
  );

  app.post(
    '/explore/battle',
    { schema: { body: userOnlyBody, response: { 200: battleResponse } } },
    async (request) => unwrap(await exploreBattle(app.db, request.userId, app.now())),
  );

  app.post(
    '/explore/attack',
    {
      config: { idempotent: true },
      schema: { body: userOnlyBody, response: { 200: attackResponse } },
    },
    async (request) =>
      unwrap(await exploreAttack(app.db, request.userId, app.now(), request.idempotency)),
  );
};
