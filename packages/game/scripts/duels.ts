/**
 * `npx tsx packages/game/scripts/duels.ts [level] [duels]`: the arena's matchups at a
 * level (default 30) in reference gear, row beats column, as docs/game-rules.md shows
 * them (Arena). The base jobs are compared up to their last level, the evolutions after.
 */
import { EVOLVE_LEVEL, jobById, type JobId } from '../src/jobs';
import { duelWinRate } from '../src/sim/duel-matchups';

const level = Number(process.argv[2] ?? 30);
const duels = Number(process.argv[3] ?? 400);
const jobs: JobId[] =
  level <= EVOLVE_LEVEL ? ['warrior', 'magician'] : ['berserker', 'paladin', 'sorcerer', 'warlock'];
const name = (id: JobId) => jobById(id).name;

console.log(`| Level ${level} | ${jobs.map(name).join(' | ')} |`);
console.log(`| --- | ${jobs.map(() => '---:').join(' | ')} |`);
for (const a of jobs) {
  const cells = jobs.map((b) => `${Math.round(duelWinRate(a, b, level, duels))}%`);
  console.log(`| ${name(a)} | ${cells.join(' | ')} |`);
}
