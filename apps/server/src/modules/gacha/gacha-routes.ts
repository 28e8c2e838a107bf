import type { gachaApi } from '@demonbane/shared/gacha-api';
import { unwrap } from '../../infra/http/app-error';
import type { Handlers } from '../../infra/http/route-registrar';
import { actionContext } from '../../infra/http/request-context';
import { audit, draw, drawHistory, listBoxes } from './gacha-service';

export const gachaHandlers: Handlers<typeof gachaApi> = {
  boxes: async () => ({ success: true as const, data: listBoxes() }),
  draw: {
    // The spec's draw answers carry `success`, refusals included.
    config: { failureBody: { success: false } },
    handler: async (request) =>
      unwrap(await draw(actionContext(request), request.body.box, request.body.amount)),
  },
  history: async (request) => unwrap(await drawHistory(actionContext(request))),
  audit: async (request) => audit(request.server.db),
};
