import type { guideApi } from '@demonbane/shared/guide-api';
import { unwrap } from '../../infra/http/app-error';
import type { Handlers } from '../../infra/http/route-registrar';
import { actionContext } from '../../infra/http/request-context';
import { dismissGuide, loadGuide } from './guide-service';

export const guideHandlers: Handlers<typeof guideApi> = {
  get: async (request) => unwrap(await loadGuide(actionContext(request))),
  dismiss: async (request) => unwrap(await dismissGuide(actionContext(request))),
};
