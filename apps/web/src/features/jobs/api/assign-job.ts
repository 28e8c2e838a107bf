import { userApi } from '@demonbane/shared/user-api';
import type { AssignedJobResponse } from '@demonbane/shared/user-schemas';
import { callApi, ContractError } from '@/lib/api-client';

export const ASSIGN_FALLBACK_ERROR = 'An error occurred while assigning the job.';

/** POST /assign-job with job_id: takes the job and answers with the updated hero. */
export async function assignJob(userId: string, jobId: string): Promise<AssignedJobResponse> {
  const res = await callApi(userApi.assignJob, { userId, job_id: jobId });
  if (!('user' in res)) throw new ContractError(userApi.assignJob.path, 'no user in the answer');
  return res;
}
