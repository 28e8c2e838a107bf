import { z } from 'zod';
import { route } from './api-contract';

const statusResponse = z.object({ status: z.literal('ok') });

export const healthApi = {
  /** Liveness: the HTTP server alone answers. */
  live: route({ method: 'GET', path: '/health', responses: { 200: statusResponse }, public: true }),
  /** Readiness, for load balancers: the database answers a query (503 with a message if not). */
  ready: route({
    method: 'GET',
    path: '/health/ready',
    responses: { 200: statusResponse },
    public: true,
  }),
};
