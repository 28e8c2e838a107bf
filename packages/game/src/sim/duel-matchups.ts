import { playDuel, type DuelSide } from '../battle/duel';
import { jobStatsAt } from '../hero-stats';
import { jobById, type JobId } from '../jobs';
import type { Seed } from '../rng';
import { addStats } from '../stats';
import { kitOf, referenceLoadout } from './kit';

/** A hero of a job at a level in that level's reference gear, as a duel sees it. */
export function referenceDuelSide(name: string, jobId: JobId, level: number): DuelSide {
  const kit = kitOf(referenceLoadout(level));
  return {
    name,
    jobId,
    stats: addStats(jobStatsAt(jobById(jobId), level), kit.bonus),
    gear: kit.gear,
  };
}

const duelSeed = (i: number): Seed => [i, 0xd0e1, 7, 2026];

/**
 * How often a hero of job `a` beats one of job `b` at `level`, in percent: `duels`
 * seeded duels, `a` challenging every other one.
 */
export function duelWinRate(a: JobId, b: JobId, level: number, duels: number): number {
  const x = referenceDuelSide('Aldric', a, level);
  const y = referenceDuelSide('Mirel', b, level);
  let won = 0;
  for (let i = 0; i < duels; i++) {
    const aChallenges = i % 2 === 0;
    const input = aChallenges ? { challenger: x, defender: y } : { challenger: y, defender: x };
    if ((playDuel(input, duelSeed(i)).winner === 'challenger') === aChallenges) won++;
  }
  return (100 * won) / duels;
}
