import type { GearTraits } from './affixes';
import { autoAction } from './battle/auto-policy';
import { heroCombatant, jobResource } from './battle/battle';
import { roundRng } from './battle/battle-rng';
import { BASE_TRAITS, type Combatant } from './battle/combatant';
import { resolveTurn, startTactics, type Tactics } from './battle/round';
import { DAY_MS } from './calendar';
import type { JobId } from './jobs';
import { keyedLookups } from './content-table';
import { FAMILIES, type BossMove, type FamilyId } from './monsters';
import type { Seed } from './rng';
import type { Stats } from './stats';

/**
 * The weekly guild raid: one boss per guild per week, one HP pool shared by its
 * members, a few attacks per member a day. Every number is in docs/game-rules.md
 * (Guild raid).
 */
export const RAID = {
  /** Attacks a hero has each UTC day, whichever guild's raid they go to. */
  attacksPerDay: 3,
  /** Heroes below this level cannot attack (nor be paid): fresh alts add nothing. */
  minLevel: 10,
  /** Rounds in one attack, unless the hero falls first. */
  rounds: 10,
  /** The boss's level at raid level 1, and per raid level above it. */
  bossLevel: { base: 12, perLevel: 4 },
  /** Pool HP for each member at raid level 1 (at least `minMembers` counted), growing per level. */
  hpPerMember: 15_000,
  hpGrowth: 1.25,
  minMembers: 3,
  /**
   * Paid to every member who dealt damage when the boss falls, times the raid level:
   * `floor` to each, and `pool` per contributor shared by damage dealt.
   */
  reward: {
    floor: { gold: 500, souls: 2 },
    pool: { gold: 1_500, souls: 6 },
  },
} as const;

/** Raid weeks: numbered from a Monday, so every server computes the same week. */
export const RAID_EPOCH = Date.UTC(2026, 0, 5);
const WEEK_MS = 7 * DAY_MS;

/** The raid week running at `now` (week 1 before the epoch too). */
export function raidWeek(now: Date): number {
  return Math.max(1, Math.floor((now.getTime() - RAID_EPOCH) / WEEK_MS) + 1);
}

/** When raid week `week` ends (the next one starts). */
export function raidWeekEnds(week: number): Date {
  return new Date(RAID_EPOCH + week * WEEK_MS);
}

/** A raid boss as data: how it fights at level 1 and what each level adds. */
export interface RaidBossFields {
  name: string;
  family: FamilyId;
  description: string;
  base: { atk: number; def: number; spd: number };
  growth: { atk: number; def: number; spd: number };
  traits: Partial<Combatant['traits']>;
  special: BossMove;
}

const TABLE = {
  'gorgoth-the-glutton': {
    name: 'Gorgoth the Glutton',
    family: 'demon',
    description: 'A pit fiend fattened on a sacked city; it bites back hard every fourth round.',
    base: { atk: 14, def: 6, spd: 6 },
    growth: { atk: 2.6, def: 1.3, spd: 0.7 },
    traits: { critChance: 8 },
    special: {
      name: 'Devour',
      power: 2,
      every: 4,
      warning: 'Gorgoth unhinges its jaw.',
    },
  },
  'the-drowned-abbess': {
    name: 'The Drowned Abbess',
    family: 'drowned',
    description: 'She rose from the flooded nave; blows lose their force against her.',
    base: { atk: 12, def: 8, spd: 5 },
    growth: { atk: 2.3, def: 1.6, spd: 0.6 },
    traits: {},
    special: {
      name: 'Tidal Hymn',
      power: 1.8,
      every: 3,
      warning: 'The Abbess draws a long, wet breath.',
    },
  },
  'mother-of-thorns': {
    name: 'Mother of Thorns',
    family: 'blight',
    description: 'A hill of briars with a heartbeat; it feeds on every wound.',
    base: { atk: 15, def: 5, spd: 7 },
    growth: { atk: 2.8, def: 1.1, spd: 0.8 },
    traits: {},
    special: {
      name: 'Bramble Crush',
      power: 2.2,
      every: 5,
      warning: 'The thorns draw back, every one of them.',
    },
  },
  'the-hollow-herald': {
    name: 'The Hollow Herald',
    family: 'void',
    description: 'It announces what comes through the last gate; armour means little to it.',
    base: { atk: 13, def: 7, spd: 9 },
    growth: { atk: 2.5, def: 1.4, spd: 1 },
    traits: { critChance: 10 },
    special: {
      name: 'Proclamation',
      power: 2.4,
      every: 5,
      warning: 'The Herald lifts its empty trumpet.',
    },
  },
} as const satisfies Record<string, RaidBossFields>;

