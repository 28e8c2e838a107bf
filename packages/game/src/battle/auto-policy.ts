import { JOB_SKILLS, skillById, type ResourceKind, type Skill } from '../skills';
import type { JobId } from '../jobs';
import { ATTACK, skillRefusal, type HeroAction, type Tactics } from './round';

/** What the auto-battle policy looks at before each round. */
export interface PolicyView {
  jobId: JobId;
  resource: ResourceKind;
  tactics: Tactics;
  hp: number;
  maxHp: number;
}

/** Below this share of max HP a heal is worth a round. */
export const HEAL_BELOW = 0.5;

/**
 * The documented auto-battle policy (docs/game-rules.md), the one a reasonable player
 * follows: against a warned special move, guard; hurt, heal; then weaken the monster
 * once, bank a charge, and spend on the strongest strike; else a plain attack. Only
 * skills that are ready and affordable are considered.
 */
export function autoAction(view: PolicyView): HeroAction {
  const usable = JOB_SKILLS[view.jobId]
    .map(skillById)
    .filter(
      (s) => skillRefusal(JOB_SKILLS[view.jobId], view.tactics, view.resource, s.id) === null,
    );
  const pick = (want: (s: Skill) => boolean) => usable.find(want);
  const { tactics } = view;
  const chosen =
    (tactics.intent && tactics.guard === 0 && pick((s) => s.effect.kind === 'guard')) ||
    (view.hp < view.maxHp * HEAL_BELOW && pick((s) => s.effect.kind === 'heal')) ||
    (tactics.hex === null && pick((s) => s.effect.kind === 'hex')) ||
    (tactics.charge === 0 && pick((s) => s.effect.kind === 'charge')) ||
    strongestStrike(usable);
  return chosen ? { kind: 'skill', skillId: chosen.id } : ATTACK;
}

function strongestStrike(usable: readonly Skill[]): Skill | undefined {
  let best: Skill | undefined;
  let bestPower = 0;
  for (const s of usable) {
    if (s.effect.kind !== 'strike') continue;
    const power = s.effect.power * (1 + (s.effect.drain ?? 0));
    if (power > bestPower) {
      best = s;
      bestPower = power;
    }
  }
  return best;
}
