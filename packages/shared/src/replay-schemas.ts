import { z } from 'zod';
import { JOBS, type JobId } from '@demonbane/game/jobs';
import { MONSTERS, type MonsterId } from '@demonbane/game/monsters';
import { RAID_BOSSES, type RaidBossId } from '@demonbane/game/raid';
import { SKILLS, type SkillId } from '@demonbane/game/skills';

/**
 * A stored fight, in the battle engine's own shapes (packages/game/src/battle/replay.ts),
 * so the web app hands it to `replayFight` as it comes.
 */
const ids = <T extends string>(values: readonly T[]) => z.enum(values as [T, ...T[]]);
const jobId = ids<JobId>(JOBS.map((j) => j.id));

const seed = z.tuple([z.number(), z.number(), z.number(), z.number()]);
const stats = z.object({ hp: z.number(), atk: z.number(), def: z.number(), spd: z.number() });
const gear = z.object({
  damage: z.number(),
  critChance: z.number(),
  lifesteal: z.number(),
  resist: z.number(),
});
const combatant = z.object({
  name: z.string(),
  hp: z.number(),
  maxHp: z.number(),
  atk: z.number(),
  def: z.number(),
  spd: z.number(),
  traits: z.object({
    critChance: z.number(),
    critMultiplier: z.number(),
    pierce: z.number(),
    block: z.number(),
    lifesteal: z.number(),
    damage: z.number(),
    resist: z.number(),
  }),
});
const action = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('attack') }),
  z.object({ kind: z.literal('skill'), skillId: ids<SkillId>(SKILLS.map((s) => s.id)) }),
  z.object({ kind: z.literal('item'), line: z.string() }),
]);
const roundInput = z.object({
  action,
  hero: combatant.optional(),
  monsterHp: z.number().optional(),
});
const duelSide = z.object({ name: z.string(), jobId, stats, gear });

const common = { id: z.string(), created_at: z.string(), seed, log: z.array(z.string()) };

export const replayResponse = z.discriminatedUnion('kind', [
  z.object({
    ...common,
    kind: z.enum(['explore', 'hunt']),
    fighters: z.object({
      hero: z.object({ name: z.string(), jobId, level: z.number() }),
      monster: z.object({ id: ids<MonsterId>(MONSTERS.map((m) => m.id)), level: z.number() }),
    }),
    inputs: z.array(roundInput),
  }),
  z.object({
    ...common,
    kind: z.literal('arena'),
    fighters: z.object({ challenger: duelSide, defender: duelSide }),
    inputs: z.tuple([]),
  }),
  z.object({
    ...common,
    kind: z.literal('raid'),
    fighters: z.object({
      hero: duelSide,
      boss: z.object({ id: ids<RaidBossId>(RAID_BOSSES.map((b) => b.id)), level: z.number() }),
    }),
    inputs: z.tuple([]),
  }),
]);
export type ReplayResponse = z.infer<typeof replayResponse>;

export const replayParams = z.object({ id: z.uuid({ error: 'id must be a replay id.' }) });
