import type { huntApi } from '@demonbane/shared/hunt-api';
import type { Handlers } from '../../infra/http/route-registrar';
import { readContext } from '../../infra/http/request-context';
import { huntLeaderboard, listSeasons } from './season-service';

/** The tower's season boards, served under the hunt contract group. */
export const seasonHandlers: Pick<Handlers<typeof huntApi>, 'leaderboard' | 'seasons'> = {
  leaderboard: async (request) => huntLeaderboard(readContext(request), request.query.season),
  seasons: async (request) => listSeasons(readContext(request)),
};
