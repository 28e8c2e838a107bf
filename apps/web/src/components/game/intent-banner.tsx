import IconShieldBash from '~icons/game-icons/shield-bash';
import styles from './intent-banner.module.css';

/**
 * A boss's special move, warned one round ahead so the player can guard, heal or race
 * it. Not a live region: the same warning arrives as a log line, which is announced.
 */
export function IntentBanner({ intent }: { intent: string }) {
  return (
    <div className={styles.banner}>
      <IconShieldBash className={styles.icon} aria-hidden="true" />
      <p>
        <strong className={styles.title}>Next round</strong>
        <span className={styles.text}>{intent}</span>
      </p>
    </div>
  );
}
