import { useEffect, useState } from 'react';
import { userApi } from '@demonbane/shared/user-api';
import type { JobView } from '@demonbane/shared/user-schemas';
import { callApi, ContractError } from '@/lib/api-client';
import { errorMessage, isAbortError } from '@/lib/error-message';

export const JOBS_FALLBACK_ERROR = 'Error fetching available jobs.';

/** POST /assign-job without job_id lists the jobs this hero may take now. */
export async function getAvailableJobs(userId: string, signal?: AbortSignal): Promise<JobView[]> {
  const res = await callApi(userApi.assignJob, { userId }, { signal });
  if (!('available_jobs' in res)) {
    throw new ContractError(userApi.assignJob.path, 'no available_jobs in the answer');
  }
  return res.available_jobs;
}

export type AvailableJobsState =
  { status: 'loading' } | { status: 'error'; error: string } | { status: 'ready'; jobs: JobView[] };

export function useAvailableJobs(userId: string | null): AvailableJobsState {
  const [state, setState] = useState<AvailableJobsState>({ status: 'loading' });

  useEffect(() => {
    if (userId === null) return;
    const controller = new AbortController();
    getAvailableJobs(userId, controller.signal)
      .then((jobs) => setState({ status: 'ready', jobs }))
      .catch((err: unknown) => {
        if (isAbortError(err)) return;
        setState({ status: 'error', error: errorMessage(err, JOBS_FALLBACK_ERROR) });
      });
    return () => controller.abort();
  }, [userId]);

  return state;
}
