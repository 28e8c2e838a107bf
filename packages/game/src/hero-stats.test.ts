import { describe, expect, it } from 'vitest';
import { jobStatsAt } from './hero-stats';
import { EVOLVE_LEVEL, JOBS, findJob } from './jobs';

const job = (id: string) => {
  const found = findJob(id);
  if (!found) throw new Error(id);
  return found;
};

describe('jobStatsAt', () => {
  it('gives a root job its base stats at level 1', () => {
    expect(jobStatsAt(job('warrior'), 1)).toEqual(job('warrior').base);
  });

  it('adds the growth once per level', () => {
    const warrior = job('warrior');
    expect(jobStatsAt(warrior, 5).atk).toBe(warrior.base!.atk + 4 * warrior.growth.atk);
  });

  it('makes Warrior tougher and Magician stronger and faster', () => {
    const w = jobStatsAt(job('warrior'), 1);
    const m = jobStatsAt(job('magician'), 1);
    expect(w.hp).toBeGreaterThan(m.hp);
    expect(w.def).toBeGreaterThan(m.def);
    expect(m.atk).toBeGreaterThan(w.atk);
    expect(m.spd).toBeGreaterThan(w.spd);
  });

  it('never makes an evolution weaker than its parent at the evolve level, in any stat', () => {
    for (const evolved of JOBS.filter((j) => j.tier === 2)) {
      const parent = jobStatsAt(job(evolved.evolvesFrom!), EVOLVE_LEVEL);
      const after = jobStatsAt(evolved, EVOLVE_LEVEL);
      for (const key of ['hp', 'atk', 'def', 'spd'] as const) {
        expect(after[key], `${evolved.id}.${key}`).toBeGreaterThanOrEqual(parent[key]);
      }
    }
  });

  it('continues an evolution’s growth after level 10', () => {
    const sorcerer = job('sorcerer');
    expect(jobStatsAt(sorcerer, 12).atk - jobStatsAt(sorcerer, 10).atk).toBe(
      2 * sorcerer.growth.atk,
    );
  });
});

describe('job table', () => {
  it('gives each root job exactly two evolutions', () => {
    for (const root of JOBS.filter((j) => j.tier === 1)) {
      expect(JOBS.filter((j) => j.evolvesFrom === root.id)).toHaveLength(2);
    }
  });

  it('has unique ids and names', () => {
    expect(new Set(JOBS.map((j) => j.id)).size).toBe(JOBS.length);
    expect(new Set(JOBS.map((j) => j.name)).size).toBe(JOBS.length);
  });
});
