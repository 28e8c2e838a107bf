import styles from './piece-level.module.css';

export interface PieceLevelProps {
  /** The hero level the piece is worn from. */
  level: number;
  /** The hero is below that level: the badge is marked. */
  locked?: boolean;
  className?: string;
}

/** The level a piece is worn from on a small badge: "Lv 20", read as "Level 20". */
export function PieceLevel({ level, locked = false, className }: PieceLevelProps) {
  const classes = [styles.level, className].filter(Boolean).join(' ');
  return (
    <span className={classes} data-locked={locked}>
      <span aria-hidden="true">Lv {level}</span>
      <span className="sr-only">Level {level}</span>
    </span>
  );
}
