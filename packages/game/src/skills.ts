import { keyedLookups } from './content-table';
import type { JobId } from './jobs';

/**
 * Active skills as data. Every job has three; an evolution replaces or upgrades them.
 * A skill costs the job's resource (rage for the Warrior's line, mana for the
 * Magician's) and may have a cooldown in rounds. See docs/game-rules.md.
 */

/** What a skill does when used in a round. */
export type SkillEffect =
  /** Strikes at `power` × ATK; `pierce` ignores that share of DEF; `drain` heals that share of the damage dealt. */
  | { kind: 'strike'; power: number; pierce?: number; drain?: number }
  /** No strike this round: the next `hits` monster hits are blocked entirely. */
  | { kind: 'guard'; hits: number }
  /** No strike this round: the hero's next strike deals `power` × its damage. */
  | { kind: 'charge'; power: number }
  /** No strike this round: heals `share` of max HP. */
  | { kind: 'heal'; share: number }
  /** No strike this round: the monster's ATK and DEF fall by these shares for `rounds` rounds. */
  | { kind: 'hex'; rounds: number; atk: number; def: number };

export interface SkillFields {
  name: string;
  description: string;
  /** Resource spent on use. */
  cost: number;
  /** Rounds before it can be used again (0: every round). */
  cooldown: number;
  effect: SkillEffect;
}

const TABLE = {
  'heavy-strike': {
    name: 'Heavy Strike',
    description: 'A two-handed blow for 160% damage.',
    cost: 30,
    cooldown: 0,
    effect: { kind: 'strike', power: 1.6 },
  },
  'shield-wall': {
    name: 'Shield Wall',
    description: 'Raise the shield instead of striking: the next hit you take is blocked entirely.',
    cost: 20,
    cooldown: 3,
    effect: { kind: 'guard', hits: 1 },
  },
  'war-cry': {
    name: 'War Cry',
    description: 'A roar that shakes the demon: its ATK falls by 25% for 3 rounds.',
    cost: 25,
    cooldown: 5,
    effect: { kind: 'hex', rounds: 3, atk: 0.25, def: 0 },
  },
  rampage: {
    name: 'Rampage',
    description: 'Fury unbound: a blow for 210% damage.',
    cost: 35,
    cooldown: 0,
    effect: { kind: 'strike', power: 2.1 },
  },
  'blood-frenzy': {
    name: 'Blood Frenzy',
    description: 'A savage bite of steel for 130% damage that heals you for 60% of it.',
    cost: 30,
    cooldown: 3,
    effect: { kind: 'strike', power: 1.3, drain: 0.6 },
  },
  'savage-roar': {
    name: 'Savage Roar',
    description: 'The demon quails: its ATK falls by 30% and its DEF by 20% for 3 rounds.',
    cost: 25,
    cooldown: 5,
    effect: { kind: 'hex', rounds: 3, atk: 0.3, def: 0.2 },
  },
  'holy-strike': {
    name: 'Holy Strike',
    description: 'Consecrated steel for 150% damage; 15% of it heals you.',
    cost: 30,
    cooldown: 0,
    effect: { kind: 'strike', power: 1.5, drain: 0.15 },
  },
  aegis: {
    name: 'Aegis',
    description: 'A wall of blessed light instead of a strike: the next two hits are blocked.',
    cost: 25,
    cooldown: 5,
    effect: { kind: 'guard', hits: 2 },
  },
  'lay-on-hands': {
    name: 'Lay on Hands',
    description: 'Pray instead of striking: heal 25% of your max HP.',
    cost: 40,
    cooldown: 6,
    effect: { kind: 'heal', share: 0.25 },
  },
  firebolt: {
    name: 'Firebolt',
    description: 'A bolt of flame for 150% damage that ignores 60% of DEF.',
    cost: 20,
    cooldown: 0,
    effect: { kind: 'strike', power: 1.5, pierce: 0.6 },
  },
  'arcane-charge': {
    name: 'Arcane Charge',
    description: 'Gather power instead of striking: your next strike deals 260% damage.',
    cost: 15,
    cooldown: 3,
    effect: { kind: 'charge', power: 2.6 },
  },
  'frost-hex': {
    name: 'Frost Hex',
    description: 'Rime binds the demon: its ATK falls by 15% and its DEF by 30% for 3 rounds.',
    cost: 25,
    cooldown: 5,
    effect: { kind: 'hex', rounds: 3, atk: 0.15, def: 0.3 },
  },
  inferno: {
    name: 'Inferno',
    description: 'A pillar of fire for 200% damage that ignores 80% of DEF.',
    cost: 25,
    cooldown: 0,
    effect: { kind: 'strike', power: 2, pierce: 0.8 },
  },
  'mana-surge': {
    name: 'Mana Surge',
    description:
      'Draw the breach into you instead of striking: your next strike deals 250% damage.',
    cost: 20,
    cooldown: 3,
    effect: { kind: 'charge', power: 2.5 },
  },
  'glacial-hex': {
    name: 'Glacial Hex',
    description: 'Ice to the marrow: the demon’s ATK falls by 20% and its DEF by 40% for 3 rounds.',
    cost: 30,
    cooldown: 5,
    effect: { kind: 'hex', rounds: 3, atk: 0.2, def: 0.4 },
  },
  'shadow-bolt': {
    name: 'Shadow Bolt',
    description: 'A bolt of night for 140% damage, half DEF ignored; 10% of it heals you.',
    cost: 20,
    cooldown: 0,
    effect: { kind: 'strike', power: 1.4, pierce: 0.5, drain: 0.1 },
  },
  'soul-drain': {
    name: 'Soul Drain',
    description: 'Tear at the demon’s essence for 120% damage and heal half of it.',
    cost: 30,
    cooldown: 4,
    effect: { kind: 'strike', power: 1.2, drain: 0.5 },
  },
  'curse-of-frailty': {
    name: 'Curse of Frailty',
    description: 'A whispered curse: the demon’s ATK and DEF fall by 20% for 3 rounds.',
    cost: 25,
    cooldown: 5,
    effect: { kind: 'hex', rounds: 3, atk: 0.2, def: 0.2 },
  },
} as const satisfies Record<string, SkillFields>;

