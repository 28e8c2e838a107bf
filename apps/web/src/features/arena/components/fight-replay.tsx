import { useEffect, useRef } from 'react';
import IconLaurels from '~icons/game-icons/laurels';
import IconSkullCrossedBones from '~icons/game-icons/skull-crossed-bones';
import { BattleLog } from '@/components/game/battle-log';
import { ReplayLink } from '@/components/game/replay-link';
import { Button } from '@/components/ui/button';
import { LiveMessage } from '@/components/ui/live-message';
import type { ShownReplay } from '../hooks/use-arena-fight';
import { goldText, ratingText, replayAnnouncement } from '../utils/replay';
import styles from './fight-replay.module.css';

export interface FightReplayProps {
  replay: ShownReplay;
  playing: boolean;
  onSkip: () => void;
}

/**
 * A fight played back line by line (the log itself stays silent), then its verdict and
 * the rating change, said once to screen readers. Focus comes to the fight when it
 * starts, and to the verdict when Skip, which it replaces, goes away.
 */
export function FightReplay({ replay, playing, onSkip }: FightReplayProps) {
  const { fight, shown, done } = replay;
  const titleRef = useRef<HTMLHeadingElement>(null);
  const verdictRef = useRef<HTMLDivElement>(null);
  const skipRef = useRef<HTMLButtonElement>(null);
  const skipHadFocus = useRef(false);

  useEffect(() => {
    titleRef.current?.focus();
  }, [replay.seq]);

  useEffect(() => {
    if (done && skipHadFocus.current) verdictRef.current?.focus();
    skipHadFocus.current = false;
  }, [done]);

  return (
    <section className={styles.replay} aria-labelledby="arena-replay-title">
      <div className={styles.head}>
        <h2 id="arena-replay-title" ref={titleRef} tabIndex={-1} className={styles.title}>
          {fight.title}
        </h2>
        {playing && !done && (
          <Button
            ref={skipRef}
            variant="secondary"
            className={styles.skip}
            onClick={() => {
              skipHadFocus.current = document.activeElement === skipRef.current;
              onSkip();
            }}
          >
            Skip
          </Button>
        )}
      </div>
      <BattleLog lines={shown} />
      {done && (
        <div
          ref={verdictRef}
          tabIndex={-1}
          className={styles.verdict}
          data-won={fight.won || undefined}
        >
          {fight.won ? (
            <IconLaurels className={styles.icon} aria-hidden="true" />
          ) : (
            <IconSkullCrossedBones className={styles.icon} aria-hidden="true" />
          )}
          <p className={styles.outcome}>{fight.won ? 'Victory!' : 'Defeat'}</p>
          <p className={styles.rating}>{ratingText(fight)}</p>
          {goldText(fight) && <p className={styles.rating}>{goldText(fight)}</p>}
          {fight.replayId && <ReplayLink replayId={fight.replayId} className={styles.replay} />}
        </div>
      )}
      <LiveMessage>{done ? replayAnnouncement(fight) : ''}</LiveMessage>
    </section>
  );
}
