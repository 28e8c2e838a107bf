import { jobResource } from '@demonbane/game/battle/battle';
import { intentText, readyIn, startTactics, type Tactics } from '@demonbane/game/battle/round';
import type { JobId } from '@demonbane/game/jobs';
import type { MonsterDef } from '@demonbane/game/monsters';
import { jobSkills, RESOURCES, type Skill } from '@demonbane/game/skills';
import type { BattleSkillView, ResourceView, SkillView } from '@demonbane/shared/skill-schemas';
import { contentViewCache } from './content-view-cache';

function skillView(skill: Skill): SkillView {
  return {
    _id: skill.id,
    name: skill.name,
    description: skill.description,
    cost: skill.cost,
    cooldown: skill.cooldown,
  };
}

const viewsOfJob = contentViewCache((jobId: JobId) => jobSkills(jobId).map(skillView));

/** The job's three skills, as POST /user answers them (built once per job). */
export function skillViews(jobId: JobId): SkillView[] {
  return viewsOfJob(jobId);
}

/** A fight's tactics as stored, or as a fight starts for a row from before skills. */
export function tacticsOf(jobId: JobId, stored: Tactics | null): Tactics {
  return stored ?? startTactics(jobResource(jobId));
}

/** What a battle view adds for skills: the resource, each skill's wait, the boss's intent. */
export function tacticsView(
  jobId: JobId,
  tactics: Tactics,
  monster: MonsterDef,
): { resource: ResourceView; skills: BattleSkillView[]; monster_intent: string | null } {
  const kind = jobResource(jobId);
  const def = RESOURCES[kind];
  return {
    resource: { kind, name: def.name, value: tactics.resource, max: def.max },
    skills: jobSkills(jobId).map((s) => ({ ...skillView(s), ready_in: readyIn(tactics, s.id) })),
    monster_intent:
      tactics.intent && monster.special ? intentText(monster.name, monster.special) : null,
  };
}
