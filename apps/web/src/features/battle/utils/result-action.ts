import type { BattleOutcome, BattlePage } from './result-state';

export interface ResultAction {
  label: string;
  to: string;
}

/**
 * Spec §4 result buttons: a lose from hunt offers Back to Hunt; a lose from explore,
 * Back to Map Selection; a win from explore, Back to Map. A win from hunt goes back to
 * the hunt for now (the hunt screens refine it with Clear Floor and Next Floor).
 */
export function resultAction(outcome: BattleOutcome, page: BattlePage): ResultAction {
  if (page === 'hunt') return { label: 'Back to Hunt', to: '/hunt' };
  if (outcome === 'win') return { label: 'Back to Map', to: '/explore-map' };
  return { label: 'Back to Map Selection', to: '/explore' };
}
