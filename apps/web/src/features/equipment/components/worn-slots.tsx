import type { ReactNode } from 'react';
import type { WornPiece } from '@demonbane/shared/inventory-schemas';
import { EQUIPMENT_TYPES, type EquipmentType } from '@demonbane/game/equipment-slot';
import IconCrossedSwords from '~icons/game-icons/crossed-swords';
import IconUnequip from '~icons/game-icons/return-arrow';
import { EquipmentTraits, type WornTraits } from '@/components/game/equipment-traits';
import { GearSlotItem } from '@/components/game/gear-slot-item';
import { ItemIcon } from '@/components/game/item-icon';
import { PieceAffixes } from '@/components/game/piece-affixes';
import { SLOT_LABELS } from '@/components/game/slot-labels';
import { Button } from '@/components/ui/button';
import { Panel } from '@/components/ui/panel';
import { wornBonus } from '../utils/loadout';
import { StatLine } from './stat-line';
import gear from '@/components/game/gear-slot.module.css';
import styles from './worn-slots.module.css';

export interface WornSlotsProps {
  worn: readonly WornPiece[];
  /** A change is on its way: every button waits. */
  busy: boolean;
  pendingSlot: EquipmentType | null;
  onUnequip: (type: EquipmentType) => void;
  /** What the worn affixes add together (POST /user); null while the hero loads. */
  traits: WornTraits | null;
  /** The outcome of the last change, shown above the slots. */
  feedback?: ReactNode;
}

/** The three worn slots with what each adds, and Unequip; then the totals and traits. */
export function WornSlots({
  worn,
  busy,
  pendingSlot,
  onUnequip,
  traits,
  feedback,
}: WornSlotsProps) {
  return (
    <Panel tone="iron" title="Worn" icon={<IconCrossedSwords />}>
      {feedback}
      <ul className={styles.slots}>
        {EQUIPMENT_TYPES.map((type) => {
          const slot = worn.find((s) => s.type === type && s.item_id !== null) ?? null;
          const label = SLOT_LABELS[type];
          // Refinement and enchantment belong to the slot, worn piece or not.
          const upgrade = worn.find((s) => s.type === type);
          return (
            <li
              key={type}
              className={`${gear.slot} ${styles.slot}`}
              data-rarity={slot?.item_rarity?.toLowerCase() ?? 'none'}
            >
              <div className={styles.head}>
                {slot?.item_id ? (
                  <ItemIcon itemId={slot.item_id} kind={type} rarity={slot.item_rarity} />
                ) : (
                  <span className={styles.emptySocket} aria-hidden="true" />
                )}
                <div className={styles.body}>
                  <h3 className={gear.label}>
                    {label}
                    {upgrade && upgrade.refine > 0 && (
                      <span className={styles.refine}> +{upgrade.refine}</span>
                    )}
                  </h3>
                  <GearSlotItem piece={slot} as="p" />
                  {upgrade?.enchant && (
                    <p className={styles.enchant}>Enchanted: {upgrade.enchant.text}</p>
                  )}
                </div>
              </div>
              {slot?.item_name && (
                <>
                  <StatLine stats={slot.stats} />
                  <PieceAffixes affixes={slot.affixes} />
                  <Button
                    variant="secondary"
                    className={styles.unequip}
                    onClick={() => onUnequip(type)}
                    disabled={busy}
                    aria-busy={pendingSlot === type}
                    aria-label={`Unequip ${slot.item_name}`}
                  >
                    <IconUnequip aria-hidden="true" />
                    Unequip
                  </Button>
                </>
              )}
            </li>
          );
        })}
      </ul>
      <div className={styles.bonus}>
        <p className={styles.bonusTitle}>Equipment bonus</p>
        <StatLine stats={wornBonus(worn)} asBonus />
        {traits && <EquipmentTraits traits={traits} emptyText="No affixes" />}
      </div>
    </Panel>
  );
}
