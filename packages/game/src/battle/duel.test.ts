import { describe, expect, it } from 'vitest';
import { NO_GEAR_TRAITS } from '../affixes';
import { JOBS, type JobId } from '../jobs';
import type { Seed } from '../rng';
import { jobSkills } from '../skills';
import { duelWinRate, referenceDuelSide } from '../sim/duel-matchups';
import type { Stats } from '../stats';
import { DUEL, duelHp, leaderOnHp, playDuel, type DuelInput, type DuelSide } from './duel';

/** A hero of a job at a level, in the reference gear of that level. */
function hero(name: string, jobId: JobId, level: number, stats: Partial<Stats> = {}): DuelSide {
  const side = referenceDuelSide(name, jobId, level);
  return { ...side, stats: { ...side.stats, ...stats } };
}

const seed = (i: number): Seed => [i, 0xd0e1, 7, 2026];
const EVOLUTIONS: JobId[] = ['berserker', 'paladin', 'sorcerer', 'warlock'];

/** Every evolution against every other, each side challenging in turn. */
function evolutionDuels(perPair: number) {
  return EVOLUTIONS.flatMap((a) =>
    EVOLUTIONS.flatMap((b) =>
      Array.from({ length: perPair }, (_, i) => {
        const input = { challenger: hero('Aldric', a, 30), defender: hero('Mirel', b, 30) };
        return { input, result: playDuel(input, seed(i)) };
      }),
    ),
  );
}

