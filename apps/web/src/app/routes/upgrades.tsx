import { UpgradesScreen } from '@/features/upgrades/components/upgrades-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAppSelector } from '@/stores/hooks';
import { selectSession } from '@/stores/session-selectors';

/** /upgrades: slot refinement and enchantment, naming what the session says is worn. */
export function UpgradesRoute() {
  useDocumentTitle('Slot Upgrades');
  const { userId, equipment } = useAppSelector(selectSession);
  if (userId === null) return null;
  return (
    <UpgradesScreen
      userId={userId}
      worn={{
        weapon: equipment.weapon?.item_name ?? null,
        armor: equipment.armor?.item_name ?? null,
        acc: equipment.acc?.item_name ?? null,
      }}
    />
  );
}
