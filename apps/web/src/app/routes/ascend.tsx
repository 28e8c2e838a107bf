import { AscensionScreen } from '@/features/ascension/components/ascension-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAppSelector } from '@/stores/hooks';
import { selectSession } from '@/stores/session-selectors';

/** /ascend: the hero as the session holds it (Home keeps it fresh); the server decides. */
export function AscendRoute() {
  useDocumentTitle('Ascension');
  const { userId, job_name, level, gold, ascensions } = useAppSelector(selectSession);
  if (userId === null) return null;
  return (
    <AscensionScreen
      userId={userId}
      jobName={job_name}
      level={level ?? 1}
      gold={gold ?? 0}
      ascensions={ascensions ?? 0}
    />
  );
}
