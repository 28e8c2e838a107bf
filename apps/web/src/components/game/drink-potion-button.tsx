import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { UseItemResponse } from '@demonbane/shared/inventory-schemas';
import IconHealthPotion from '~icons/game-icons/health-potion';
import { Button } from '@/components/ui/button';
import { consumablesQueryOptions } from '@/lib/consumables-query';
import { errorMessage } from '@/lib/error-message';
import { formatNumber } from '@/lib/format-number';
import { choosePotion, ownedPotions } from '@/lib/potion-choice';
import { POTION_ERROR, useConsumeItem } from '@/lib/use-item';
import { useAppSelector } from '@/stores/hooks';
import styles from './drink-potion.module.css';

export interface DrinkPotionButtonProps {
  userId: string;
  /** HP the hero needs back (to be ready to set out): the weakest potion that gives it is drunk. */
  needHp?: number;
  /** After a potion was drunk, with the server's answer. */
  onDrunk?: (res: UseItemResponse) => void;
  /** What it sits on: a dark panel, or a parchment card. */
  surface?: 'dark' | 'parchment';
}

/**
 * "Drink a potion" for a hero too hurt to go on: one click drinks the potion that fits
 * best of those owned (the inventory's use-item), or the shop is pointed to when none.
 */
export function DrinkPotionButton({
  userId,
  needHp = 0,
  onDrunk,
  surface = 'dark',
}: DrinkPotionButtonProps) {
  const consumables = useQuery(consumablesQueryOptions(userId));
  const maxHp = useAppSelector((state) => state.session.user_max_hp) ?? 0;
  const drink = useConsumeItem(userId);
  const [said, setSaid] = useState<{ text: string; ok: boolean } | null>(null);
  const hintId = useId();

  if (!consumables.data) return null;
  const potion = choosePotion(ownedPotions(consumables.data, maxHp), needHp);

  function drinkIt() {
    if (!potion || drink.isPending) return;
    setSaid(null);
    drink.mutate(
      { itemId: potion.itemId },
      {
        onSuccess: (res) => {
          setSaid({
            ok: true,
            text: `You drink a ${potion.name}: HP ${formatNumber(res.user_hp)} / ${formatNumber(res.user_max_hp)}.`,
          });
          onDrunk?.(res);
        },
        onError: (err) => setSaid({ ok: false, text: errorMessage(err, POTION_ERROR) }),
      },
    );
  }

  return (
    <div className={`${styles.drink} ${surface === 'parchment' ? styles.parchment : ''}`}>
      {potion ? (
        <div className={styles.row}>
          <Button
            onClick={drinkIt}
            disabled={drink.isPending}
            aria-busy={drink.isPending || undefined}
            aria-describedby={hintId}
          >
            <IconHealthPotion aria-hidden="true" />
            Drink a potion
          </Button>
          <p id={hintId} className={styles.hint}>
            {potion.name} (+{formatNumber(Math.round(potion.heals))} HP), {formatNumber(potion.qty)}{' '}
            owned
          </p>
        </div>
      ) : (
        <p className={styles.none}>
          <IconHealthPotion aria-hidden="true" />
          <span>
            No potions — <Link to="/shop">buy some in the shop</Link>
          </span>
        </p>
      )}
      {said && (
        <p role={said.ok ? 'status' : 'alert'} className={said.ok ? styles.done : styles.failed}>
          {said.text}
        </p>
      )}
    </div>
  );
}
