import { useQuery } from '@tanstack/react-query';
import { ConsumablesScreen } from '@/features/inventory/components/consumables-screen';
import { userQueryOptions } from '@/features/user/api/get-user';
import { BuffList } from '@/features/user/components/buff-list';
import { VitalsPanel } from '@/features/user/components/vitals-panel';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAppSelector } from '@/stores/hooks';
import { selectUserId } from '@/stores/session-selectors';

/** /inventory: the consumables, beside the HP and buffs they change. */
export function InventoryRoute() {
  useDocumentTitle('Inventory');
  const userId = useAppSelector(selectUserId);
  if (userId === null) return null;
  return <Inventory userId={userId} />;
}

function Inventory({ userId }: { userId: string }) {
  // The hero as the server has it now (as Home loads it): the stored session may still
  // hold a defeat's 0 HP or the max HP of a level ago, and a potion would then be refused.
  const user = useQuery(userQueryOptions(userId));
  const hero = user.data?.kind === 'user' ? user.data.user : null;
  return (
    <ConsumablesScreen
      userId={userId}
      aside={
        hero ? (
          <>
            <VitalsPanel hp={hero.user_hp} maxHp={hero.user_max_hp} />
            <BuffList buffs={hero.buffs} />
          </>
        ) : undefined
      }
    />
  );
}
