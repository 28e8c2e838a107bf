import type { questApi } from '@demonbane/shared/quest-api';
import { unwrap } from '../../infra/http/app-error';
import type { Handlers } from '../../infra/http/route-registrar';
import { actionContext } from '../../infra/http/request-context';
import { claimQuest, listQuests } from './quest-service';

export const questHandlers: Handlers<typeof questApi> = {
  list: async (request) => unwrap(await listQuests(actionContext(request))),
  claim: async (request) => unwrap(await claimQuest(actionContext(request), request.body.questId)),
};
