import type { HistoryResponse } from '@demonbane/shared/gacha-schemas';
import IconScrollUnfurled from '~icons/game-icons/scroll-unfurled';
import { Panel } from '@/components/ui/panel';
import { formatWhen } from '@/lib/format-when';
import { rarityColour } from '../utils/rarity-colour';
import { SourceMark } from './source-mark';
import styles from './draw-history.module.css';

/** How many of the hero's last draws the panel lists. */
export const HISTORY_SHOWN = 12;

export interface DrawHistoryProps {
  history: HistoryResponse['history'] | null;
  error: string | null;
}

/** The hero's last draws, newest first: piece, rarity, box, how it came and when. */
export function DrawHistory({ history, error }: DrawHistoryProps) {
  const shown = history?.slice(0, HISTORY_SHOWN) ?? [];
  return (
    <Panel tone="iron" title="Your last draws" icon={<IconScrollUnfurled />}>
      {error && <p className={styles.note}>{error}</p>}
      {history !== null && shown.length === 0 && (
        <p className={styles.note}>No draws yet. The boxes are waiting.</p>
      )}
      {shown.length > 0 && (
        <ol className={styles.list}>
          {shown.map((entry, i) => {
            const colour = rarityColour(entry.rarity);
            return (
              <li
                key={`${entry.drawn_at}-${i}`}
                className={styles.entry}
                style={{ borderLeftColor: colour.css }}
              >
                <span className={styles.name} style={{ color: colour.css }}>
                  {entry.name}
                </span>
                <span className={styles.rarity}>{entry.rarity ?? 'Nothing'}</span>
                <SourceMark source={entry.source} />
                <span className={styles.box}>{entry.box}</span>
                <time className={styles.time} dateTime={entry.drawn_at}>
                  {formatWhen(entry.drawn_at)}
                </time>
              </li>
            );
          })}
        </ol>
      )}
    </Panel>
  );
}
