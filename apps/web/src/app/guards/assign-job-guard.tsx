import { Navigate, Outlet } from 'react-router';
import { mayVisitAssignJob } from '@/lib/job-rules';
import { useAppSelector } from '@/stores/hooks';
import { selectJobName } from '@/stores/session-selectors';

/** Spec §6: /assign-job exists only while the job is null, Warrior or Magician. */
export function AssignJobGuard() {
  const jobName = useAppSelector(selectJobName);
  return mayVisitAssignJob(jobName) ? <Outlet /> : <Navigate to="/" replace />;
}
