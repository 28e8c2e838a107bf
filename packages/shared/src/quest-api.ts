import { route } from './api-contract';
import { userOnlyBody } from './common-schemas';
import { claimQuestBody, claimQuestResponse, questsResponse } from './quest-schemas';

export const questApi = {
  list: route({
    method: 'POST',
    path: '/quests',
    body: userOnlyBody,
    responses: { 200: questsResponse },
  }),
  claim: route({
    method: 'POST',
    path: '/quests/claim',
    body: claimQuestBody,
    responses: { 200: claimQuestResponse },
    idempotent: 'economy',
  }),
};