export type SkillId = keyof typeof TABLE;

export interface Skill extends SkillFields {
  id: SkillId;
}

export const SKILLS: readonly Skill[] = (Object.keys(TABLE) as SkillId[]).map((id) => ({
  id,
  ...TABLE[id],
}));

const lookups = keyedLookups(
  Object.fromEntries(SKILLS.map((s) => [s.id, s])) as Record<SkillId, Skill>,
);
/** The skill of a known id. */
export const skillById = lookups.byId;
export const isSkillId = lookups.isId;

/** Each job's three skills, in the order the battle bar shows them (keys 1–3). */
export const JOB_SKILLS: Record<JobId, readonly [SkillId, SkillId, SkillId]> = {
  warrior: ['heavy-strike', 'shield-wall', 'war-cry'],
  berserker: ['rampage', 'blood-frenzy', 'savage-roar'],
  paladin: ['holy-strike', 'aegis', 'lay-on-hands'],
  magician: ['firebolt', 'arcane-charge', 'frost-hex'],
  sorcerer: ['inferno', 'mana-surge', 'glacial-hex'],
  warlock: ['shadow-bolt', 'soul-drain', 'curse-of-frailty'],
};

export function jobSkills(jobId: JobId): Skill[] {
  return JOB_SKILLS[jobId].map(skillById);
}

/** The resource a job's skills spend. */
export type ResourceKind = 'rage' | 'mana';

export interface ResourceDef {
  name: string;
  max: number;
  /** At the start of a fight. */
  start: number;
  /** Gained at the end of every round. */
  perRound: number;
  /** Gained when the hero's strike lands, and when a monster's lands on the hero. */
  perHitDealt: number;
  perHitTaken: number;
}

/** Rage builds in the fray; mana starts high and flows back each round. */
export const RESOURCES: Record<ResourceKind, ResourceDef> = {
  rage: { name: 'Rage', max: 100, start: 25, perRound: 5, perHitDealt: 15, perHitTaken: 10 },
  mana: { name: 'Mana', max: 100, start: 60, perRound: 12, perHitDealt: 0, perHitTaken: 0 },
};

/** Might jobs (the Warrior's line) build rage; arcane jobs (the Magician's) spend mana. */
export function resourceOf(style: 'might' | 'arcane'): ResourceKind {
  return style === 'might' ? 'rage' : 'mana';
}
