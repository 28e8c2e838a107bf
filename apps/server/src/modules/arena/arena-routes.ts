import type { arenaApi } from '@demonbane/shared/arena-api';
import { unwrap } from '../../infra/http/app-error';
import type { Handlers } from '../../infra/http/route-registrar';
import { actionContext, readContext } from '../../infra/http/request-context';
import { arenaFight, arenaLeaderboard, arenaOverview, challenge } from './arena-service';

export const arenaHandlers: Handlers<typeof arenaApi> = {
  overview: async (request) => unwrap(await arenaOverview(actionContext(request))),
  challenge: async (request) =>
    unwrap(await challenge(actionContext(request), request.body.opponentId)),
  fight: async (request) => unwrap(await arenaFight(actionContext(request), request.body.fightId)),
  leaderboard: async (request) => arenaLeaderboard(readContext(request)),
};
