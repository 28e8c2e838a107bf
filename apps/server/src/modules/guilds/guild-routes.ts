import type { guildApi } from '@demonbane/shared/guild-api';
import { unwrap } from '../../infra/http/app-error';
import type { Handlers } from '../../infra/http/route-registrar';
import { actionContext, readContext } from '../../infra/http/request-context';
import { guildStandings, listGuilds } from './guild-board';
import {
  answerRequest,
  createGuild,
  declineInvite,
  disband,
  guildSettings,
  inviteHero,
  joinGuild,
  kickMember,
  leaveGuild,
  myGuild,
  setRole,
} from './guild-service';
import { raidAttack } from './raid-service';

export const guildHandlers: Handlers<typeof guildApi> = {
  create: async (request) => unwrap(await createGuild(actionContext(request), request.body)),
  list: async (request) => listGuilds(readContext(request), request.query.search),
  mine: async (request) => unwrap(await myGuild(actionContext(request))),
  join: async (request) => unwrap(await joinGuild(actionContext(request), request.body.guildId)),
  leave: async (request) => unwrap(await leaveGuild(actionContext(request))),
  kick: async (request) => unwrap(await kickMember(actionContext(request), request.body.memberId)),
  role: async (request) => {
    const { memberId, role } = request.body;
    return unwrap(await setRole(actionContext(request), memberId, role));
  },
  invite: async (request) =>
    unwrap(await inviteHero(actionContext(request), request.body.username)),
  declineInvite: async (request) =>
    unwrap(await declineInvite(actionContext(request), request.body.guildId)),
  answerRequest: async (request) => {
    const { memberId, accept } = request.body;
    return unwrap(await answerRequest(actionContext(request), memberId, accept));
  },
  settings: async (request) =>
    unwrap(await guildSettings(actionContext(request), request.body.open)),
  disband: async (request) => unwrap(await disband(actionContext(request))),
  raidAttack: async (request) => unwrap(await raidAttack(actionContext(request))),
  standings: async (request) => guildStandings(readContext(request)),
};
