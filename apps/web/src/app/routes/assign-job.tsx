import { useLocation } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { AssignJobForm } from '@/features/jobs/components/assign-job-form';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { readNotice } from '@/lib/location-notice';
import { useAppSelector } from '@/stores/hooks';
import { selectAscensions, selectJobName, selectUserId } from '@/stores/session-selectors';
import styles from './assign-job.module.css';

export function AssignJobRoute() {
  useDocumentTitle('Choose Your Path');
  const userId = useAppSelector(selectUserId);
  const jobName = useAppSelector(selectJobName);
  const ascensions = useAppSelector(selectAscensions);
  // What sent the hero here, e.g. an ascension.
  const notice = readNotice(useLocation().state);
  // RequireSession guarantees a user id; the check narrows the type.
  if (userId === null) return null;
  return (
    <div className={styles.page}>
      {notice && <Alert tone="success">{notice}</Alert>}
      <AssignJobForm userId={userId} currentJob={jobName} ascensions={ascensions} />
    </div>
  );
}
