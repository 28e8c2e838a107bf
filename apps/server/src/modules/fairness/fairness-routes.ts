import type { fairnessApi } from '@demonbane/shared/fairness-api';
import { unwrap } from '../../infra/http/app-error';
import type { Handlers } from '../../infra/http/route-registrar';
import { actionContext } from '../../infra/http/request-context';
import { fairnessState, rotateSeed, setClientSeed } from './fairness-service';

export const fairnessHandlers: Handlers<typeof fairnessApi> = {
  state: async (request) => unwrap(await fairnessState(actionContext(request))),
  clientSeed: async (request) =>
    unwrap(await setClientSeed(actionContext(request), request.body.client_seed)),
  rotate: async (request) => unwrap(await rotateSeed(actionContext(request))),
};
