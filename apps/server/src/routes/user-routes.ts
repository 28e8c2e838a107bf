import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponse, userOnlyBody } from '@demonbane/shared/common-schemas';
import {
  assignJobBody,
  assignedJobResponse,
  availableJobsResponse,
  userResponse,
} from '@demonbane/shared/user-schemas';
import { unwrap } from '../http/app-error';
import { assignJob, listAvailableJobs, loadUser } from '../services/hero-service';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/user',
    { schema: { body: userOnlyBody, response: { 200: userResponse, 202: messageResponse } } },
    async (request, reply) => {
      const loaded = unwrap(await loadUser(app.db, request.userId, app.now()));
      if (loaded.status === 202) return reply.code(202).send({ message: loaded.message });
      return reply.code(200).send({ user: loaded.user });
    },
  );

  app.post(
    '/assign-job',
    {
      schema: {
        body: assignJobBody,
        response: { 200: availableJobsResponse.or(assignedJobResponse) },
      },
    },
    async (request) => {
      const { job_id: jobId } = request.body;
      if (jobId === undefined) return unwrap(await listAvailableJobs(app.db, request.userId));
      return unwrap(await assignJob(app.db, request.userId, jobId, app.now()));
    },
  );
};
