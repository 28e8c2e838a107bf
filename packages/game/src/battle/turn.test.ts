import { describe, expect, it } from 'vitest';
import { createRng } from '../rng';
import { monsterById } from '../monsters';
import { JOB_SKILLS, RESOURCES, SKILLS, skillById, type SkillId } from '../skills';
import { dummy } from '../test/create-battle';
import {
  ATTACK,
  readyIn,
  resolveRound,
  resolveTurn,
  skillRefusal,
  startTactics,
  type Tactics,
  type TurnInput,
} from './round';

const full = (overrides: Partial<Tactics> = {}): Tactics => ({
  ...startTactics('rage'),
  resource: 100,
  ...overrides,
});

/** A hero who always acts first against a sturdy monster that never dies in a round. */
function turn(overrides: Partial<TurnInput> = {}, seed = 1) {
  return resolveTurn(
    {
      hero: dummy({ name: 'You', hp: 200, maxHp: 400, atk: 30, def: 10, spd: 20 }),
      monster: dummy({ name: 'Imp', hp: 5000, maxHp: 5000, atk: 30, def: 10, spd: 1 }),
      resource: 'rage',
      tactics: full(),
      action: ATTACK,
      round: 0,
      ...overrides,
    },
    createRng([seed, 2, 3, 4]),
  );
}

const use = (skillId: SkillId) => ({ kind: 'skill', skillId }) as const;

describe('resolveTurn', () => {
  it('plays a plain attack with nothing carried over exactly as the plain round', () => {
    for (let seed = 0; seed < 300; seed++) {
      const hero = dummy({ name: 'You', atk: 12 + (seed % 9), spd: seed % 7 });
      const monster = dummy({ name: 'Imp', hp: 60, maxHp: 60, atk: 11, spd: (seed * 3) % 8 });
      const input = { hero, monster, tactics: startTactics('mana'), action: ATTACK, round: seed };
      const skilled = resolveTurn({ ...input, resource: 'mana' }, createRng([seed, 9, 9, 9]));
      const plain = resolveRound(hero, monster, createRng([seed, 9, 9, 9]));
      expect({ hero: skilled.hero, monster: skilled.monster, log: skilled.log }).toEqual({
        hero: plain.hero,
        monster: plain.monster,
        log: plain.log,
      });
    }
  });

  it('replays exactly from the same seed, tactics and action', () => {
    for (const skill of SKILLS) {
      expect(turn({ action: use(skill.id) }, 42)).toEqual(turn({ action: use(skill.id) }, 42));
    }
  });

  it('uses every skill: cost paid, cooldown started, its effect in the log', () => {
    for (const skill of SKILLS) {
      const r = turn({ action: use(skill.id) });
      expect(r.log[0]).toMatch(new RegExp(`^${skill.name}!`));
      // Rage: the cost, then what the round gave back (a hit landed, a hit taken, the round).
      expect(r.tactics.resource).toBeLessThanOrEqual(100 - skill.cost + 15 + 10 + 5);
      expect(readyIn(r.tactics, skill.id)).toBe(skill.cooldown);
    }
  });

  it('strike skills hit harder than a plain attack with the same roll', () => {
    for (const skill of SKILLS.filter((s) => s.effect.kind === 'strike')) {
      let harder = 0;
      for (let seed = 0; seed < 40; seed++) {
        const plain = turn({}, seed).monster.hp;
        const skilled = turn({ action: use(skill.id) }, seed).monster.hp;
        expect(skilled).toBeLessThanOrEqual(plain);
        if (skilled < plain) harder++;
      }
      expect(harder).toBeGreaterThan(30);
    }
  });

  it('drain skills heal the hero from the damage dealt', () => {
    for (const id of ['blood-frenzy', 'soul-drain', 'holy-strike', 'shadow-bolt'] as const) {
      const healed = Array.from({ length: 20 }, (_, seed) => turn({ action: use(id) }, seed)).some(
        (r) => r.log[0]!.includes('drain'),
      );
      expect(healed, id).toBe(true);
    }
  });

  it('a guard blocks the next monster hits entirely, a special move included', () => {
    const rounds = Array.from({ length: 20 }, (_, seed) => turn({ action: use('aegis') }, seed));
    for (const r of rounds) expect(r.hero.hp).toBe(200);
    expect(rounds.some((r) => r.tactics.guard === 1 && r.log[1]!.includes('blocked'))).toBe(true);
    // A boss's special move, warned of, lands into a raised guard.
    const special = monsterById('gate-warden').special!;
    const blocked = turn({ tactics: full({ guard: 1, intent: true }), special });
    expect(blocked.log.some((l) => l.includes(`${special.name} is blocked`))).toBe(true);
    expect(blocked.hero.hp).toBe(200);
  });

  it('a charge pays off on the next strike', () => {
    const charged = turn({ action: use('arcane-charge'), resource: 'mana' });
    expect(charged.monster.hp).toBe(5000);
    expect(charged.tactics.charge).toBe(2.6);
    let more = 0;
    for (let seed = 0; seed < 30; seed++) {
      const next = turn({ tactics: charged.tactics, resource: 'mana' }, seed);
      const plain = turn({ resource: 'mana' }, seed);
      expect(next.tactics.charge).toBe(0);
      if (5000 - next.monster.hp > 2 * (5000 - plain.monster.hp)) more++;
    }
    expect(more).toBeGreaterThan(20);
  });

  it('a heal restores a share of max HP, never above it', () => {
    const r = turn({ action: use('lay-on-hands') });
    expect(r.log[0]).toBe('Lay on Hands! You recover 100 HP.'); // 25% of 400
    const topped = turn({
      action: use('lay-on-hands'),
      hero: dummy({ name: 'You', hp: 390, maxHp: 400, spd: 20 }),
    });
    expect(topped.log[0]).toBe('Lay on Hands! You recover 10 HP.');
  });

  it('a hex weakens the monster for its rounds, then wears off', () => {
    const hexed = turn({ action: use('war-cry') });
    expect(hexed.tactics.hex).toEqual({ rounds: 2, atk: 0.25, def: 0 });
    let softer = 0;
    for (let seed = 0; seed < 40; seed++) {
      const under = turn({ tactics: full({ hex: { rounds: 3, atk: 0.5, def: 0.5 } }) }, seed);
      const plain = turn({}, seed);
      expect(under.hero.hp).toBeGreaterThanOrEqual(plain.hero.hp);
      if (under.hero.hp > plain.hero.hp) softer++;
    }
    expect(softer).toBeGreaterThan(15);
    const last = turn({ tactics: full({ hex: { rounds: 1, atk: 0.3, def: 0 } }) });
    expect(last.tactics.hex).toBeNull();
  });

  it('warns of a boss special the round before it lands, then strikes with it', () => {
    const special = monsterById('gate-warden').special!;
    // every 4: warned at the end of round 3, lands in round 4.
    const warned = turn({ special, round: 2 });
    expect(warned.tactics.intent).toBe(true);
    expect(warned.log.at(-1)).toContain(`${special.name} next round`);
    expect(turn({ special, round: 1 }).tactics.intent).toBe(false);
    let heavier = 0;
    for (let seed = 0; seed < 40; seed++) {
      const landed = turn({ special, tactics: full({ intent: true }), round: 3 }, seed);
      const plain = turn({ round: 3 }, seed);
      expect(landed.tactics.intent).toBe(false);
      expect(landed.hero.hp).toBeLessThanOrEqual(plain.hero.hp);
      if (landed.hero.hp < plain.hero.hp) heavier++;
    }
    expect(heavier).toBeGreaterThan(15);
  });

  it('keeps the resource between 0 and its max, and builds rage in the fray', () => {
    const r = turn({ tactics: full({ resource: 95 }) });
    expect(r.tactics.resource).toBe(RESOURCES.rage.max);
    const fresh = turn({ tactics: startTactics('rage') });
    expect(fresh.tactics.resource).toBeGreaterThan(RESOURCES.rage.start);
    const mana = turn({ resource: 'mana', tactics: startTactics('mana') });
    expect(mana.tactics.resource).toBe(RESOURCES.mana.start + RESOURCES.mana.perRound);
  });
});

