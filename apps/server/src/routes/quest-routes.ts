import type { questApi } from '@demonbane/shared/quest-api';
import { unwrap } from '../http/app-error';
import type { Handlers } from '../http/api-routes';
import { actionContext } from '../http/request-context';
import { claimQuest, listQuests } from '../services/quest-service';

export const questHandlers: Handlers<typeof questApi> = {
  list: async (request) => unwrap(await listQuests(actionContext(request))),
  claim: async (request) => unwrap(await claimQuest(actionContext(request), request.body.questId)),
};
