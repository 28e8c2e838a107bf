import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { InventoryPiece } from '@demonbane/shared/inventory-schemas';
import type { EquipmentType } from '@demonbane/game/equipment-slot';
import IconChestArmor from '~icons/game-icons/chest-armor';
import type { WornTraits } from '@/components/game/equipment-traits';
import IconKnapsack from '~icons/game-icons/knapsack';
import IconUpgrade from '~icons/game-icons/upgrade';
import { ButtonLink } from '@/components/ui/button';
import { Alert } from '@/components/ui/alert';
import { OutcomeAlert, type Outcome } from '@/components/ui/outcome-alert';
import { EmptyState } from '@/components/ui/empty-state';
import { Loading } from '@/components/ui/loading';
import { PageHeading } from '@/components/ui/page-heading';
import { Panel } from '@/components/ui/panel';
import { errorMessage, loadError } from '@/lib/error-message';
import { EQUIP_FALLBACK_ERROR, useEquipItems } from '../api/equip-items';
import { EQUIPMENTS_FALLBACK_ERROR, equipmentsQueryOptions } from '../api/get-equipments';
import {
  countByFilter,
  EQUIPMENT_FILTERS,
  filterEquipment,
  type EquipmentFilter,
} from '../utils/equipment-filter';
import { equipMessage, withSlot, wornIn, type Loadout } from '../utils/loadout';
import { EquipmentFilters } from './equipment-filters';
import { PieceCard } from './piece-card';
import { WornSlots } from './worn-slots';
import styles from './equipment-screen.module.css';

export interface EquipmentScreenProps {
  userId: string;
  /** The hero's level: pieces above it are shown locked. Null while unknown. */
  heroLevel: number | null;
  /** What the worn affixes add together; null while the hero loads. */
  traits: WornTraits | null;
  /** After the loadout changed, e.g. reload the hero so Home shows the new ATK/DEF/SPD. */
  onLoadoutChange?: () => void;
}

/** Which request is on its way: a piece being equipped, or a slot being emptied. */
type Pending = { kind: 'equip'; key: string } | { kind: 'unequip'; slot: EquipmentType };

const pieceKey = (piece: InventoryPiece) => `${piece.item_id}:${piece.item_rarity ?? ''}`;

const EMPTY_TEXT: Record<EquipmentFilter, string> = {
  all: 'Your pack holds no equipment. Forge, draw or trade for some.',
  weapon: 'No weapons in your pack.',
  armor: 'No armour in your pack.',
  acc: 'No accessories in your pack.',
};

/** /equipment: the worn slots, the pack with its filters, equip and unequip. */
export function EquipmentScreen({
  userId,
  heroLevel,
  traits,
  onLoadoutChange,
}: EquipmentScreenProps) {
  const equipment = useQuery(equipmentsQueryOptions(userId));
  const equipItems = useEquipItems(userId);
  const [filter, setFilter] = useState<EquipmentFilter>('all');
  const [pending, setPending] = useState<Pending | null>(null);
  const [feedback, setFeedback] = useState<Outcome | null>(null);

  const { data } = equipment;

  async function change(loadout: Loadout, next: Pending) {
    if (equipItems.isPending) return;
    setPending(next);
    setFeedback(null);
    try {
      const res = await equipItems.mutateAsync(loadout);
      setFeedback({ tone: 'success', text: equipMessage(res) });
      onLoadoutChange?.();
    } catch (err) {
      setFeedback({ tone: 'error', text: errorMessage(err, EQUIP_FALLBACK_ERROR) });
    } finally {
      setPending(null);
    }
  }

  function equip(piece: InventoryPiece) {
    if (!data || piece.item_rarity === null) return;
    const loadout = withSlot(data.equipment, piece.type, {
      item_id: piece.item_id,
      item_rarity: piece.item_rarity,
    });
    void change(loadout, { kind: 'equip', key: pieceKey(piece) });
  }

  function unequip(type: EquipmentType) {
    if (!data) return;
    void change(withSlot(data.equipment, type, null), { kind: 'unequip', slot: type });
  }

  const error = loadError(equipment.error, EQUIPMENTS_FALLBACK_ERROR);
  const shown = data ? filterEquipment(data.inventory, filter) : [];
  const filterLabel = EQUIPMENT_FILTERS.find((f) => f.id === filter)?.label ?? '';

  return (
    <div className={styles.screen}>
      <PageHeading
        icon={<IconChestArmor />}
        eyebrow="The armoury"
        title="Equipment"
        lede="Choose the steel you carry into the dark."
      >
        <ButtonLink to="/upgrades" variant="secondary">
          <IconUpgrade aria-hidden="true" />
          Refine and enchant slots
        </ButtonLink>
      </PageHeading>
      {error && <Alert tone="error">{error}</Alert>}
      {equipment.isPending && <Loading />}
      {data && (
        <div className={styles.layout}>
          <div className={styles.worn}>
            <WornSlots
              worn={data.equipment}
              busy={pending !== null}
              pendingSlot={pending?.kind === 'unequip' ? pending.slot : null}
              onUnequip={unequip}
              traits={traits}
              // The outcome shows with the worn slots, brought into view on a phone.
              feedback={
                <OutcomeAlert outcome={feedback} headline={false} className={styles.feedback} />
              }
            />
          </div>
          <div className={styles.pack}>
            <Panel tone="iron" title="Your pack" icon={<IconKnapsack />}>
              <div className={styles.packBody}>
                <EquipmentFilters
                  value={filter}
                  counts={countByFilter(data.inventory)}
                  onChange={setFilter}
                />
                {shown.length === 0 ? (
                  <EmptyState>{EMPTY_TEXT[filter]}</EmptyState>
                ) : (
                  <ul className={styles.pieces} aria-label={`${filterLabel} equipment`}>
                    {shown.map((piece) => (
                      <li key={pieceKey(piece)}>
                        <PieceCard
                          piece={piece}
                          worn={wornIn(data.equipment, piece.type)}
                          heroLevel={heroLevel}
                          busy={pending !== null}
                          pending={pending?.kind === 'equip' && pending.key === pieceKey(piece)}
                          onEquip={equip}
                        />
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </Panel>
          </div>
        </div>
      )}
    </div>
  );
}
