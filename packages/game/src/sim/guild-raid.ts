import {
  nextRaidLevel,
  playRaidAttack,
  RAID,
  raidBossLevel,
  raidBossOf,
  raidMaxHp,
  raidReward,
} from '../raid';
import type { Rng } from '../rng';
import { seedFrom } from './levelling';
import type { SimHero } from './sim-hero';

/**
 * The typical player's guild, as numbers a designer can read: `members` heroes who play
 * like it (each deals what it deals), so the guild's damage is its own times the members.
 */
export const TYPICAL_GUILD = { members: 10 } as const;

/** Seconds at the game per raid attack: the raid screen, the fight's answer, back. */
export const RAID_ATTACK_SECONDS = 20;

/**
 * The weekly raid as the typical player meets it: from level 10 its three attacks a day
 * (raid.ts, the same fight as the server's), its guild's pool felled when the members'
 * damage reaches it, and its even share paid on the fall through the sim's ledger.
 * The next week's boss is one level up after a fall, as on the server.
 */
export class SimGuildRaid {
  private week = -1;
  private level = 1;
  private dealt = 0;
  private fell = false;
  falls = 0;
  highestLevel = 0;

  constructor(private guild = TYPICAL_GUILD) {}

  /** The day's attacks (day 0 is the first Monday), before the sitting's other play. */
  playDay(hero: SimHero, day: number, rng: Rng) {
    const week = Math.floor(day / 7);
    if (week !== this.week) {
      if (this.week >= 0) this.level = nextRaidLevel(this.level, this.fell);
      this.week = week;
      this.dealt = 0;
      this.fell = false;
    }
    if (hero.level < RAID.minLevel || this.fell) return;
    const boss = raidBossOf(week + 1);
    const side = { jobId: hero.job.id, stats: hero.stats(), gear: hero.kit().gear };
    const pool = raidMaxHp(this.level, this.guild.members);
    for (let i = 0; i < RAID.attacksPerDay && !this.fell; i++) {
      hero.play(RAID_ATTACK_SECONDS);
      this.dealt += playRaidAttack(side, boss, raidBossLevel(this.level), seedFrom(rng)).damage;
      if (this.dealt * this.guild.members < pool) continue;
      this.fell = true;
      this.falls++;
      this.highestLevel = Math.max(this.highestLevel, this.level);
      const total = this.dealt * this.guild.members;
      const reward = raidReward(this.level, this.dealt, total, this.guild.members);
      hero.gold += reward.gold;
      hero.souls += reward.souls;
      hero.book('minted', 'gold', 'guild raid', reward.gold);
      hero.book('minted', 'souls', 'guild raid', reward.souls);
    }
  }
}
