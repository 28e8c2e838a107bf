import IconCandle from '~icons/game-icons/candle-flame';
import IconMagicSwirl from '~icons/game-icons/magic-swirl';
import { Panel } from '@/components/ui/panel';
import styles from './buff-list.module.css';

/** Spec §2 buff list; an empty list says so plainly. */
export function BuffList({ buffs }: { buffs: string[] }) {
  return (
    <Panel title="Active Buffs" icon={<IconMagicSwirl />}>
      {buffs.length === 0 ? (
        <p className={styles.none}>
          <IconCandle aria-hidden="true" />
          No active buffs.
        </p>
      ) : (
        <ul className={styles.list}>
          {buffs.map((buff, i) => (
            <li key={`${i}-${buff}`} className={styles.buff}>
              <IconMagicSwirl aria-hidden="true" />
              {buff}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
