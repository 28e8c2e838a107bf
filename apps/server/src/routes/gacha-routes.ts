import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userOnlyBody } from '@demonbane/shared/common-schemas';
import {
  auditResponse,
  boxesResponse,
  drawBody,
  drawResponse,
  historyResponse,
} from '@demonbane/shared/gacha-schemas';
import { unwrap } from '../http/app-error';
import { audit, draw, drawHistory, listBoxes } from '../services/gacha-service';

export const gachaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/gacha/boxs',
    { config: { public: true }, schema: { response: { 200: boxesResponse } } },
    async () => ({ success: true as const, data: listBoxes() }),
  );

  app.post(
    '/gacha',
    {
      config: { failureBody: { success: false }, idempotent: true },
      schema: { body: drawBody, response: { 200: drawResponse } },
    },
    async (request) => {
      const { box, amount } = request.body;
      return unwrap(
        await draw(app.db, request.userId, box, amount, app.now(), app.seed(), request.idempotency),
      );
    },
  );

  app.post(
    '/gacha/history',
    { schema: { body: userOnlyBody, response: { 200: historyResponse } } },
    async (request) => unwrap(await drawHistory(app.db, request.userId)),
  );

  app.get(
    '/gacha/audit',
    { config: { public: true }, schema: { response: { 200: auditResponse } } },
    async () => audit(app.db),
  );
};
