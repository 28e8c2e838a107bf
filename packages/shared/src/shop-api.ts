import { route } from './api-contract';
import { userOnlyBody } from './common-schemas';
import { goldShopResponse, purchaseBody, purchaseResponse, soulShopResponse } from './shop-schemas';

export const shopApi = {
  goldShop: route({
    method: 'POST',
    path: '/shop',
    body: userOnlyBody,
    responses: { 200: goldShopResponse },
  }),
  soulShop: route({
    method: 'POST',
    path: '/shop/premium',
    body: userOnlyBody,
    responses: { 200: soulShopResponse },
  }),
  purchase: route({
    method: 'POST',
    path: '/shop/purchase',
    body: purchaseBody,
    responses: { 200: purchaseResponse },
    idempotent: 'economy',
  }),
};
