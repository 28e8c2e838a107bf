import type { forgeApi } from '@demonbane/shared/forge-api';
import { unwrap } from '../../infra/http/app-error';
import type { Handlers } from '../../infra/http/route-registrar';
import { actionContext } from '../../infra/http/request-context';
import { combinableItems, combineAll, combineOne } from './combine-service';

/** Combining rarities, served under the forge contract group. */
export const combineHandlers: Pick<
  Handlers<typeof forgeApi>,
  'combinable' | 'combine' | 'combineAll'
> = {
  combinable: async (request) => ({
    combinable_items: unwrap(await combinableItems(actionContext(request))),
  }),
  combine: async (request) =>
    unwrap(await combineOne(actionContext(request), request.body.item_id, request.body.rarity)),
  combineAll: async (request) =>
    unwrap(await combineAll(actionContext(request), request.body.locked_items)),
};
