import { describe, expect, it } from 'vitest';
import { availableJobs, canEvolve, chooseJob, mayVisitAssignJob } from './job-choice';

const ids = (jobs: { id: string }[]) => jobs.map((j) => j.id);

describe('availableJobs', () => {
  it('offers the two root jobs to a hero without a job', () => {
    expect(ids(availableJobs(null, 1))).toEqual(['warrior', 'magician']);
  });

  it('offers nothing to a root job below level 10', () => {
    expect(availableJobs('warrior', 9)).toEqual([]);
  });

  it('offers a root job its own two evolutions at level 10', () => {
    expect(ids(availableJobs('warrior', 10))).toEqual(['berserker', 'paladin']);
    expect(ids(availableJobs('magician', 10))).toEqual(['sorcerer', 'warlock']);
  });

  it('offers nothing to an evolved job', () => {
    expect(availableJobs('paladin', 30)).toEqual([]);
  });
});

describe('chooseJob', () => {
  it('accepts an offered job', () => {
    expect(chooseJob(null, 1, 'magician')).toMatchObject({ ok: true, job: { id: 'magician' } });
  });

  it('refuses an unknown job and a job not on offer', () => {
    expect(chooseJob(null, 1, 'lich')).toEqual({ ok: false, reason: 'unknown_job' });
    expect(chooseJob(null, 1, 'paladin')).toEqual({ ok: false, reason: 'not_available' });
    expect(chooseJob('warrior', 10, 'sorcerer')).toEqual({ ok: false, reason: 'not_available' });
  });
});

describe('evolve rules (spec §2, §6, §9)', () => {
  it('lets only a level-10 Warrior or Magician evolve', () => {
    expect(canEvolve('warrior', 10)).toBe(true);
    expect(canEvolve('magician', 10)).toBe(true);
    expect(canEvolve('warrior', 9)).toBe(false);
    expect(canEvolve('berserker', 10)).toBe(false);
    expect(canEvolve(null, 10)).toBe(false);
  });

  it('opens /assign-job only to no job, Warrior or Magician', () => {
    expect(mayVisitAssignJob(null)).toBe(true);
    expect(mayVisitAssignJob('warrior')).toBe(true);
    expect(mayVisitAssignJob('magician')).toBe(true);
    expect(mayVisitAssignJob('warlock')).toBe(false);
  });
});
