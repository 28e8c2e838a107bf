import type { endgameApi } from '@demonbane/shared/endgame-api';
import { unwrap } from '../../infra/http/app-error';
import type { Handlers } from '../../infra/http/route-registrar';
import { actionContext } from '../../infra/http/request-context';
import { enchant, listUpgrades, refine } from './upgrade-service';

export const upgradeHandlers: Pick<
  Handlers<typeof endgameApi>,
  'upgrades' | 'refine' | 'enchant'
> = {
  upgrades: async (request) => unwrap(await listUpgrades(actionContext(request))),
  refine: async (request) => unwrap(await refine(actionContext(request), request.body.slot)),
  enchant: async (request) => unwrap(await enchant(actionContext(request), request.body.slot)),
};
