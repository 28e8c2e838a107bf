import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponse, userOnlyBody } from '@demonbane/shared/common-schemas';
import {
  buyResponse,
  listBody,
  listResponse,
  listingIdBody,
  listingsQuery,
  listingsResponse,
  myListingsResponse,
  priceHistoryQuery,
  priceHistoryResponse,
} from '@demonbane/shared/bazaar-schemas';
import { unwrap } from '../http/app-error';
import {
  browse,
  buyListing,
  cancelListing,
  createListing,
  myListings,
  priceHistory,
} from '../services/bazaar-service';

export const bazaarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/bazaar',
    {
      config: { public: true },
      schema: { querystring: listingsQuery, response: { 200: listingsResponse } },
    },
    async (request) => browse(app.db, request.query, app.now()),
  );

  app.get(
    '/bazaar/price-history',
    {
      config: { public: true },
      schema: { querystring: priceHistoryQuery, response: { 200: priceHistoryResponse } },
    },
    async (request) => priceHistory(app.db, request.query.item_id, request.query.rarity),
  );

  app.post(
    '/bazaar/list',
    { config: { idempotent: true }, schema: { body: listBody, response: { 200: listResponse } } },
    async (request) => {
      const { item_id: itemId, rarity, price, currency } = request.body;
      return unwrap(
        await createListing(
          app.db,
          request.userId,
          { itemId, rarity, price, currency },
          app.now(),
          request.idempotency,
        ),
      );
    },
  );

  app.post(
    '/bazaar/buy',
    {
      config: { idempotent: true },
      schema: { body: listingIdBody, response: { 200: buyResponse } },
    },
    async (request) =>
      unwrap(
        await buyListing(
          app.db,
          request.userId,
          request.body.listingId,
          app.now(),
          request.idempotency,
        ),
      ),
  );

  app.post(
    '/bazaar/cancel',
    {
      config: { idempotent: true },
      schema: { body: listingIdBody, response: { 200: messageResponse } },
    },
    async (request) =>
      unwrap(
        await cancelListing(
          app.db,
          request.userId,
          request.body.listingId,
          app.now(),
          request.idempotency,
        ),
      ),
  );

  app.post(
    '/bazaar/my-listings',
    { schema: { body: userOnlyBody, response: { 200: myListingsResponse } } },
    async (request) => ({
      listings: unwrap(await myListings(app.db, request.userId, app.now())),
    }),
  );
};
