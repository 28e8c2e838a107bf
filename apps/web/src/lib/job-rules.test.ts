import { describe, expect, it } from 'vitest';
import { canEvolve, mayVisitAssignJob } from './job-rules';

describe('mayVisitAssignJob', () => {
  it('allows no job, Warrior and Magician only', () => {
    expect(mayVisitAssignJob(null)).toBe(true);
    expect(mayVisitAssignJob('Warrior')).toBe(true);
    expect(mayVisitAssignJob('Magician')).toBe(true);
    for (const evolved of ['Berserker', 'Paladin', 'Sorcerer', 'Warlock']) {
      expect(mayVisitAssignJob(evolved)).toBe(false);
    }
  });
});

describe('canEvolve', () => {
  it('is true for a Warrior or Magician at level 10', () => {
    expect(canEvolve('Warrior', 10)).toBe(true);
    expect(canEvolve('Magician', 10)).toBe(true);
  });

  it('is false below level 10, for evolved jobs and without a job', () => {
    expect(canEvolve('Warrior', 9)).toBe(false);
    expect(canEvolve('Paladin', 10)).toBe(false);
    expect(canEvolve(null, 10)).toBe(false);
    expect(canEvolve('Magician', null)).toBe(false);
  });
});
