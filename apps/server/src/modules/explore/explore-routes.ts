import type { exploreApi } from '@demonbane/shared/explore-api';
import { unwrap } from '../../infra/http/app-error';
import type { Handlers } from '../../infra/http/route-registrar';
import { actionContext } from '../../infra/http/request-context';
import {
  clearExploration,
  currentPosition,
  exploreAttack,
  exploreAutoBattle,
  exploreBattle,
  listMaps,
  move,
  setMap,
} from './explore-service';

export const exploreHandlers: Handlers<typeof exploreApi> = {
  maps: async (request) => unwrap(await listMaps(actionContext(request))),
  setMap: async (request) =>
    unwrap(await setMap(actionContext(request), request.body.mapId, request.body.area)),
  clear: async (request) => unwrap(await clearExploration(actionContext(request))),
  position: async (request) => unwrap(await currentPosition(actionContext(request))),
  move: async (request) => unwrap(await move(actionContext(request), request.body.direction)),
  battle: async (request) => unwrap(await exploreBattle(actionContext(request))),
  attack: async (request) => unwrap(await exploreAttack(actionContext(request), request.body)),
  autoBattle: async (request) =>
    unwrap(await exploreAutoBattle(actionContext(request), request.body)),
};
