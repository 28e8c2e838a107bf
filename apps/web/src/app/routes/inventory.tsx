import { ConsumablesScreen } from '@/features/inventory/components/consumables-screen';
import { BuffList } from '@/features/user/components/buff-list';
import { VitalsPanel } from '@/features/user/components/vitals-panel';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAppSelector } from '@/stores/hooks';
import { selectSession } from '@/stores/session-selectors';

/** /inventory: the consumables, beside the HP and buffs they change. */
export function InventoryRoute() {
  useDocumentTitle('Inventory');
  const session = useAppSelector(selectSession);
  if (session.userId === null) return null;
  const hasHero = session.user_max_hp !== null;
  return (
    <ConsumablesScreen
      userId={session.userId}
      aside={
        hasHero ? (
          <>
            <VitalsPanel hp={session.user_hp} maxHp={session.user_max_hp} />
            <BuffList buffs={session.buffs} />
          </>
        ) : undefined
      }
    />
  );
}
