import { queryOptions } from '@tanstack/react-query';
import { userApi } from '@demonbane/shared/user-api';
import type { JobView } from '@demonbane/shared/user-schemas';
import { callApi, ContractError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const JOBS_FALLBACK_ERROR = 'Error fetching available jobs.';

/**
 * POST /assign-job without job_id lists the jobs this hero may take now; not kept once
 * the screen is left, since taking one changes the list.
 */
export function availableJobsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: queryKeys.jobs,
    queryFn: async ({ signal }): Promise<JobView[]> => {
      const res = await callApi(userApi.assignJob, { userId }, { signal });
      if (!('available_jobs' in res)) {
        throw new ContractError(userApi.assignJob.path, 'no available_jobs in the answer');
      }
      return res.available_jobs;
    },
    gcTime: 0,
  });
}
