import type { endgameApi } from '@demonbane/shared/endgame-api';
import { unwrap } from '../../infra/http/app-error';
import type { Handlers } from '../../infra/http/route-registrar';
import { actionContext } from '../../infra/http/request-context';
import { ascend } from './ascension-service';

export const ascensionHandlers: Pick<Handlers<typeof endgameApi>, 'ascend'> = {
  ascend: async (request) => unwrap(await ascend(actionContext(request))),
};
