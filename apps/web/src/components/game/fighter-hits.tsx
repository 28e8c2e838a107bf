import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { prefersReducedMotion } from '@/hooks/use-round-playback';
import type { Hit, HitTarget } from './battle-hits';
import styles from './fighter-hits.module.css';

/** What a hit says over the fighter: the amount, or the blow that did not land. */
function hitText(hit: Hit): string {
  switch (hit.kind) {
    case 'damage':
      return `−${hit.amount.toLocaleString('en-US')}`;
    case 'heal':
      return `+${hit.amount.toLocaleString('en-US')}`;
    case 'miss':
      return hit.target === 'hero' ? 'Dodged' : 'Miss';
    case 'guard':
      return 'Guarded';
  }
}

/** A note under the number: crits and half-blocked blows are marked. */
function hitNote(hit: Hit): string | null {
  if (hit.kind !== 'damage') return null;
  if (hit.crit) return 'Critical!';
  return hit.blocked ? 'Blocked' : null;
}

const TEST_IDS: Record<Hit['kind'], string> = {
  damage: 'damage-number',
  heal: 'heal-number',
  miss: 'miss-mark',
  guard: 'guard-mark',
};

/** How hard the card shakes, as the worst blow it took this round. */
function shakeOf(hits: readonly Hit[]): 'crit' | 'hit' | null {
  const blows = hits.filter((hit) => hit.kind === 'damage');
  if (blows.some((hit) => hit.crit)) return 'crit';
  return blows.length > 0 ? 'hit' : null;
}

const SHAKE: Record<'crit' | 'hit', { px: number; ms: number }> = {
  hit: { px: 4, ms: 260 },
  crit: { px: 9, ms: 380 },
};

/**
 * One fighter with the round's hits on it: numbers that float up over the card, a red
 * (or green) flash, and a short shake when struck. All of it is decoration (aria-hidden):
 * the round's lines are announced by the battle's live message. Under reduced motion
 * nothing moves: the numbers simply appear, and there is no flash or shake.
 */
export function FighterHits({
  target,
  hits,
  roundId,
  children,
}: {
  target: HitTarget;
  hits: readonly Hit[];
  /** A new round plays its hits again, even when they are the same. */
  roundId: number;
  children: ReactNode;
}) {
  const mine = hits.filter((hit) => hit.target === target);
  const shake = shakeOf(mine);
  const frame = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const node = frame.current;
    // jsdom and old browsers have no Element.animate: nothing shakes there.
    if (shake === null || !node?.animate || prefersReducedMotion()) return;
    const { px, ms } = SHAKE[shake];
    const animation = node.animate(
      [0, -px, px, -px / 2, px / 2, 0].map((x) => ({ transform: `translateX(${x}px)` })),
      { duration: ms, easing: 'ease-out' },
    );
    return () => animation.cancel();
  }, [shake, roundId]);

  const flash = mine.some((hit) => hit.kind === 'damage')
    ? 'damage'
    : mine.some((hit) => hit.kind === 'heal')
      ? 'heal'
      : null;

  return (
    <div ref={frame} className={styles.frame}>
      {children}
      {flash && <span key={`flash-${roundId}`} className={styles.flash} data-tone={flash} />}
      <div className={styles.numbers} aria-hidden="true">
        {mine.map((hit, i) => {
          const note = hitNote(hit);
          return (
            <span
              key={`${roundId}-${i}`}
              className={styles.number}
              data-testid={TEST_IDS[hit.kind]}
              data-kind={hit.kind}
              data-target={target}
              data-crit={(hit.kind === 'damage' && hit.crit) || undefined}
              style={{ '--order': i } as CSSProperties}
            >
              {hitText(hit)}
              {note && <small className={styles.note}>{note}</small>}
            </span>
          );
        })}
      </div>
    </div>
  );
}
