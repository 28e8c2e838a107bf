import type { JobView } from '@demonbane/shared/user-schemas';
import { JobPortrait } from '@/components/game/job-portrait';
import { formatNumber } from '@/lib/format-number';
import styles from './job-option.module.css';

export interface JobOptionProps {
  job: JobView;
  name: string;
  checked: boolean;
  onSelect: (jobId: string) => void;
}

const STAT_LABELS = [
  ['hp', 'HP'],
  ['atk', 'ATK'],
  ['def', 'DEF'],
  ['spd', 'SPD'],
] as const;

/** A job as a radio card: the whole card is the label, the radio stays keyboard-native. */
export function JobOption({ job, name, checked, onSelect }: JobOptionProps) {
  const descriptionId = `job-${job._id}-description`;
  return (
    <label className={styles.option} data-checked={checked}>
      <input
        type="radio"
        name={name}
        value={job._id}
        checked={checked}
        onChange={() => onSelect(job._id)}
        aria-describedby={descriptionId}
        className={styles.radio}
      />
      <span className={styles.head}>
        <JobPortrait jobName={job.job_name} size="md" />
        <span className={styles.titles}>
          <span className={styles.name}>{job.job_name}</span>
          <span className={styles.tier}>{job.tier === 1 ? 'First path' : 'Evolution'}</span>
        </span>
        <span className={styles.check} aria-hidden="true" />
      </span>
      <span id={descriptionId} className={styles.description}>
        {job.description}
      </span>
      <span className={styles.stats}>
        {STAT_LABELS.map(([key, label]) => (
          <span key={key} className={styles.stat}>
            <span className={styles.statLabel}>{label}</span>
            <span className={styles.statValue}>{formatNumber(job.stats[key])}</span>
          </span>
        ))}
      </span>
    </label>
  );
}
