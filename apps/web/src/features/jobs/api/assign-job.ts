import { assignedJobResponse, type AssignedJobResponse } from '@demonbane/shared/user-schemas';
import { post } from '@/lib/api-client';

export const ASSIGN_FALLBACK_ERROR = 'An error occurred while assigning the job.';

/** POST /assign-job with job_id: takes the job and answers with the updated hero. */
export function assignJob(userId: string, jobId: string): Promise<AssignedJobResponse> {
  return post('/assign-job', { userId, job_id: jobId }, assignedJobResponse);
}
