import { useId } from 'react';
import IconCrossedSwords from '~icons/game-icons/crossed-swords';
import IconHealthPotion from '~icons/game-icons/health-potion';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { formatNumber } from '@/lib/format-number';
import styles from './battle-actions.module.css';

export interface BattleActionsProps {
  /** What is in flight, if anything: every button waits for it. */
  busy: string | null;
  /** The potion Use Potion drinks (the first in the pack), or null. */
  potion: { name: string; qty: number } | null;
  onAttack: () => void;
  onDrink: () => void;
  actionError: string | null;
  notice: string | null;
}

/** Attack, Use Potion and what they answered: the same bar in explore and hunt battles. */
export function BattleActions({
  busy,
  potion,
  onAttack,
  onDrink,
  actionError,
  notice,
}: BattleActionsProps) {
  const stockId = useId();
  return (
    <div className={styles.actions}>
      <div className={styles.buttons}>
        <Button
          className={styles.attack}
          onClick={onAttack}
          disabled={busy !== null}
          aria-busy={busy === 'attack' || undefined}
        >
          <IconCrossedSwords aria-hidden="true" />
          Attack
        </Button>
        <Button
          variant="secondary"
          className={styles.potion}
          onClick={onDrink}
          disabled={busy !== null || potion === null}
          aria-busy={busy === 'potion' || undefined}
          aria-describedby={stockId}
        >
          <IconHealthPotion aria-hidden="true" />
          Use Potion
        </Button>
        <p id={stockId} className={styles.stock}>
          {potion ? `${potion.name} × ${formatNumber(potion.qty)}` : 'No potions in your pack.'}
        </p>
      </div>
      {actionError && <Alert tone="error">{actionError}</Alert>}
      {notice && <Alert tone="success">{notice}</Alert>}
    </div>
  );
}
