import { z } from 'zod';

/** One of the hero's job skills (POST /user answers the three of the job). */
export const skillView = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  /** Rage or mana spent on use. */
  cost: z.number(),
  /** Rounds it waits after use. */
  cooldown: z.number(),
});
export type SkillView = z.infer<typeof skillView>;

/** A skill in a fight: and how many rounds until it is ready (0: now). */
export const battleSkillView = skillView.extend({ ready_in: z.number() });
export type BattleSkillView = z.infer<typeof battleSkillView>;

/** The hero's resource in a fight: rage builds in the fray, mana flows back each round. */
export const resourceView = z.object({
  kind: z.enum(['rage', 'mana']),
  name: z.string(),
  value: z.number(),
  max: z.number(),
});
export type ResourceView = z.infer<typeof resourceView>;

/** A skill `_id`; an unknown one is refused by the service with its own message. */
export const skillField = z.string().min(1).max(64);
