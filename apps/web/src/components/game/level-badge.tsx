import styles from './level-badge.module.css';

/** A fighter's level on a crimson pill: Lv 12. */
export function LevelBadge({ level, className }: { level: number; className?: string }) {
  return (
    <span className={className ? `${styles.badge} ${className}` : styles.badge}>
      <abbr title="Level">Lv</abbr> <strong>{level}</strong>
    </span>
  );
}
