import type { userApi } from '@demonbane/shared/user-api';
import { unwrap } from '../../infra/http/app-error';
import type { Handlers } from '../../infra/http/route-registrar';
import { actionContext } from '../../infra/http/request-context';
import { assignJob, listAvailableJobs, loadUser } from './hero-service';

export const userHandlers: Handlers<typeof userApi> = {
  user: async (request, reply) => {
    const loaded = unwrap(await loadUser(actionContext(request)));
    if (loaded.status === 202) return reply.code(202).send({ message: loaded.message });
    return { user: loaded.user };
  },
  assignJob: async (request) => {
    const { job_id: jobId } = request.body;
    if (jobId === undefined) return unwrap(await listAvailableJobs(actionContext(request)));
    return unwrap(await assignJob(actionContext(request), jobId));
  },
};
