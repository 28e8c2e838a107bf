import type { bazaarApi } from '@demonbane/shared/bazaar-api';
import { unwrap } from '../../infra/http/app-error';
import type { Handlers } from '../../infra/http/route-registrar';
import { actionContext, readContext } from '../../infra/http/request-context';
import {
  browse,
  buyListing,
  cancelListing,
  createListing,
  myListings,
  priceHistory,
} from './bazaar-service';

export const bazaarHandlers: Handlers<typeof bazaarApi> = {
  browse: async (request) => browse(readContext(request), request.query),
  priceHistory: async (request) =>
    priceHistory(readContext(request), request.query.item_id, request.query.rarity),
  list: async (request) => {
    const { item_id: itemId, rarity, price, currency } = request.body;
    return unwrap(await createListing(actionContext(request), { itemId, rarity, price, currency }));
  },
  buy: async (request) => unwrap(await buyListing(actionContext(request), request.body.listingId)),
  cancel: async (request) =>
    unwrap(await cancelListing(actionContext(request), request.body.listingId)),
  myListings: async (request) => unwrap(await myListings(actionContext(request))),
};
