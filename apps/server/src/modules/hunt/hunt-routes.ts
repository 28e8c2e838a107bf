import type { huntApi } from '@demonbane/shared/hunt-api';
import { unwrap } from '../../infra/http/app-error';
import type { Handlers } from '../../infra/http/route-registrar';
import { actionContext } from '../../infra/http/request-context';
import {
  clearHunt,
  huntAttack,
  huntAutoBattle,
  huntStatus,
  initializeHunt,
  nextFloor,
  setHunt,
} from './hunt-service';

/** The tower's own routes; its season boards are the seasons module's (season-routes.ts). */
export const huntHandlers: Omit<Handlers<typeof huntApi>, 'leaderboard' | 'seasons'> = {
  floors: async (request) => unwrap(await huntStatus(actionContext(request))),
  setHunt: async (request) => unwrap(await setHunt(actionContext(request), request.body.hunt)),
  battle: async (request) => unwrap(await initializeHunt(actionContext(request))),
  attack: async (request) => unwrap(await huntAttack(actionContext(request), request.body)),
  autoBattle: async (request) => unwrap(await huntAutoBattle(actionContext(request), request.body)),
  next: async (request) => unwrap(await nextFloor(actionContext(request))),
  clear: async (request) => unwrap(await clearHunt(actionContext(request))),
};
