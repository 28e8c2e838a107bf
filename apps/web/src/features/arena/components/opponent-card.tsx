import { useId } from 'react';
import type { ArenaOpponent } from '@demonbane/shared/arena-schemas';
import IconDuel from '~icons/game-icons/duel';
import { GearSlotItem } from '@/components/game/gear-slot-item';
import { JobPortrait } from '@/components/game/job-portrait';
import { RenownName } from '@/components/game/renown-name';
import { SLOT_LABELS } from '@/components/game/slot-labels';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatNumber } from '@/lib/format-number';
import gear from '@/components/game/gear-slot.module.css';
import styles from './opponent-card.module.css';

export interface OpponentCardProps {
  opponent: ArenaOpponent;
  /** Another fight is under way, or no challenge is left today. */
  disabled: boolean;
  /** This opponent's challenge is on its way or playing out. */
  pending: boolean;
  onChallenge: (opponent: ArenaOpponent) => void;
}

/** A hero to challenge: who they are, their rating, what they wear, and Challenge. */
export function OpponentCard({ opponent, disabled, pending, onChallenge }: OpponentCardProps) {
  const nameId = useId();
  return (
    <Card aria-labelledby={nameId} className={styles.card}>
      <div className={styles.head}>
        <JobPortrait jobName={opponent.job_name} size="md" frame={opponent.frame} />
        <div className={styles.who}>
          <h3 id={nameId} className={styles.name}>
            <RenownName name={opponent.username} renown={opponent} />
          </h3>
          <p className={styles.job}>
            {opponent.job_name} · Lv {formatNumber(opponent.level)}
          </p>
        </div>
        <p className={styles.rating}>
          <span className={styles.ratingLabel}>Rating</span> {formatNumber(opponent.rating)}
        </p>
      </div>
      <ul className={styles.gear} aria-label={`${opponent.username}’s gear`}>
        {opponent.equipment.map((slot) => (
          <li
            key={slot.type}
            className={`${gear.slot} ${styles.slot}`}
            data-rarity={slot.item_rarity?.toLowerCase() ?? 'none'}
          >
            <span className={`${gear.label} ${styles.slotName}`}>{SLOT_LABELS[slot.type]}</span>
            <GearSlotItem piece={slot} />
          </li>
        ))}
      </ul>
      <p className={styles.job}>
        {opponent.win_gold > 0
          ? `A win pays ${formatNumber(opponent.win_gold)} gold${opponent.win_share < 1 ? ' and half the rating (beaten once today)' : ''}`
          : 'A win pays nothing more today (beaten twice in 24 h)'}
      </p>
      <Button
        block
        className={styles.challenge}
        onClick={() => onChallenge(opponent)}
        disabled={disabled}
        aria-busy={pending || undefined}
      >
        <IconDuel aria-hidden="true" />
        Challenge <span className="sr-only">{opponent.username}</span>
      </Button>
    </Card>
  );
}
