import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userApi } from '@demonbane/shared/user-api';
import type { AssignedJobResponse } from '@demonbane/shared/user-schemas';
import { callApi, ContractError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const ASSIGN_FALLBACK_ERROR = 'An error occurred while assigning the job.';

/** POST /assign-job with job_id: takes the job and answers with the updated hero. */
export async function assignJob(userId: string, jobId: string): Promise<AssignedJobResponse> {
  const res = await callApi(userApi.assignJob, { userId, job_id: jobId });
  if (!('user' in res)) throw new ContractError(userApi.assignJob.path, 'no user in the answer');
  return res;
}

/**
 * Taking a job: the answer is the hero as POST /user would give it, so it becomes the
 * cached hero (and, through the cache, the session's).
 */
export function useAssignJob(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jobId: string) => assignJob(userId, jobId),
    onSuccess: (res) => {
      queryClient.setQueryData(queryKeys.user, { kind: 'user', user: res.user });
    },
  });
}
