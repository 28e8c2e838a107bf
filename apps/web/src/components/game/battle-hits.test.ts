import { describe, expect, it } from 'vitest';
import { heroCombatant, jobResource, monsterCombatant } from '@demonbane/game/battle/battle';
import type { Combatant } from '@demonbane/game/battle/combatant';
import {
  ATTACK,
  resolveTurn,
  skillRefusal,
  startTactics,
  type HeroAction,
  type Tactics,
} from '@demonbane/game/battle/round';
import { jobStatsAt } from '@demonbane/game/hero-stats';
import { JOBS } from '@demonbane/game/jobs';
import { MONSTERS } from '@demonbane/game/monsters';
import { createRng } from '@demonbane/game/rng';
import { JOB_SKILLS } from '@demonbane/game/skills';
import { readHits, roundHits, type Hit, type HitTarget } from './battle-hits';

/** HP after the hits on `target`, as the engine bounds it (0 to max). */
function replay(c: Combatant, hits: readonly Hit[], target: HitTarget): number {
  let hp = c.hp;
  for (const hit of hits) {
    if (hit.target !== target) continue;
    if (hit.kind === 'damage') hp = Math.max(0, hp - hit.amount);
    if (hit.kind === 'heal') hp = Math.min(c.maxHp, hp + hit.amount);
  }
  return hp;
}

describe('roundHits', () => {
  it("finds every HP change of the engine's rounds in their lines (every job, monster and skill)", () => {
    const kinds = new Set<string>();
    let rounds = 0;
    for (const job of JOBS) {
      const resource = jobResource(job.id);
      for (const [m, monster] of MONSTERS.entries()) {
        if (m % 3 !== job.id.length % 3 && !monster.special) continue;
        const stats = jobStatsAt(job, 5 + (m % 20));
        let hero = heroCombatant(job.id, stats, Math.round(stats.hp * 0.7));
        let foe = monsterCombatant(monster, 3 + (m % 25));
        let tactics: Tactics = { ...startTactics(resource), resource: 60 };
        const rng = createRng([m + 1, job.id.length, 7, 11]);
        for (let round = 0; round < 12 && hero.hp > 0 && foe.hp > 0; round++) {
          const skill = JOB_SKILLS[job.id][round % 4];
          const action: HeroAction =
            skill && !skillRefusal(JOB_SKILLS[job.id], tactics, resource, skill)
              ? { kind: 'skill', skillId: skill }
              : ATTACK;
          const turn = resolveTurn(
            { hero, monster: foe, resource, tactics, action, special: monster.special, round },
            rng,
          );
          const hits = roundHits(turn.log);
          for (const hit of hits) kinds.add(`${hit.target}:${hit.kind}`);
          expect(replay(hero, hits, 'hero')).toBe(turn.hero.hp);
          // A boss's special move drains (a lifesteal family) without saying so in its line.
          const unsaid =
            foe.traits.lifesteal > 0 && turn.log.some((l) => l.includes(' unleashes '));
          if (!unsaid) expect(replay(foe, hits, 'monster')).toBe(turn.monster.hp);
          ({ hero, monster: foe, tactics } = turn);
          rounds++;
        }
      }
    }
    expect(rounds).toBeGreaterThan(200);
    // Every kind of hit the screen shows was met at least once.
    expect([...kinds].sort()).toEqual(
      [
        'hero:damage',
        'hero:guard',
        'hero:heal',
        'hero:miss',
        'monster:damage',
        'monster:heal',
        'monster:miss',
      ].sort(),
    );
  });

  it('marks crits, half-blocked blows and boss moves; reads a potion; ignores other lines', () => {
    expect(readHits('Heavy Strike! Critical hit! You strike the Imp for 1,204 damage.')).toEqual([
      { target: 'monster', kind: 'damage', amount: 1204, crit: true, blocked: false },
    ]);
    expect(readHits('The Ghoul hits you for 9 damage (you block half).')).toEqual([
      { target: 'hero', kind: 'damage', amount: 9, crit: false, blocked: true },
    ]);
    expect(readHits('The Warden unleashes Portcullis Slam for 40 damage!')).toEqual([
      { target: 'hero', kind: 'damage', amount: 40, crit: true, blocked: false },
    ]);
    expect(readHits('Used 1 Healing Potion. Restored 50 HP (120/162).')).toEqual([
      { target: 'hero', kind: 'heal', amount: 50 },
    ]);
    expect(readHits('Lay on Hands! You recover 0 HP.')).toEqual([]);
    expect(readHits('The Imp falls.')).toEqual([]);
    expect(readHits('A level 2 Imp blocks your path!')).toEqual([]);
  });
});
