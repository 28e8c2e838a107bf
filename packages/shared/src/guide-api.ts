import { route } from './api-contract';
import { userOnlyBody } from './common-schemas';
import { dismissGuideResponse, guideResponse } from './guide-schemas';

export const guideApi = {
  get: route({
    method: 'POST',
    path: '/guide',
    body: userOnlyBody,
    responses: { 200: guideResponse },
  }),
  dismiss: route({
    method: 'POST',
    path: '/guide/dismiss',
    body: userOnlyBody,
    responses: { 200: dismissGuideResponse },
    idempotent: 'free',
  }),
};
