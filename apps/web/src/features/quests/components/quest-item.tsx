import { useId } from 'react';
import type { QuestView } from '@demonbane/shared/quest-schemas';
import IconCheckMark from '~icons/game-icons/check-mark';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CurrencyAmount } from '@/components/ui/currency-amount';
import { formatNumber } from '@/lib/format-number';
import styles from './quest-item.module.css';

export interface QuestItemProps {
  quest: QuestView;
  /** This quest's claim is on its way. */
  pending: boolean;
  /** Why its last claim was refused, if it was. */
  error: string | null;
  onClaim: (quest: QuestView) => void;
}

/** One of today's quests: what to do, how far along, what it pays, and Claim once done. */
export function QuestItem({ quest, pending, error, onClaim }: QuestItemProps) {
  const titleId = useId();
  const { title, progress, goal, claimed } = quest;
  const done = progress >= goal;
  const percent = goal > 0 ? Math.min(100, (progress / goal) * 100) : 0;
  const state = claimed ? 'claimed' : done ? 'done' : 'open';
  return (
    <li className={styles.quest} data-state={state} aria-labelledby={titleId}>
      <div className={styles.text}>
        <h3 id={titleId} className={styles.title}>
          {title}
        </h3>
        <p className={styles.description}>{quest.description}</p>
      </div>
      <div className={styles.progress}>
        <div
          className={styles.meter}
          role="progressbar"
          aria-label={`${title}: progress`}
          aria-valuemin={0}
          aria-valuemax={goal}
          aria-valuenow={Math.min(progress, goal)}
          aria-valuetext={`${formatNumber(progress)} of ${formatNumber(goal)}`}
        >
          <span style={{ width: `${percent}%` }} />
        </div>
        <span className={styles.count} aria-hidden="true">
          {formatNumber(progress)} / {formatNumber(goal)}
        </span>
      </div>
      <div className={styles.foot}>
        <p className={styles.reward}>
          <span className={styles.rewardLabel}>Reward</span>
          <CurrencyAmount amount={quest.reward.gold} currency="gold" tone="ink" named />
          {quest.reward.souls > 0 && (
            <CurrencyAmount amount={quest.reward.souls} currency="soul" tone="ink" named />
          )}
        </p>
        {claimed ? (
          <p className={styles.claimed}>
            <IconCheckMark aria-hidden="true" />
            Claimed
          </p>
        ) : done ? (
          <Button
            className={styles.claim}
            onClick={() => onClaim(quest)}
            disabled={pending}
            aria-busy={pending || undefined}
          >
            Claim <span className="sr-only">{title}</span>
          </Button>
        ) : (
          <p className={styles.open}>In progress</p>
        )}
      </div>
      {error && <Alert tone="error">{error}</Alert>}
    </li>
  );
}
