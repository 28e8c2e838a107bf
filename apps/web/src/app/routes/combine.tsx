import { CombineScreen } from '@/features/combine/components/combine-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAppSelector } from '@/stores/hooks';
import { selectUserId } from '@/stores/session-selectors';

/** /combine: three alike into one of the next rarity (spec §2, §4). */
export function CombineRoute() {
  useDocumentTitle('Combine');
  const userId = useAppSelector(selectUserId);
  if (userId === null) return null;
  return <CombineScreen userId={userId} />;
}
