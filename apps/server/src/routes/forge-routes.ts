import type { forgeApi } from '@demonbane/shared/forge-api';
import { unwrap } from '../http/app-error';
import type { Handlers } from '../http/api-routes';
import { actionContext } from '../http/request-context';
import { combinableItems, combineAll, combineOne } from '../services/combine-service';
import { claimForge, materialsAndForge, startForge } from '../services/forge-service';

export const forgeHandlers: Handlers<typeof forgeApi> = {
  materials: async (request) => unwrap(await materialsAndForge(actionContext(request))),
  start: async (request) =>
    unwrap(
      await startForge(
        actionContext(request),
        request.body.materials,
        request.server.env.FORGE_TIME_SCALE,
      ),
    ),
  claim: async (request) => unwrap(await claimForge(actionContext(request))),
  combinable: async (request) => ({
    combinable_items: unwrap(await combinableItems(actionContext(request))),
  }),
  combine: async (request) =>
    unwrap(await combineOne(actionContext(request), request.body.item_id, request.body.rarity)),
  combineAll: async (request) =>
    unwrap(await combineAll(actionContext(request), request.body.locked_items)),
};
