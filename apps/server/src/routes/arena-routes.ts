import type { arenaApi } from '@demonbane/shared/arena-api';
import { unwrap } from '../http/app-error';
import type { Handlers } from '../http/api-routes';
import { actionContext, readContext } from '../http/request-context';
import { arenaFight, arenaLeaderboard, arenaOverview, challenge } from '../services/arena-service';

export const arenaHandlers: Handlers<typeof arenaApi> = {
  overview: async (request) => unwrap(await arenaOverview(actionContext(request))),
  challenge: async (request) =>
    unwrap(await challenge(actionContext(request), request.body.opponentId)),
  fight: async (request) => unwrap(await arenaFight(actionContext(request), request.body.fightId)),
  leaderboard: async (request) => arenaLeaderboard(readContext(request)),
};
