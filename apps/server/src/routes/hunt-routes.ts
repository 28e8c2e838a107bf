import type { huntApi } from '@demonbane/shared/hunt-api';
import { unwrap } from '../http/app-error';
import type { Handlers } from '../http/api-routes';
import { actionContext, readContext } from '../http/request-context';
import {
  clearHunt,
  huntAttack,
  huntAutoBattle,
  huntStatus,
  initializeHunt,
  nextFloor,
  setHunt,
} from '../services/hunt-service';
import { huntLeaderboard, listSeasons } from '../services/season-service';

export const huntHandlers: Handlers<typeof huntApi> = {
  floors: async (request) => unwrap(await huntStatus(actionContext(request))),
  setHunt: async (request) => unwrap(await setHunt(actionContext(request), request.body.hunt)),
  battle: async (request) => unwrap(await initializeHunt(actionContext(request))),
  attack: async (request) => unwrap(await huntAttack(actionContext(request), request.body)),
  autoBattle: async (request) => unwrap(await huntAutoBattle(actionContext(request), request.body)),
  next: async (request) => unwrap(await nextFloor(actionContext(request))),
  clear: async (request) => unwrap(await clearHunt(actionContext(request))),
  leaderboard: async (request) => huntLeaderboard(readContext(request), request.query.season),
  seasons: async (request) => listSeasons(readContext(request)),
};
