import type { replayApi } from '@demonbane/shared/replay-api';
import { unwrap } from '../../infra/http/app-error';
import type { Handlers } from '../../infra/http/route-registrar';
import { readContext } from '../../infra/http/request-context';
import { replayById } from './replay-service';

export const replayHandlers: Handlers<typeof replayApi> = {
  get: async (request) => unwrap(await replayById(readContext(request), request.params.id)),
};
