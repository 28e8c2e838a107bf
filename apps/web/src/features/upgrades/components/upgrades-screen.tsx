import { useQuery } from '@tanstack/react-query';
import { ENCHANT, REFINE } from '@demonbane/game/slot-upgrades';
import type { EquipmentType } from '@demonbane/game/equipment-slot';
import { SmithyHeader } from '@/components/game/smithy-header';
import { Alert } from '@/components/ui/alert';
import { Loading } from '@/components/ui/loading';
import { Purse } from '@/components/ui/purse';
import { loadError } from '@/lib/error-message';
import { UPGRADES_ERROR, upgradesQueryOptions } from '../api/get-upgrades';
import { SlotUpgradeCard } from './slot-upgrade-card';
import styles from './upgrades-screen.module.css';

export interface UpgradesScreenProps {
  userId: string;
  /** The piece worn in each slot (its name), or null: what the upgrade applies to now. */
  worn: Record<EquipmentType, string | null>;
}

/** /upgrades: each slot's refinement and enchantment, with Refine and Enchant. */
export function UpgradesScreen({ userId, worn }: UpgradesScreenProps) {
  const upgrades = useQuery(upgradesQueryOptions(userId));
  const error = loadError(upgrades.error, UPGRADES_ERROR);
  const data = upgrades.data;
  return (
    <div className={styles.screen}>
      <SmithyHeader active="upgrades">
        {data && <Purse label="Purse" coins={[{ currency: 'gold', amount: data.gold }]} />}
      </SmithyHeader>
      <p className={styles.rules}>
        {`Each refining step adds ${REFINE.perStep * 100}% to the worn piece’s ATK, DEF and SPD, up to +${REFINE.max}. A try may fail: it costs only its gold, nothing is ever destroyed, and each failure adds ${REFINE.perFail} points to the next try’s chance. An enchantment adds one affix to the slot, counted from level ${ENCHANT.wakeLevel}; drawing again replaces it.`}
      </p>
      {error && <Alert tone="error">{error}</Alert>}
      {upgrades.isPending && <Loading />}
      {data && (
        <div className={styles.slots}>
          {data.slots.map((slot) => (
            <SlotUpgradeCard
              key={slot.type}
              userId={userId}
              slot={slot}
              gold={data.gold}
              worn={worn[slot.type]}
            />
          ))}
        </div>
      )}
    </div>
  );
}
