import { z } from 'zod';
import type { RewardsView } from '@demonbane/shared/battle-schemas';
import type { HuntAttackOutcome } from './attack-outcome';

/**
 * Router state for /battle-result (spec §2: rewards, levelupto and page), with the floor
 * fought so the hunt's buttons can name it.
 */
export interface HuntResultState {
  page: 'hunt';
  /** Absent when not known (leaving from /hunt-error before the floor loaded). */
  floor?: number;
  rewards?: RewardsView;
  levelupto?: number | null;
  battleLog?: string[];
  gold_lost?: number;
  /** Left the tower mid-fight: a defeat without the final blow. */
  fled?: boolean;
  /** The finished fight's replay (/replay/:id). */
  replay_id?: string;
}

export interface ResultNavigation {
  to: string;
  state: HuntResultState;
}

/** How a hunt fight ended: won, lost, or fled (leaving the tower mid-fight, a defeat too). */
export type HuntFightEnd =
  | Exclude<HuntAttackOutcome, { kind: 'ongoing' }>
  | { kind: 'fled'; battleLog: string[]; goldLost: number; replayId?: string };

/** Where a finished hunt fight goes: /battle-result?result=win|lose with its state. */
export function huntResultNavigation(
  outcome: HuntFightEnd,
  floor: number | null,
): ResultNavigation {
  const at = floor === null ? {} : { floor };
  const replay = outcome.replayId === undefined ? {} : { replay_id: outcome.replayId };
  if (outcome.kind === 'win') {
    return {
      to: '/battle-result?result=win',
      state: {
        page: 'hunt',
        ...at,
        rewards: outcome.rewards,
        levelupto: outcome.levelupto,
        battleLog: outcome.battleLog,
        ...replay,
      },
    };
  }
  const state: HuntResultState = {
    page: 'hunt',
    ...at,
    battleLog: outcome.battleLog,
    gold_lost: outcome.goldLost,
    ...replay,
  };
  if (outcome.kind === 'fled') state.fled = true;
  return { to: '/battle-result?result=lose', state };
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
