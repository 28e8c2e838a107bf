import { useQuery } from '@tanstack/react-query';
import { EquipmentScreen } from '@/features/equipment/components/equipment-screen';
import { useRefreshUser, userQueryOptions } from '@/features/user/api/get-user';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAppSelector } from '@/stores/hooks';
import { selectSession } from '@/stores/session-selectors';

/**
 * /equipment: the hero is fetched for their level (pieces above it are locked) and the
 * traits their worn affixes add; after each change it is reloaded so Home follows.
 */
export function EquipmentRoute() {
  useDocumentTitle('Equipment');
  const { userId, level } = useAppSelector(selectSession);
  if (userId === null) return null;
  return <Equipment userId={userId} storedLevel={level} />;
}

function Equipment({ userId, storedLevel }: { userId: string; storedLevel: number | null }) {
  const refreshUser = useRefreshUser(userId);
  const { data } = useQuery(userQueryOptions(userId));
  const hero = data?.kind === 'user' ? data.user : null;
  return (
    <EquipmentScreen
      userId={userId}
      // The stored level until the fresh hero arrives; the server refuses a locked piece anyway.
      heroLevel={hero?.level ?? storedLevel}
      traits={hero?.equipment_traits ?? null}
      onLoadoutChange={refreshUser}
    />
  );
}
