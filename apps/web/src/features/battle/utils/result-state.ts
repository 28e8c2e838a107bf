import { z } from 'zod';
import { rewardsView, type RewardsView } from '@demonbane/shared/battle-schemas';

export type BattleOutcome = 'win' | 'lose';
/** Which adventure the battle belonged to (spec §2: explore or hunt). */
export type BattlePage = 'explore' | 'hunt';

/**
 * Spec §2: /battle-result takes `?result=win|lose` and router state with rewards,
 * levelupto and page. The last lines of the fight and the gold lost ride along too.
 */
export interface BattleResultState {
  page: BattlePage;
  rewards?: RewardsView;
  levelupto?: number | null;
  battleLog?: string[];
  gold_lost?: number;
  /** The defeat was a flight from the fight rather than a fall. */
  fled?: boolean;
  /** The finished fight's replay (/replay/:id); absent for a flight before any round. */
  replay_id?: string;
}

export function battleResultPath(outcome: BattleOutcome): string {
  return `/battle-result?result=${outcome}`;
}

/** Each field is read on its own: a bad one is dropped rather than losing the page. */
const resultState = z.object({
  page: z.enum(['explore', 'hunt']).catch('explore'),
  rewards: rewardsView.optional().catch(undefined),
  levelupto: z.number().nullable().optional().catch(null),
  battleLog: z.array(z.string()).optional().catch(undefined),
  gold_lost: z.number().optional().catch(undefined),
  fled: z.boolean().optional().catch(undefined),
  replay_id: z.string().min(1).optional().catch(undefined),
});

/** Router state is `unknown` (it survives reloads in history), so read it defensively. */
export function readResultState(state: unknown): BattleResultState {
  const parsed = resultState.safeParse(typeof state === 'object' && state !== null ? state : {});
  return parsed.success ? parsed.data : { page: 'explore' };
}

export function readOutcome(search: URLSearchParams): BattleOutcome | null {
  const result = search.get('result');
  return result === 'win' || result === 'lose' ? result : null;
}
