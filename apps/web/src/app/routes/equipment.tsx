import { EquipmentScreen } from '@/features/equipment/components/equipment-screen';
import { useRefreshUser } from '@/features/user/api/get-user';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAppSelector } from '@/stores/hooks';
import { selectUserId } from '@/stores/session-selectors';

/** /equipment: after each change the hero is reloaded so Home's ATK/DEF/SPD follow. */
export function EquipmentRoute() {
  useDocumentTitle('Equipment');
  const userId = useAppSelector(selectUserId);
  if (userId === null) return null;
  return <Equipment userId={userId} />;
}

function Equipment({ userId }: { userId: string }) {
  const refreshUser = useRefreshUser(userId);
  return <EquipmentScreen userId={userId} onLoadoutChange={refreshUser} />;
}
