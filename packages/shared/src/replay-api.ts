import { route } from './api-contract';
import { replayParams, replayResponse } from './replay-schemas';

/** Replays of finished fights, public by id (ADR 0022). */
export const replayApi = {
  get: route({
    method: 'GET',
    path: '/replays/:id',
    params: replayParams,
    responses: { 200: replayResponse },
    public: true,
  }),
};
