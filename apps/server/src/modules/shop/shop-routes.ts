import type { shopApi } from '@demonbane/shared/shop-api';
import { unwrap } from '../../infra/http/app-error';
import type { Handlers } from '../../infra/http/route-registrar';
import { actionContext } from '../../infra/http/request-context';
import { balance, catalogue, purchase } from './shop-service';

export const shopHandlers: Handlers<typeof shopApi> = {
  goldShop: async (request) => ({
    gold: unwrap(await balance(actionContext(request), 'gold')),
    shop: catalogue('gold'),
  }),
  soulShop: async (request) => ({
    soul: unwrap(await balance(actionContext(request), 'soul')),
    premiumShop: catalogue('soul'),
  }),
  purchase: async (request) => {
    const { itemId, type, qty } = request.body;
    const result = unwrap(await purchase(actionContext(request), { itemId, type, qty }));
    return {
      message: result.message,
      user: type === 'gold' ? { gold: result.balance } : { soul: result.balance },
    };
  },
};