describe('playDuel', () => {
  it('replays exactly from the same seed and inputs', () => {
    for (const { input, result } of evolutionDuels(3)) {
      expect(playDuel(input, seed(0))).toEqual(playDuel(input, seed(0)));
      expect(result.log.length).toBeGreaterThan(0);
    }
  });

  it('plays a different duel from a different seed', () => {
    const input = {
      challenger: hero('Aldric', 'warlock', 30),
      defender: hero('Mirel', 'warlock', 30),
    };
    const logs = new Set(
      Array.from({ length: 20 }, (_, i) => playDuel(input, seed(i)).log.join('\n')),
    );
    expect(logs.size).toBeGreaterThan(15);
  });

  it('lets the much stronger hero win almost every duel, challenging or challenged', () => {
    const strong = hero('Aldric', 'paladin', 40);
    const weak = hero('Mirel', 'berserker', 20);
    let won = 0;
    for (let i = 0; i < 200; i++) {
      const strongChallenges = i % 2 === 0;
      const input = strongChallenges
        ? { challenger: strong, defender: weak }
        : { challenger: weak, defender: strong };
      const { winner } = playDuel(input, seed(i));
      if ((winner === 'challenger') === strongChallenges) won++;
    }
    expect(won).toBeGreaterThanOrEqual(190);
  });

  it('has every job use each of its skills across a round of duels', () => {
    const logs = new Map<JobId, string>(JOBS.map((j) => [j.id, '']));
    for (const a of JOBS) {
      for (const b of JOBS) {
        for (let i = 0; i < 5; i++) {
          // Level 10: every job can be it, and fights last long enough for every skill.
          const input = { challenger: hero('Red', a.id, 10), defender: hero('Blue', b.id, 10) };
          const log = playDuel(input, seed(i)).log.join('\n');
          for (const id of [a.id, b.id]) logs.set(id, logs.get(id) + log);
        }
      }
    }
    for (const job of JOBS) {
      for (const skill of jobSkills(job.id))
        expect(logs.get(job.id), skill.id).toContain(skill.name);
    }
  });

  it('lets the faster side act first, the challenger on a tie', () => {
    const twin = hero('Aldric', 'berserker', 30);
    const tie = playDuel({ challenger: twin, defender: { ...twin, name: 'Mirel' } }, seed(1));
    expect(tie.log[0]).toMatch(/^(Critical hit! )?Aldric/);
    const slow = hero('Aldric', 'berserker', 30, { spd: 1 });
    const fast = playDuel({ challenger: slow, defender: { ...twin, name: 'Mirel' } }, seed(1));
    expect(fast.log[0]).toMatch(/^(Critical hit! )?Mirel/);
  });

  it('a guard blocks the other side’s next hits, and only as many as it holds', () => {
    let blocked = 0;
    for (const guarding of ['paladin', 'warrior'] as const) {
      for (const charging of ['magician', 'sorcerer'] as const) {
        for (let i = 0; i < 40; i++) {
          const input: DuelInput = {
            challenger: hero('Aldric', guarding, 10),
            defender: hero('Mirel', charging, 10),
          };
          // Read the log as a ledger of Aldric's guard: Mirel's hits land only when it is down.
          let guard = 0;
          for (const line of playDuel(input, seed(i)).log) {
            const raised = line.match(/^Aldric raises .*: the next (?:(\d+) hits|hit) will/);
            if (raised) guard = Number(raised[1] ?? 1);
            if (/^Mirel's .* is blocked\.$/.test(line)) {
              expect(guard, line).toBeGreaterThan(0);
              guard--;
              blocked++;
            }
            if (/^(Critical hit! )?Mirel (uses .* and )?strikes Aldric/.test(line)) {
              expect(guard, line).toBe(0);
            }
          }
        }
      }
    }
    expect(blocked).toBeGreaterThan(10);
  });

  it('after 50 rounds gives the duel to the larger share of HP left', () => {
    // Tough enough that nobody falls; the defender's armour makes it the likelier leader.
    const wall = { hp: 1_000_000, atk: 40, def: 40, spd: 10 };
    const winners = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const input: DuelInput = {
        // Magicians: their duel scales are 1, so the wall is as written.
        challenger: { name: 'Aldric', jobId: 'magician', stats: wall, gear: NO_GEAR_TRAITS },
        defender: {
          name: 'Mirel',
          jobId: 'magician',
          stats: { ...wall, def: 40 + (i % 3) * 5 },
          gear: NO_GEAR_TRAITS,
        },
      };
      const r = playDuel(input, seed(i));
      expect(r.rounds).toBe(DUEL.maxRounds);
      const leader = leaderOnHp(
        { hp: r.challengerHp, maxHp: duelHp(input.challenger) },
        { hp: r.defenderHp, maxHp: duelHp(input.defender) },
      );
      expect(r.winner).toBe(leader);
      const name = leader === 'challenger' ? 'Aldric' : 'Mirel';
      expect(r.log.at(-1)).toMatch(
        new RegExp(`^Both still stand after 50 rounds: .* ${name} wins`),
      );
      winners.add(r.winner);
    }
    expect(winners).toEqual(new Set(['challenger', 'defender']));
  });

  it('rolls fresh chance every round', () => {
    const tank = { hp: 10_000_000, atk: 400, def: 400, spd: 10 };
    const side = (name: string): DuelSide => ({
      name,
      jobId: 'paladin',
      stats: tank,
      gear: NO_GEAR_TRAITS,
    });
    const { log } = playDuel({ challenger: side('Aldric'), defender: side('Mirel') }, seed(5));
    const dealt = log.flatMap(
      (l) =>
        l.match(/^(?:Critical hit! )?Aldric (?:uses [\w ]+ and )?strikes Mirel for (\d+)/)?.[1] ??
        [],
    );
    expect(dealt.length).toBeGreaterThan(30);
    expect(new Set(dealt).size).toBeGreaterThan(dealt.length / 2);
  });

  it('keeps HP between 0 and max, ends on a fall, and keeps the log short', () => {
    for (const { input, result } of evolutionDuels(25)) {
      const { challengerHp, defenderHp, rounds, log } = result;
      expect(challengerHp).toBeGreaterThanOrEqual(0);
      expect(defenderHp).toBeGreaterThanOrEqual(0);
      expect(challengerHp).toBeLessThanOrEqual(duelHp(input.challenger));
      expect(defenderHp).toBeLessThanOrEqual(duelHp(input.defender));
      const loserHp = result.winner === 'challenger' ? defenderHp : challengerHp;
      if (rounds < DUEL.maxRounds) {
        expect(loserHp).toBe(0);
        expect(log.at(-1)).toBe(`${result.winner === 'challenger' ? 'Mirel' : 'Aldric'} falls.`);
      }
      expect(log.length).toBeLessThanOrEqual(2 * rounds + 1);
    }
  });

  it('starts both at their duel HP and never heals past it', () => {
    // A Warlock drains on every bolt; at full HP it must stay at full.
    const warlock = hero('Aldric', 'warlock', 30, { hp: 100_000, def: 10_000 });
    const dummy = hero('Mirel', 'paladin', 30, { hp: 100_000 });
    const r = playDuel({ challenger: warlock, defender: dummy }, seed(3));
    expect(r.log.some((l) => /^Aldric .*drains \d+ HP/.test(l))).toBe(true);
    expect(r.challengerHp).toBeLessThanOrEqual(duelHp(warlock));
    expect(duelHp(warlock)).toBe(Math.round(100_000 * DUEL.hpMultiplier * DUEL.jobs.warlock.hp));
  });
});

describe('leaderOnHp', () => {
  it('compares shares of max HP, the challenger taking an exact tie', () => {
    expect(leaderOnHp({ hp: 50, maxHp: 100 }, { hp: 100, maxHp: 200 })).toBe('challenger');
    expect(leaderOnHp({ hp: 49, maxHp: 100 }, { hp: 100, maxHp: 200 })).toBe('defender');
    expect(leaderOnHp({ hp: 300, maxHp: 1000 }, { hp: 29, maxHp: 100 })).toBe('challenger');
  });
});

describe('duel balance between jobs (DUEL.jobs)', () => {
  it('gives the Warrior and the Magician even odds', () => {
    for (const level of [5, 10]) {
      expect(Math.abs(duelWinRate('warrior', 'magician', level, 100) - 50)).toBeLessThanOrEqual(10);
    }
  });

  it('keeps the evolutions on average within 20 points of even', () => {
    const distances = [15, 30, 45].flatMap((level) =>
      EVOLUTIONS.flatMap((a, i) =>
        EVOLUTIONS.slice(i + 1).map((b) => Math.abs(duelWinRate(a, b, level, 100) - 50)),
      ),
    );
    const mean = distances.reduce((sum, d) => sum + d, 0) / distances.length;
    expect(mean).toBeLessThanOrEqual(20);
  });
});
