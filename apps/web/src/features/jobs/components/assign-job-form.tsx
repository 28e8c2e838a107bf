import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { JobView } from '@demonbane/shared/user-schemas';
import IconFireRing from '~icons/game-icons/fire-ring';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
import { errorMessage, loadError } from '@/lib/error-message';
import { noticeState } from '@/lib/location-notice';
import { ASSIGN_FALLBACK_ERROR, useAssignJob } from '../api/assign-job';
import { availableJobsQueryOptions, JOBS_FALLBACK_ERROR } from '../api/get-available-jobs';
import { JobOption } from './job-option';
import styles from './assign-job-form.module.css';

export const NO_JOB_SELECTED = 'Please select a job.';

export interface AssignJobFormProps {
  userId: string;
  /** The hero's current job: null for a first choice, Warrior or Magician to evolve. */
  currentJob: string | null;
  /** Times the hero has ascended: a first choice after one starts a path anew. */
  ascensions?: number;
}

export function AssignJobForm({ userId, currentJob, ascensions = 0 }: AssignJobFormProps) {
  const jobs = useQuery(availableJobsQueryOptions(userId));
  const error = loadError(jobs.error, JOBS_FALLBACK_ERROR);
  // The job as it was when the choice was sent: the answer stores the new job before the
  // move home, and a first choice must not read as an evolution meanwhile.
  const [sentFrom, setSentFrom] = useState<{ job: string | null } | null>(null);
  const shownJob = sentFrom ? sentFrom.job : currentJob;
  const evolving = shownJob !== null;

  return (
    <div className={styles.screen}>
      <header className={styles.intro}>
        <p className={styles.eyebrow}>
          {evolving
            ? `${shownJob} · Evolution`
            : ascensions > 0
              ? `Ascension ${ascensions} · A new path`
              : 'A new hunter'}
        </p>
        <h1 className={styles.title}>{evolving ? 'Evolve Your Path' : 'Choose Your Path'}</h1>
        <p className={styles.lede}>
          {evolving
            ? 'At the peak of your training, a new path opens. Choose what you will become.'
            : 'Every hunter walks one path. Choose the discipline you will carry into the dark.'}
        </p>
      </header>
      {jobs.isPending && <Loading />}
      {error && <Alert tone="error">{error}</Alert>}
      {jobs.data && (
        <JobChoice
          userId={userId}
          jobs={jobs.data}
          onSent={(sent) => setSentFrom(sent ? { job: currentJob } : null)}
        />
      )}
    </div>
  );
}

interface JobChoiceProps {
  userId: string;
  jobs: JobView[];
  /** True as the choice is sent, false if it failed (the form can be sent again). */
  onSent: (sent: boolean) => void;
}

function JobChoice({ userId, jobs, onSent }: JobChoiceProps) {
  const navigate = useNavigate();
  const assignJob = useAssignJob(userId);
  const [selected, setSelected] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Pending, and on through the move home.
  const pending = assignJob.isPending || assignJob.isSuccess;

  if (jobs.length === 0) {
    return (
      <div className={styles.empty}>
        <Alert tone="warning">
          No path is open to you yet. Return when your training is complete.
        </Alert>
        <ButtonLink to="/" variant="secondary">
          Return home
        </ButtonLink>
      </div>
    );
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    if (selected === null) {
      setError(NO_JOB_SELECTED);
      return;
    }
    setError(null);
    onSent(true);
    assignJob.mutate(selected, {
      onSuccess: (res) => navigate('/', { replace: true, state: noticeState(res.message) }),
      onError: (err) => {
        onSent(false);
        setError(errorMessage(err, ASSIGN_FALLBACK_ERROR));
      },
    });
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
      <fieldset className={styles.fieldset}>
        <legend className="sr-only">Available jobs</legend>
        <div className={styles.options}>
          {jobs.map((job) => (
            <JobOption
              key={job._id}
              job={job}
              name="job"
              checked={selected === job._id}
              onSelect={(id) => {
                setSelected(id);
                setError(null);
              }}
            />
          ))}
        </div>
      </fieldset>
      {error && <Alert tone="error">{error}</Alert>}
      <div className={styles.actions}>
        <Button type="submit" variant="ember" disabled={pending} aria-busy={pending}>
          <IconFireRing aria-hidden="true" />
          {pending ? 'Binding the oath…' : 'Take this path'}
        </Button>
      </div>
    </form>
  );
}
