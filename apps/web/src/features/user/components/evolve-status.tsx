import IconFireRing from '~icons/game-icons/fire-ring';
import IconStairs from '~icons/game-icons/stairs-goal';
import { ButtonLink } from '@/components/ui/button';
import { canEvolve, isRootJob } from '@/lib/job-rules';
import styles from './evolve-status.module.css';

export interface EvolveStatusProps {
  jobName: string | null;
  level: number | null;
  levelToMax: number | null;
}

/**
 * What the levels left lead to: a root job's count ends at its evolution, not at the
 * level cap, so it says so (and which level that is) rather than "to max level".
 */
export function levelsLeftText(jobName: string | null, level: number, levelToMax: number): string {
  if (levelToMax <= 0) return 'Max level reached';
  const levels = `${levelToMax} ${levelToMax === 1 ? 'level' : 'levels'}`;
  const target = level + levelToMax;
  return isRootJob(jobName)
    ? `${levels} to evolve (level ${target})`
    : `${levels} to max level (${target})`;
}

/** A Warrior or Magician at level 10 gets EVOLVE NOW; everyone else sees levels left (spec §2). */
export function EvolveStatus({ jobName, level, levelToMax }: EvolveStatusProps) {
  if (canEvolve(jobName, level)) {
    return (
      <div className={`${styles.status} ${styles.ready}`}>
        <p className={styles.text}>Your power has peaked. A new path awaits.</p>
        <ButtonLink to="/assign-job" variant="ember" className={styles.evolve}>
          <IconFireRing aria-hidden="true" />
          EVOLVE NOW
        </ButtonLink>
      </div>
    );
  }
  return (
    <p className={styles.status}>
      <IconStairs className={styles.icon} aria-hidden="true" />
      <span>{levelsLeftText(jobName, level ?? 1, levelToMax ?? 0)}</span>
    </p>
  );
}
