import { useId } from 'react';
import IconSoundOff from '~icons/game-icons/sound-off';
import IconSoundOn from '~icons/game-icons/sound-on';
import type { BattleRound } from '@/hooks/use-battle';
import { readHits, type Hit } from './battle-hits';
import styles from './latest-round.module.css';

type Mark = 'crit' | 'guard' | 'miss' | 'heal';

const MARK_TEXT: Record<Mark, string> = {
  crit: 'Crit',
  guard: 'Guard',
  miss: 'Miss',
  heal: 'Heal',
};

/** The one mark a line earns, the loudest first; none for a plain blow or a remark. */
function markOf(hits: readonly Hit[]): Mark | null {
  if (hits.some((hit) => hit.kind === 'damage' && hit.crit)) return 'crit';
  if (hits.some((hit) => hit.kind === 'guard' || (hit.kind === 'damage' && hit.blocked)))
    return 'guard';
  if (hits.some((hit) => hit.kind === 'miss')) return 'miss';
  // A blow that drains is a blow first: only a line that just heals is marked so.
  return hits.length > 0 && hits.every((hit) => hit.kind === 'heal') ? 'heal' : null;
}

const END_TEXT = { won: 'Victory!', lost: 'Defeat…' } as const;

export interface LatestRoundProps {
  round: BattleRound | null;
  muted: boolean;
  onMutedChange: (muted: boolean) => void;
}

/**
 * The latest round's lines right under the fighters, where the eye already is (the
 * full log stays further down), with crits, guards and misses marked; and the sound
 * switch. Not a live region: the battle's live message already says each round.
 */
export function LatestRound({ round, muted, onMutedChange }: LatestRoundProps) {
  const titleId = useId();
  return (
    <section className={styles.strip} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {round === null ? 'Your move' : 'This round'}
      </h2>
      {round === null ? (
        <p className={styles.idle}>Attack, use a skill or drink a potion: each blow lands here.</p>
      ) : (
        <ul key={round.id} className={styles.lines}>
          {round.lines.map((line, i) => {
            const mark = markOf(readHits(line));
            return (
              <li key={i} className={styles.line} data-mark={mark ?? undefined}>
                {mark && (
                  <span className={styles.mark} aria-hidden="true">
                    {MARK_TEXT[mark]}
                  </span>
                )}
                {line}
              </li>
            );
          })}
          {round.end && (
            <li className={`${styles.line} ${styles.end}`} data-end={round.end}>
              {END_TEXT[round.end]}
            </li>
          )}
        </ul>
      )}
      <button
        type="button"
        className={styles.sound}
        aria-pressed={!muted}
        onClick={() => onMutedChange(!muted)}
        title={muted ? 'Sound effects are off' : 'Sound effects are on'}
      >
        {muted ? <IconSoundOff aria-hidden="true" /> : <IconSoundOn aria-hidden="true" />}
        <span className="sr-only">Sound effects</span>
      </button>
    </section>
  );
}
