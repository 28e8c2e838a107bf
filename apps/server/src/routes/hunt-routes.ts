import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { leaveResponse, messageResponse, userOnlyBody } from '@demonbane/shared/common-schemas';
import { attackResponse } from '@demonbane/shared/battle-schemas';
import {
  huntBattleResponse,
  huntResponse,
  leaderboardResponse,
  setHuntBody,
  setHuntResponse,
} from '@demonbane/shared/hunt-schemas';
import { unwrap } from '../http/app-error';
import {
  clearHunt,
  huntAttack,
  huntLeaderboard,
  huntStatus,
  initializeHunt,
  nextFloor,
  setHunt,
} from '../services/hunt-service';

export const huntRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/hunt',
    { schema: { body: userOnlyBody, response: { 200: huntResponse } } },
    async (request) => unwrap(await huntStatus(app.db, request.userId)),
  );

  app.post(
    '/hunt/set-hunt',
    { schema: { body: setHuntBody, response: { 200: setHuntResponse } } },
    async (request) =>
      unwrap(await setHunt(app.db, request.userId, request.body.hunt, app.seed(), app.now())),
  );

  app.post(
    '/hunt/initialize',
    { schema: { body: userOnlyBody, response: { 200: huntBattleResponse } } },
    async (request) => unwrap(await initializeHunt(app.db, request.userId, app.now())),
  );

  app.post(
    '/hunt/hunt-attack',
    {
      config: { idempotent: true },
      schema: { body: userOnlyBody, response: { 200: attackResponse } },
    },
    async (request) =>
      unwrap(await huntAttack(app.db, request.userId, app.now(), request.idempotency)),
  );

  app.post(
    '/hunt/next',
    {
      config: { idempotent: true },
      schema: { body: userOnlyBody, response: { 200: messageResponse } },
    },
    async (request) =>
      unwrap(await nextFloor(app.db, request.userId, app.seed(), app.now(), request.idempotency)),
  );

  app.post(
    '/hunt/clear-hunt',
    {
      config: { idempotent: true },
      schema: { body: userOnlyBody, response: { 200: leaveResponse } },
    },
    async (request) =>
      unwrap(await clearHunt(app.db, request.userId, app.now(), request.idempotency)),
  );

  app.get(
    '/leaderboard/hunt',
    { config: { public: true }, schema: { response: { 200: leaderboardResponse } } },
    async () => ({ leaderboard: await huntLeaderboard(app.db) }),
  );
};
