import { z } from 'zod';
import type { RewardsView } from '@demonbane/shared/battle-schemas';
import type { HuntAttackOutcome } from './attack-outcome';

/**
 * Router state for /battle-result (spec §2: rewards, levelupto and page), with the floor
 * fought so the hunt's buttons can name it.
 */
export interface HuntResultState {
  page: 'hunt';
  floor: number;
  rewards?: RewardsView;
  levelupto?: number | null;
  battleLog?: string[];
  gold_lost?: number;
}

export interface ResultNavigation {
  to: string;
  state: HuntResultState;
}

/** Where a finished hunt fight goes: /battle-result?result=win|lose with its state. */
export function huntResultNavigation(
  outcome: Exclude<HuntAttackOutcome, { kind: 'ongoing' }>,
  floor: number,
): ResultNavigation {
  if (outcome.kind === 'win') {
    return {
      to: '/battle-result?result=win',
      state: {
        page: 'hunt',
        floor,
        rewards: outcome.rewards,
        levelupto: outcome.levelupto,
        battleLog: outcome.battleLog,
      },
    };
  }
  return {
    to: '/battle-result?result=lose',
    state: { page: 'hunt', floor, battleLog: outcome.battleLog, gold_lost: outcome.goldLost },
  };
}

export type HuntChoice =
  | { kind: 'clear'; label: 'Clear Floor' }
  | { kind: 'next'; label: 'Next Floor' }
  | { kind: 'back'; label: 'Back to Hunt'; to: '/hunt' };

/**
 * Spec §4: after a hunt win, Clear Floor (back to /hunt) or Next Floor (then /hunt);
 * a loss from the hunt offers Back to Hunt.
 */
export function huntResultChoices(outcome: 'win' | 'lose'): HuntChoice[] {
  if (outcome === 'win') {
    return [
      { kind: 'clear', label: 'Clear Floor' },
      { kind: 'next', label: 'Next Floor' },
    ];
  }
  return [{ kind: 'back', label: 'Back to Hunt', to: '/hunt' }];
}

const floorState = z.object({ floor: z.int().positive() });

/** The floor a result belongs to, read defensively from router state (null if absent). */
export function readResultFloor(state: unknown): number | null {
  const parsed = floorState.safeParse(state);
  return parsed.success ? parsed.data.floor : null;
}
