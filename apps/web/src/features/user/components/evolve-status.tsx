import IconFireRing from '~icons/game-icons/fire-ring';
import IconStairs from '~icons/game-icons/stairs-goal';
import { ButtonLink } from '@/components/ui/button';
import { canEvolve } from '@/lib/job-rules';
import styles from './evolve-status.module.css';

export interface EvolveStatusProps {
  jobName: string | null;
  level: number | null;
  levelToMax: number | null;
}

function levelsLeftText(levelToMax: number): string {
  if (levelToMax <= 0) return 'Max level reached';
  return `${levelToMax} ${levelToMax === 1 ? 'level' : 'levels'} to max level`;
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
      <span>{levelsLeftText(levelToMax ?? 0)}</span>
    </p>
  );
}
