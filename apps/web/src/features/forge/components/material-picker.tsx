import type { Material } from '@demonbane/shared/forge-schemas';
import IconGems from '~icons/game-icons/gems';
import IconShop from '~icons/game-icons/shop';
import { ItemIcon } from '@/components/game/item-icon';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { formatNumber } from '@/lib/format-number';
import { remainingQty, type Slots } from '../utils/slots';
import styles from './material-picker.module.css';

export interface MaterialPickerProps {
  materials: readonly Material[];
  slots: Slots;
  /** False while the forge is busy: nothing can be placed. */
  enabled: boolean;
  onAdd: (material: Material) => void;
}

/** The hero's materials with how many are owned and how many are still off the anvil. */
export function MaterialPicker({ materials, slots, enabled, onAdd }: MaterialPickerProps) {
  if (materials.length === 0) {
    return (
      <EmptyState>
        <p>You carry no materials. Buy them from the merchants or win them in battle.</p>
        <div className={styles.emptyLinks}>
          <ButtonLink to="/shop" variant="secondary">
            <IconShop aria-hidden="true" />
            Gold Shop
          </ButtonLink>
          <ButtonLink to="/shop-premium" variant="secondary">
            <IconGems aria-hidden="true" />
            Premium Shop
          </ButtonLink>
        </div>
      </EmptyState>
    );
  }
  return (
    <ul className={styles.list} aria-label="Your materials">
      {materials.map((material) => {
        const left = remainingQty(slots, material);
        return (
          <li key={material.item_id} className={styles.tile} data-spent={left === 0}>
            <ItemIcon itemId={material.item_id} />
            <div className={styles.text}>
              <span className={styles.name}>{material.item_name}</span>
              <span className={styles.counts}>
                <span>Owned ×{formatNumber(material.item_qty)}</span>
                <span>{formatNumber(left)} left</span>
              </span>
            </div>
            <button
              type="button"
              className={styles.add}
              onClick={() => onAdd(material)}
              disabled={!enabled}
              aria-label={`Add ${material.item_name}`}
            >
              <span aria-hidden="true">+</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
