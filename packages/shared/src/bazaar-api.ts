import { route } from './api-contract';
import { messageResponse, userOnlyBody } from './common-schemas';
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
} from './bazaar-schemas';

export const bazaarApi = {
  browse: route({
    method: 'GET',
    path: '/bazaar',
    query: listingsQuery,
    responses: { 200: listingsResponse },
    public: true,
  }),
  priceHistory: route({
    method: 'GET',
    path: '/bazaar/price-history',
    query: priceHistoryQuery,
    responses: { 200: priceHistoryResponse },
    public: true,
  }),
  list: route({
    method: 'POST',
    path: '/bazaar/list',
    body: listBody,
    responses: { 200: listResponse },
    idempotent: 'economy',
  }),
  buy: route({
    method: 'POST',
    path: '/bazaar/buy',
    body: listingIdBody,
    responses: { 200: buyResponse },
    idempotent: 'economy',
  }),
  cancel: route({
    method: 'POST',
    path: '/bazaar/cancel',
    body: listingIdBody,
    responses: { 200: messageResponse },
    idempotent: 'economy',
  }),
  myListings: route({
    method: 'POST',
    path: '/bazaar/my-listings',
    body: userOnlyBody,
    responses: { 200: myListingsResponse },
  }),
};
