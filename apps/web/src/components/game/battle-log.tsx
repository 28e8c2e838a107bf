import { useEffect, useRef } from 'react';
import IconScroll from '~icons/game-icons/scroll-unfurled';
import styles from './battle-log.module.css';

/**
 * The fight as text, newest line in view. Lines are only ever appended (see
 * @/lib/merge-log). The log is not read out line by line: the battle bar's live message
 * says each round's new lines at once (and an auto-battle's summary), so this region
 * is silent (aria-live off) rather than announcing every line again.
 */
export function BattleLog({ lines }: { lines: readonly string[] }) {
  const listRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [lines]);

  return (
    <section className={styles.panel} aria-labelledby="battle-log-title">
      <h2 id="battle-log-title" className={styles.title}>
        <IconScroll aria-hidden="true" />
        Battle Log
      </h2>
      {/* The log wraps the list: role="log" on the <ol> itself would take away its list
          role and leave the <li>s outside any list. */}
      <div role="log" aria-live="off" aria-labelledby="battle-log-title">
        <ol ref={listRef} className={styles.lines} aria-labelledby="battle-log-title" tabIndex={0}>
          {lines.map((line, i) => (
            // Lines never move: index i always holds the same line (mergeLog only appends).
            <li key={i} className={styles.line}>
              {line}
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
