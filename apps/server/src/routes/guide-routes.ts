import type { guideApi } from '@demonbane/shared/guide-api';
import { unwrap } from '../http/app-error';
import type { Handlers } from '../http/api-routes';
import { actionContext } from '../http/request-context';
import { dismissGuide, loadGuide } from '../services/guide-service';

export const guideHandlers: Handlers<typeof guideApi> = {
  get: async (request) => unwrap(await loadGuide(actionContext(request))),
  dismiss: async (request) => unwrap(await dismissGuide(actionContext(request))),
};
