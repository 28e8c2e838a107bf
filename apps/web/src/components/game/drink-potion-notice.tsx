import { useId, useState } from 'react';
import { regenPerMinute } from '@demonbane/game/hp-regen';
import IconCampfire from '~icons/game-icons/campfire';
import { useSecondsUntil } from '@/hooks/use-seconds-until';
import { durationText } from '@/lib/duration-text';
import type { RestingRefusal } from '@/lib/resting-refusal';
import { useAppSelector } from '@/stores/hooks';
import { DrinkPotionButton } from './drink-potion-button';
import styles from './drink-potion.module.css';

export interface DrinkPotionNoticeProps {
  userId: string;
  refusal: RestingRefusal;
}

/**
 * The server would not send a resting hero out: why, a live count to when it will,
 * and a potion to go now. Shown beside the action that was refused.
 */
export function DrinkPotionNotice({ userId, refusal }: DrinkPotionNoticeProps) {
  const titleId = useId();
  const maxHp = useAppSelector((state) => state.session.user_max_hp) ?? 0;
  const [drunk, setDrunk] = useState(false);
  const readyAt = new Date(refusal.receivedAt + refusal.readyInSeconds * 1000).toISOString();
  const left = useSecondsUntil(readyAt) ?? refusal.readyInSeconds;
  // What regeneration would bring back by then: a potion that gives as much will do.
  const needHp = Math.ceil((refusal.readyInSeconds * regenPerMinute(maxHp)) / 60);

  return (
    <section className={styles.notice} aria-labelledby={titleId}>
      <p role="alert" id={titleId} className={styles.message}>
        <IconCampfire aria-hidden="true" />
        {refusal.message}
      </p>
      <p className={styles.wait}>
        {drunk
          ? 'Try again when you are ready.'
          : left > 0
            ? `Ready to set out in ${durationText(left)}.`
            : 'You have rested enough: try again.'}
      </p>
      <DrinkPotionButton userId={userId} needHp={needHp} onDrunk={() => setDrunk(true)} />
    </section>
  );
}
