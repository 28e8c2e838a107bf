import IconCheckedShield from '~icons/game-icons/checked-shield';
import IconHourglass from '~icons/game-icons/hourglass';
import styles from './source-mark.module.css';

export type DrawSource = 'roll' | 'pity' | 'guarantee';

const MARKS = {
  pity: { Icon: IconHourglass, label: 'Pity', title: 'Given by the pity rule' },
  guarantee: { Icon: IconCheckedShield, label: 'Guaranteed', title: 'The x11 guarantee' },
} as const;

/** A small badge on a piece the pity rule or the x11 guarantee gave; nothing for a plain roll. */
export function SourceMark({ source }: { source: DrawSource }) {
  if (source === 'roll') return null;
  const { Icon, label, title } = MARKS[source];
  return (
    <span className={`${styles.mark} ${styles[source]}`} title={title}>
      <Icon aria-hidden="true" />
      {label}
    </span>
  );
}
