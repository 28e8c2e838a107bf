import { describe, expect, it } from 'vitest';
import { createRng } from '../rng';
import { resolveRound } from './round';
import { playRound } from './battle';
import { createBattle, createHeroCombatant, dummy } from '../test/create-battle';
import type { JobId } from '../jobs';
import type { MonsterId } from '../monsters';

describe('resolveRound', () => {
  it('lets the faster fighter act first', () => {
    const slowHero = dummy({ name: 'You', spd: 1, hp: 1, maxHp: 1 });
    const fastMonster = dummy({ name: 'Imp', spd: 50, atk: 100 });
    for (let i = 0; i < 20; i++) {
      const r = resolveRound(slowHero, fastMonster, createRng([i, 1, 2, 3]));
      // The monster either kills the 1-HP hero first, or misses; the hero never strikes before it.
      expect(r.log[0]).toMatch(/^(Critical hit! )?The Imp/);
    }
  });

  it('lets the hero act first on a speed tie', () => {
    const r = resolveRound(dummy({ name: 'You' }), dummy({ name: 'Imp' }), createRng([1, 1, 1, 1]));
    expect(r.log[0]).toMatch(/^(Critical hit! )?You /);
  });

  it('ends the round when a fighter falls, without a dead fighter striking', () => {
    const hero = dummy({ name: 'You', atk: 1000, spd: 100 });
    const monster = dummy({ name: 'Imp', hp: 1, maxHp: 1, spd: 0 });
    let won = 0;
    for (let i = 0; i < 50; i++) {
      const r = resolveRound(hero, monster, createRng([i, 7, 7, 7]));
      if (r.outcome === 'win') {
        won++;
        expect(r.log).toEqual([expect.stringMatching(/You strike the Imp/), 'The Imp falls.']);
        expect(r.hero.hp).toBe(hero.hp);
      }
    }
    expect(won).toBeGreaterThan(40);
  });

  it('does not change its inputs', () => {
    const hero = dummy({ name: 'You' });
    const monster = dummy({ name: 'Imp' });
    resolveRound(hero, monster, createRng([1, 2, 3, 4]));
    expect(hero.hp).toBe(100);
    expect(monster.hp).toBe(100);
  });
});

describe('playRound (stored battles)', () => {
  it('replays the same rounds from the same seed', () => {
    const play = () => {
      let battle = createBattle({ monsterId: 'ghoul', monsterLevel: 3, monsterHp: 200 });
      let hero = createHeroCombatant('magician', 5);
      const logs: string[][] = [];
      for (let i = 0; i < 6; i++) {
        const r = playRound(battle, hero);
        logs.push(r.log);
        hero = r.hero;
        battle = { ...battle, round: r.round, monsterHp: r.monster.hp };
      }
      return { logs, hero: hero.hp, monster: battle.monsterHp };
    };
    expect(play()).toEqual(play());
  });

  it('plays a different battle from a different seed', () => {
    const hero = createHeroCombatant();
    const a = playRound(createBattle({ seed: [1, 2, 3, 4] }), hero);
    const b = playRound(createBattle({ seed: [4, 3, 2, 1] }), hero);
    expect([a.log, a.monster.hp]).not.toEqual([b.log, b.monster.hp]);
  });

  it('counts rounds', () => {
    expect(playRound(createBattle({ round: 4 }), createHeroCombatant()).round).toBe(5);
  });
});

describe('jobs fight differently', () => {
  const averageDamage = (jobId: JobId, monsterId: MonsterId) => {
    let total = 0;
    for (let i = 0; i < 400; i++) {
      const r = playRound(
        createBattle({ seed: [i, 1, 2, 3], monsterId, monsterLevel: 5, monsterHp: 10_000 }),
        {
          ...createHeroCombatant(jobId, 5),
          spd: 1000,
        },
      );
      total += 10_000 - r.monster.hp;
    }
    return total / 400;
  };

  it('the Magician’s spells pierce armour: against a Gargoyle it out-damages the Warrior by more', () => {
    const vsSoft = averageDamage('magician', 'imp') / averageDamage('warrior', 'imp');
    const vsArmoured = averageDamage('magician', 'gargoyle') / averageDamage('warrior', 'gargoyle');
    expect(vsArmoured).toBeGreaterThan(vsSoft);
  });

  it('the Warrior blocks: it takes less damage per hit than its DEF alone explains', () => {
    const warrior = createHeroCombatant('warrior', 5);
    expect(warrior.traits.block).toBeGreaterThan(0);
    expect(createHeroCombatant('magician', 5).traits.block).toBe(0);
  });
});
