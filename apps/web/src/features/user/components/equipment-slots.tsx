import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router';
import IconBroadsword from '~icons/game-icons/broadsword';
import IconChestArmor from '~icons/game-icons/chest-armor';
import IconGemNecklace from '~icons/game-icons/gem-necklace';
import IconKnapsack from '~icons/game-icons/knapsack';
import { RarityText } from '@/components/game/rarity-text';
import { Panel } from '@/components/ui/panel';
import type { SessionEquipment, SessionItem } from '@/stores/session-slice';
import gear from '@/components/game/gear-slot.module.css';
import styles from './equipment-slots.module.css';

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

const SLOTS: readonly { key: 'weapon' | 'armor' | 'acc'; label: string; Icon: Icon }[] = [
  { key: 'weapon', label: 'Weapon', Icon: IconBroadsword },
  { key: 'armor', label: 'Armor', Icon: IconChestArmor },
  { key: 'acc', label: 'Accessory', Icon: IconGemNecklace },
];

function SlotContent({ item }: { item: SessionItem | null }) {
  if (!item?.item_name) return <span className={gear.empty}>Empty</span>;
  return (
    <>
      <RarityText rarity={item.item_rarity}>{item.item_name}</RarityText>
      {item.item_rarity && <span className={gear.rarity}>{item.item_rarity}</span>}
    </>
  );
}

/** Spec §2: the three worn slots, each a way into /equipment, plus the inventory link. */
export function EquipmentSlots({ equipment }: { equipment: SessionEquipment }) {
  return (
    <Panel tone="iron" title="Equipment" icon={<IconBroadsword />}>
      <ul className={styles.slots}>
        {SLOTS.map(({ key, label, Icon }, index) => {
          // Named slots are filled by updateEquipment; fall back to the ordered list.
          const item = equipment[key] ?? equipment.items[index] ?? null;
          const rarity = item?.item_name ? item.item_rarity : null;
          return (
            <li key={key}>
              <Link
                to="/equipment"
                className={`${gear.slot} ${styles.slot}`}
                data-rarity={rarity?.toLowerCase() ?? 'none'}
              >
                <span className={styles.socket} aria-hidden="true">
                  <Icon />
                </span>
                <span className={styles.body}>
                  <span className={gear.label}>{label}</span>
                  <span className={gear.item}>
                    <SlotContent item={item} />
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      <Link to="/inventory" className={styles.inventory}>
        <IconKnapsack aria-hidden="true" />
        Open inventory
      </Link>
    </Panel>
  );
}