export type RaidBossId = keyof typeof TABLE;
export interface RaidBossDef extends RaidBossFields {
  id: RaidBossId;
}

export const RAID_BOSSES: readonly RaidBossDef[] = (Object.keys(TABLE) as RaidBossId[]).map(
  (id) => ({ id, ...TABLE[id] }),
);
const lookups = keyedLookups(
  Object.fromEntries(RAID_BOSSES.map((b) => [b.id, b])) as Record<RaidBossId, RaidBossDef>,
);
export const raidBossById = lookups.byId;
export const findRaidBoss = lookups.find;

/** The week's boss: they come round in turn, so a guild meets each in four weeks. */
export function raidBossOf(week: number): RaidBossDef {
  return RAID_BOSSES[(week - 1) % RAID_BOSSES.length]!;
}

/** The boss's fighting level at a raid level. */
export function raidBossLevel(raidLevel: number): number {
  return RAID.bossLevel.base + RAID.bossLevel.perLevel * (raidLevel - 1);
}

/** The pool's HP for a raid level and the guild's size when the raid is made. */
export function raidMaxHp(raidLevel: number, members: number): number {
  const perMember = RAID.hpPerMember * RAID.hpGrowth ** (raidLevel - 1);
  return Math.round(perMember * Math.max(RAID.minMembers, members));
}

/** The next week's raid level: one higher when this week's boss fell, else the same. */
export function nextRaidLevel(level: number, fell: boolean): number {
  return fell ? level + 1 : level;
}

/** The hero as a raid attack takes it: a snapshot of its fighting stats. */
export interface RaidAttacker {
  jobId: JobId;
  /** Total stats: job and level, gear, buffs and ascensions. */
  stats: Stats;
  gear: GearTraits;
}

export interface RaidAttackResult {
  /** Damage dealt to the pool (net of what the boss healed back). */
  damage: number;
  rounds: number;
  /** Whether the hero fell before the last round (the attack still counts). */
  fell: boolean;
  log: string[];
}

// The boss cannot fall inside one attack: the pool is what a guild brings down together.
const BOTTOMLESS = 1_000_000_000;

/** The boss as a fighter: its family's traits, then its own. */
export function raidBossCombatant(boss: RaidBossDef, level: number): Combatant {
  const n = Math.max(0, level - 1);
  return {
    name: boss.name,
    hp: BOTTOMLESS,
    maxHp: BOTTOMLESS,
    atk: Math.round(boss.base.atk + boss.growth.atk * n),
    def: Math.round(boss.base.def + boss.growth.def * n),
    spd: Math.round(boss.base.spd + boss.growth.spd * n),
    traits: { ...BASE_TRAITS, ...FAMILIES[boss.family].traits, ...boss.traits },
  };
}

/**
 * One raid attack, played at once by the battle engine as the auto-battle policy plays:
 * the hero at full HP against the boss for `RAID.rounds` rounds or until the hero falls.
 * Chance comes from (seed, round) alone, so an attack replays from its seed and input.
 * It costs the hero neither HP nor gold.
 */
export function playRaidAttack(
  hero: RaidAttacker,
  boss: RaidBossDef,
  level: number,
  seed: Seed,
): RaidAttackResult {
  const resource = jobResource(hero.jobId);
  let h = heroCombatant(hero.jobId, hero.stats, hero.stats.hp, hero.gear);
  let m = raidBossCombatant(boss, level);
  let tactics: Tactics = startTactics(resource);
  const log: string[] = [];
  let round = 0;
  while (round < RAID.rounds && h.hp > 0) {
    const action = autoAction({ jobId: hero.jobId, resource, tactics, hp: h.hp, maxHp: h.maxHp });
    const r = resolveTurn(
      { hero: h, monster: m, resource, tactics, action, special: boss.special, round },
      roundRng(seed, round),
    );
    h = r.hero;
    m = r.monster;
    tactics = r.tactics;
    log.push(...r.log);
    round++;
  }
  return { damage: Math.max(0, BOTTOMLESS - m.hp), rounds: round, fell: h.hp <= 0, log };
}

/**
 * What a member is paid when the boss falls: the floor, and their share of the pool by
 * damage dealt (`total`: every contributor's damage, overkill included).
 */
export function raidReward(
  raidLevel: number,
  damage: number,
  total: number,
  contributors: number,
): { gold: number; souls: number } {
  const { floor, pool } = RAID.reward;
  const share = total > 0 ? damage / total : 0;
  return {
    gold: Math.floor(raidLevel * (floor.gold + pool.gold * contributors * share)),
    souls: Math.floor(raidLevel * (floor.souls + pool.souls * contributors * share)),
  };
}
