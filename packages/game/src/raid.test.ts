import { describe, expect, it } from 'vitest';
import { NO_GEAR_TRAITS } from './affixes';
import { jobStatsAt } from './hero-stats';
import { jobById } from './jobs';
import {
  nextRaidLevel,
  playRaidAttack,
  RAID,
  RAID_BOSSES,
  raidBossLevel,
  raidBossOf,
  raidMaxHp,
  raidReward,
  raidWeek,
  raidWeekEnds,
} from './raid';

const hero = (job: 'warrior' | 'berserker', level: number) => ({
  jobId: job,
  stats: jobStatsAt(jobById(job), level),
  gear: NO_GEAR_TRAITS,
});

describe('raid weeks', () => {
  it('start on Mondays and end where the next begins', () => {
    const week = raidWeek(new Date('2026-11-30T00:00:00Z'));
    expect(raidWeek(new Date('2026-11-29T23:59:59Z'))).toBe(week - 1);
    expect(raidWeekEnds(week - 1).toISOString()).toBe('2026-11-30T00:00:00.000Z');
  });

  it('bring each boss round in turn', () => {
    const seen = new Set([1, 2, 3, 4].map((w) => raidBossOf(w).id));
    expect(seen.size).toBe(RAID_BOSSES.length);
    expect(raidBossOf(5).id).toBe(raidBossOf(1).id);
  });
});

describe('the pool', () => {
  it('grows with the level and the guild, counting at least the minimum of members', () => {
    expect(raidMaxHp(1, 1)).toBe(RAID.hpPerMember * RAID.minMembers);
    expect(raidMaxHp(1, 10)).toBe(RAID.hpPerMember * 10);
    expect(raidMaxHp(2, 10)).toBeGreaterThan(raidMaxHp(1, 10));
    expect(raidBossLevel(3)).toBeGreaterThan(raidBossLevel(1));
  });

  it('levels up only after a fall', () => {
    expect(nextRaidLevel(3, true)).toBe(4);
    expect(nextRaidLevel(3, false)).toBe(3);
  });
});

describe('an attack', () => {
  it('replays exactly from its seed', () => {
    const boss = raidBossOf(1);
    const a = playRaidAttack(hero('warrior', 20), boss, raidBossLevel(1), [1, 2, 3, 4]);
    const b = playRaidAttack(hero('warrior', 20), boss, raidBossLevel(1), [1, 2, 3, 4]);
    expect(a).toEqual(b);
    expect(a.damage).toBeGreaterThan(0);
    expect(a.rounds).toBeLessThanOrEqual(RAID.rounds);
  });

  it('hurts more from a stronger hero', () => {
    const boss = raidBossOf(2);
    let weak = 0;
    let strong = 0;
    for (let i = 0; i < 40; i++) {
      weak += playRaidAttack(hero('warrior', 12), boss, raidBossLevel(1), [i, 5, 6, 7]).damage;
      strong += playRaidAttack(hero('berserker', 40), boss, raidBossLevel(1), [i, 5, 6, 7]).damage;
    }
    expect(strong).toBeGreaterThan(weak * 2);
  });
});

describe('the reward', () => {
  it('pays the floor to everyone and shares the pool by damage', () => {
    const total = 1000;
    const a = raidReward(2, 900, total, 2);
    const b = raidReward(2, 100, total, 2);
    expect(b.gold).toBeGreaterThanOrEqual(2 * RAID.reward.floor.gold);
    expect(a.gold).toBeGreaterThan(b.gold);
    // What two contributors share is the floor each plus the pool per contributor.
    const pool = 2 * 2 * (RAID.reward.floor.gold + RAID.reward.pool.gold);
    expect(a.gold + b.gold).toBeLessThanOrEqual(pool);
    expect(a.gold + b.gold).toBeGreaterThan(pool - 2);
  });
});
