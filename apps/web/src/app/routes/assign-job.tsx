import { AssignJobForm } from '@/features/jobs/components/assign-job-form';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAppSelector } from '@/stores/hooks';
import { selectJobName, selectUserId } from '@/stores/session-selectors';

export function AssignJobRoute() {
  useDocumentTitle('Choose Your Path');
  const userId = useAppSelector(selectUserId);
  const jobName = useAppSelector(selectJobName);
  // RequireSession guarantees a user id; the check narrows the type.
  if (userId === null) return null;
  return <AssignJobForm userId={userId} currentJob={jobName} />;
}
