import { route } from './api-contract';
import { messageResponse, userOnlyBody } from './common-schemas';
import {
  assignJobBody,
  assignedJobResponse,
  availableJobsResponse,
  userResponse,
} from './user-schemas';

export const userApi = {
  /** 202 with a message while the hero has no job yet. */
  user: route({
    method: 'POST',
    path: '/user',
    body: userOnlyBody,
    responses: { 200: userResponse, 202: messageResponse },
  }),
  /** Without `job_id`: the jobs on offer; with it: the job taken. */
  assignJob: route({
    method: 'POST',
    path: '/assign-job',
    body: assignJobBody,
    responses: { 200: availableJobsResponse.or(assignedJobResponse) },
  }),
};
