import { describe, expect, it } from 'vitest';
import { heroCombatant, jobResource, monsterCombatant, playRound } from './battle';
import { autoAction } from './auto-policy';
import { replayFight, replayMatches, type RoundInput } from './replay';
import { startTactics } from './round';
import { jobById } from '../jobs';
import { MONSTERS } from '../monsters';
import { jobStatsAt } from '../hero-stats';

describe('replays', () => {
  it('an explore fight played round by round replays to the same log; a changed seed does not', () => {
    const job = jobById('warrior');
    const stats = jobStatsAt(job, 5);
    const monster = MONSTERS[0]!;
    const seed = [1, 2, 3, 4] as const;
    const resource = jobResource(job.id);
    let hero = heroCombatant(job.id, stats, stats.hp);
    let monsterHp = monsterCombatant(monster, 5).hp;
    let tactics = startTactics(resource);
    const inputs: RoundInput[] = [];
    const log: string[] = [];
    for (let round = 0; round < 50; round++) {
      const action = autoAction({
        jobId: job.id,
        resource,
        tactics,
        hp: hero.hp,
        maxHp: hero.maxHp,
      });
      inputs.push(round === 0 ? { action, hero } : { action });
      const r = playRound({ seed, round, monster, monsterLevel: 5, monsterHp, tactics }, hero, {
        resource,
        action,
      });
      log.push(...r.log);
      hero = r.hero;
      monsterHp = r.monster.hp;
      tactics = r.tactics;
      if (r.outcome !== 'ongoing') break;
    }
    const record = {
      kind: 'explore' as const,
      fighters: {
        hero: { name: 'Ada', jobId: job.id, level: 5 },
        monster: { id: monster.id, level: 5 },
      },
      seed,
      inputs,
      log,
    };
    expect(replayFight(record).log).toEqual(log);
    expect(replayMatches(record)).toBe(true);
    expect(replayMatches({ ...record, seed: [1, 2, 3, 5] })).toBe(false);
  });
});
