import type { ComponentType, SVGProps } from 'react';
import IconBarbarian from '~icons/game-icons/barbarian';
import IconFireSpell from '~icons/game-icons/fire-spell-cast';
import IconHoodedFigure from '~icons/game-icons/hooded-figure';
import IconTemplarShield from '~icons/game-icons/templar-shield';
import IconVisoredHelm from '~icons/game-icons/visored-helm';
import IconWarlockHood from '~icons/game-icons/warlock-hood';
import IconPointyHat from '~icons/game-icons/pointy-hat';
import frames from './portrait-frame.module.css';
import styles from './job-portrait.module.css';

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

/** Keyed by job name, as the session stores it (spec §3). */
const PORTRAITS: Record<string, Icon> = {
  Warrior: IconVisoredHelm,
  Magician: IconPointyHat,
  Berserker: IconBarbarian,
  Paladin: IconTemplarShield,
  Sorcerer: IconFireSpell,
  Warlock: IconWarlockHood,
};

export interface JobPortraitProps {
  jobName: string | null;
  size?: 'md' | 'lg';
  /** The worn portrait frame's id (a cosmetic), drawn as its border; null for none. */
  frame?: string | null;
}

/** A medallion with the job's emblem; a hooded stranger before a job is chosen. */
export function JobPortrait({ jobName, size = 'lg', frame = null }: JobPortraitProps) {
  const Icon = (jobName && PORTRAITS[jobName]) || IconHoodedFigure;
  return (
    <div
      className={`${styles.portrait} ${styles[size]} ${frames.framed}`}
      data-frame={frame ?? undefined}
      role="img"
      aria-label={jobName ? `${jobName} portrait` : 'Hero without a job'}
    >
      <Icon className={styles.icon} aria-hidden="true" />
    </div>
  );
}
