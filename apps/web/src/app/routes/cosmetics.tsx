import { CosmeticsScreen } from '@/features/cosmetics/components/cosmetics-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAppSelector } from '@/stores/hooks';
import { selectSession } from '@/stores/session-selectors';

/** /cosmetics: titles and frames, previewed on the hero's own name and portrait. */
export function CosmeticsRoute() {
  useDocumentTitle('Titles and Frames');
  const { userId, username, job_name } = useAppSelector(selectSession);
  if (userId === null) return null;
  return <CosmeticsScreen userId={userId} username={username ?? 'You'} jobName={job_name} />;
}
