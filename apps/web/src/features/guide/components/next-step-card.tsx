import { useQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import type { GuideStepView } from '@demonbane/shared/guide-schemas';
import IconDirectionSign from '~icons/game-icons/direction-sign';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { errorMessage } from '@/lib/error-message';
import { DISMISS_ERROR, useDismissGuide } from '../api/dismiss-guide';
import { guideQueryOptions } from '../api/get-guide';
import { guideFinishedBefore, rememberGuideFinished } from '../utils/guide-memory';
import styles from './next-step-card.module.css';

/**
 * Home's one "next step" for a new player (POST /guide), following the hero's progress,
 * with Hide guide to close it for good. While the first answer loads, the card's place
 * is held (unless this player's guide was already over) so nothing below it jumps.
 */
export function NextStepCard({ userId }: { userId: string }) {
  const guide = useQuery(guideQueryOptions(userId));

  useEffect(() => {
    if (guide.data) rememberGuideFinished(userId, guide.data.step === null);
  }, [guide.data, userId]);

  if (guide.isPending) {
    return guideFinishedBefore(userId) ? null : <div className={styles.placeholder} />;
  }
  // A guide that cannot load is no reason to bother the player: Home works without it.
  if (guide.isError || !guide.data.step) return null;
  return <StepCard userId={userId} step={guide.data.step} />;
}

function StepCard({ userId, step }: { userId: string; step: GuideStepView }) {
  const dismiss = useDismissGuide(userId);
  const titleId = useId();

  return (
    <section aria-label="Next step" className={styles.card}>
      <div className={styles.head}>
        <IconDirectionSign className={styles.icon} aria-hidden="true" />
        <div className={styles.titles}>
          <p className={styles.count}>
            Step {step.index} of {step.total}
          </p>
          <h2 id={titleId} className={styles.title}>
            {step.title}
          </h2>
        </div>
      </div>
      <p className={styles.text}>{step.text}</p>
      {dismiss.isError && <Alert tone="error">{errorMessage(dismiss.error, DISMISS_ERROR)}</Alert>}
      <div className={styles.actions}>
        <ButtonLink to={step.action.to} variant="ember" aria-describedby={titleId}>
          {step.action.label}
        </ButtonLink>
        <button
          type="button"
          className={styles.hide}
          disabled={dismiss.isPending}
          onClick={() => dismiss.mutate()}
        >
          Hide guide
        </button>
      </div>
    </section>
  );
}
