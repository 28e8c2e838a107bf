import type { forgeApi } from '@demonbane/shared/forge-api';
import { unwrap } from '../../infra/http/app-error';
import type { Handlers } from '../../infra/http/route-registrar';
import { actionContext } from '../../infra/http/request-context';
import { claimForge, materialsAndForge, startForge } from './forge-service';

/** The forge's routes; combining shares the forge contract group (combine-routes.ts). */
export const forgeHandlers: Omit<
  Handlers<typeof forgeApi>,
  'combinable' | 'combine' | 'combineAll'
> = {
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
};
