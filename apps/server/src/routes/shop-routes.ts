import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userOnlyBody } from '@demonbane/shared/common-schemas';
import {
  goldShopResponse,
  purchaseBody,
  purchaseResponse,
  soulShopResponse,
} from '@demonbane/shared/shop-schemas';
import { unwrap } from '../http/app-error';
import { balance, catalogue, purchase } from '../services/shop-service';

export const shopRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/shop',
    { schema: { body: userOnlyBody, response: { 200: goldShopResponse } } },
    async (request) => ({
      gold: unwrap(await balance(app.db, request.userId, 'gold')),
      shop: catalogue('gold'),
    }),
  );

  app.post(
    '/shop/premium',
    { schema: { body: userOnlyBody, response: { 200: soulShopResponse } } },
    async (request) => ({
      soul: unwrap(await balance(app.db, request.userId, 'soul')),
      premiumShop: catalogue('soul'),
    }),
  );

  app.post(
    '/shop/purchase',
    {
      config: { idempotent: true },
      schema: { body: purchaseBody, response: { 200: purchaseResponse } },
    },
    async (request) => {
      const { itemId, type, qty } = request.body;
      const result = unwrap(
        await purchase(app.db, request.userId, { itemId, type, qty }, request.idempotency),
      );
      return {
        message: result.message,
        user: type === 'gold' ? { gold: result.balance } : { soul: result.balance },
      };
    },
  );
};