describe('skillRefusal', () => {
  const owned = JOB_SKILLS.warrior;

  it('refuses a skill of another job, one cooling down, and one the resource cannot pay', () => {
    expect(skillRefusal(owned, full(), 'rage', 'firebolt')).toEqual({
      status: 'unknown',
      message: 'Your job does not know Firebolt.',
    });
    expect(
      skillRefusal(owned, full({ cooldowns: { 'shield-wall': 3 } }), 'rage', 'shield-wall'),
    ).toEqual({ status: 'cooldown', message: 'Shield Wall is not ready: 3 more rounds.' });
    expect(skillRefusal(owned, full({ resource: 10 }), 'rage', 'heavy-strike')).toEqual({
      status: 'resource',
      message: 'Heavy Strike needs 30 rage; you have 10.',
    });
    expect(skillRefusal(owned, full(), 'rage', 'heavy-strike')).toBeNull();
  });

  it('counts a cooldown in rounds waited', () => {
    const wall = skillById('shield-wall');
    let t = turn({ action: use('shield-wall') }).tactics;
    for (let waited = 1; waited <= wall.cooldown; waited++) {
      expect(skillRefusal(owned, t, 'rage', 'shield-wall')?.status).toBe('cooldown');
      t = turn({ tactics: { ...t, resource: 100 } }).tactics;
    }
    expect(skillRefusal(owned, { ...t, resource: 100 }, 'rage', 'shield-wall')).toBeNull();
  });
});

describe('skills as data', () => {
  it('gives every job three distinct skills, and no skill to two jobs', () => {
    const all = Object.values(JOB_SKILLS).flat();
    expect(new Set(all).size).toBe(all.length);
    expect(all.length).toBeGreaterThanOrEqual(12);
    expect(new Set(all)).toEqual(new Set(SKILLS.map((s) => s.id)));
  });

  it('makes each job choose: a guard, a charge, a heal, a drain or a hex in every kit', () => {
    for (const [job, ids] of Object.entries(JOB_SKILLS)) {
      const tactical = ids.map(skillById).filter((s) => {
        const e = s.effect;
        return e.kind !== 'strike' || (e.drain ?? 0) > 0;
      });
      expect(tactical.length, job).toBeGreaterThan(0);
    }
  });
});
